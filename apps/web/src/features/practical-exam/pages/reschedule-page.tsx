import { RESCHEDULE_RETURN_MS } from '@credo/contracts/practical-training';
import { useQuery } from '@tanstack/react-query';
import { Button, Radio, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { orThrow } from '@/shared/api/api-client';
import { usePageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { CalendarIcon } from '@/shared/ui/content-icons';
import { StatePanel } from '@/shared/ui/state-panel';
import { classroomsOf, myOrders, practicalSessionsOf, rescheduleClassroom, reschedulePaidSeat, reschedulePracticalExam } from '../api/practical-api';
import { PracticalBanner } from '../components/practical-banner';
import styles from '../components/practical.module.css';
import { formatWhen } from '../model/format';
import { useCountdownReturn } from '../model/use-countdown-return';

type Session = { id: number; title: string; startAt: string; seatsLeft: number; open: boolean };
/** `seqNo`: the paid order the current seat stands on; null for a free seat. */
type Sessions = { current: (Session & { placeId: number }) | null; others: Session[]; seqNo: string | null };

/**
 * The paid order of the learner's seat in this session, if any: a paid seat moves with its order
 * through checkout (the free calls refuse it with 501). Without an answer the seat is taken as free.
 */
async function paidOrderOf(relationType: 1 | 2, id: number): Promise<string | null> {
  const res = await myOrders();
  if (!res.ok) return null;
  return res.data.orders.find((o) => o.state === 2 && o.relationType === relationType && o.relationId === id)?.seqNo ?? null;
}

/**
 * Both kinds of seat as one list: the learner's current session and the others of the same
 * training. A paid seat may go only to another paid session (the server checks the price), a
 * free seat only to another free one.
 */
async function loadSessions(kind: 'classroom' | 'practicalExam', certificationId: number, id: number): Promise<Sessions> {
  const seqNo = await paidOrderOf(kind === 'practicalExam' ? 2 : 1, id);
  const fits = (isCharge: '0' | '1' | undefined) => (seqNo === null ? isCharge !== '1' : isCharge === '1');
  if (kind === 'practicalExam') {
    const { rows } = orThrow(await practicalSessionsOf(certificationId));
    const mine = rows.find((r) => r.id === id && r.userPracticalExamStatus === 2 && r.practicalExamApproveId !== null);
    const as = (r: (typeof rows)[number]): Session => ({
      id: r.id,
      title: r.practicalExamName,
      startAt: r.startAt,
      seatsLeft: r.seatsLeft,
      open: r.enrollable && fits(r.isCharge),
    });
    return { current: mine ? { ...as(mine), placeId: mine.practicalExamApproveId! } : null, others: rows.filter((r) => r.id !== id).map(as), seqNo };
  }
  const { rows } = orThrow(await classroomsOf(certificationId));
  const mine = rows.find((r) => r.id === id && (r.userStatus === 2 || r.userStatus === 3));
  const as = (r: (typeof rows)[number]): Session => ({
    id: r.id,
    title: r.title,
    startAt: r.startAt,
    seatsLeft: r.seatsLeft,
    open: r.enrollable && fits(r.isCharge),
  });
  return { current: mine ? { ...as(mine), placeId: mine.id } : null, others: rows.filter((r) => r.id !== id).map(as), seqNo };
}

/**
 * /classroom/reschedule/{id} and its /mobile twin (cert §2, §7, §9): the learner picks another
 * session of the same training; the server moves the seat in one transaction (the current seat
 * stays until the new one is taken). After a move the page returns by itself after 5 seconds.
 * `?type=practicalExam` moves a practical-exam place; `certificationId` names the training. A
 * paid seat (one with a paid order) moves through checkout's reschedule with its order.
 */
export const ReschedulePage = () => {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const kind = params.get('type') === 'practicalExam' ? 'practicalExam' : 'classroom';
  const certificationId = Number(params.get('certificationId'));
  const { siteInfo, languageId } = useSite();
  const navigate = useNavigate();
  const variantPath = useVariantPath();
  const [chosen, setChosen] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const [moved, setMoved] = useState(false);
  usePageTitle(t('practicalExam.reschedule.title'));
  const query = useQuery({
    queryKey: ['reschedule', kind, siteInfo.siteId, languageId, certificationId, id],
    queryFn: () => loadSessions(kind, certificationId, id),
    enabled: id > 0 && certificationId > 0,
  });
  const goBack = () => void navigate(variantPath(`/certification/detail/${certificationId}`));
  const left = useCountdownReturn(moved, RESCHEDULE_RETURN_MS, goBack);

  const move = async () => {
    const current = query.data?.current;
    if (!current || chosen === null) return;
    setMoving(true);
    const { seqNo } = query.data!;
    const res =
      seqNo !== null
        ? await reschedulePaidSeat({ seqNo, relationType: kind === 'practicalExam' ? 2 : 1, relationId: id, targetRelationId: chosen })
        : kind === 'practicalExam'
          ? await reschedulePracticalExam(current.placeId, chosen)
          : await rescheduleClassroom(id, chosen);
    setMoving(false);
    if (res.ok) setMoved(true);
    else void query.refetch();
  };

  let body;
  if (moved)
    body = (
      <Result
        status="success"
        title={t('practicalExam.reschedule.success')}
        subTitle={<span data-testid="reschedule-returning">{t('practicalExam.reschedule.returning', { seconds: left })}</span>}
        extra={<Button onClick={goBack}>{t('practicalExam.reschedule.backNow')}</Button>}
      />
    );
  else if (!(id > 0 && certificationId > 0) || query.isError)
    body = <StatePanel icon={<CalendarIcon size={30} />} tone="error" title={t('practicalExam.reschedule.missing')} />;
  else if (!query.data) body = <Skeleton active />;
  else if (!query.data.current)
    body = (
      <StatePanel
        icon={<CalendarIcon size={30} />}
        title={t('practicalExam.reschedule.missing')}
        actions={<Button onClick={goBack}>{t('practicalExam.back')}</Button>}
      />
    );
  else {
    const { current, others, seqNo } = query.data;
    const open = others.filter((s) => s.open && s.seatsLeft > 0);
    body = (
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>{t('practicalExam.reschedule.current')}</h2>
        <p data-testid="reschedule-current">
          {current.title} · {formatWhen(current.startAt, i18n.language)}
        </p>
        {seqNo !== null && (
          <p className={styles.muted} data-testid="reschedule-paid">
            {t('practicalExam.reschedule.paidNote')}
          </p>
        )}
        <h2 className={styles.panelTitle}>{t('practicalExam.reschedule.choose')}</h2>
        {open.length === 0 ? (
          <p className={styles.muted}>{t('practicalExam.reschedule.none')}</p>
        ) : (
          <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as number)} className={styles.options}>
            {open.map((s) => (
              <Radio key={s.id} value={s.id} className={`${styles.option} ${chosen === s.id ? styles.optionChosen : ''}`} data-testid="reschedule-option">
                {s.title} · {formatWhen(s.startAt, i18n.language)} · {t('practicalExam.reschedule.seatsLeft', { count: s.seatsLeft })}
              </Radio>
            ))}
          </Radio.Group>
        )}
        <div className={styles.row}>
          <Button type="primary" disabled={chosen === null} loading={moving} onClick={() => void move()} data-testid="reschedule-confirm">
            {t('practicalExam.reschedule.confirm')}
          </Button>
          <Button onClick={goBack}>{t('practicalExam.back')}</Button>
        </div>
      </section>
    );
  }
  return (
    <div className={styles.page}>
      <PracticalBanner title={t('practicalExam.reschedule.title')} subtitle={t('practicalExam.reschedule.subtitle')} />
      <div className={styles.body}>{body}</div>
    </div>
  );
};
