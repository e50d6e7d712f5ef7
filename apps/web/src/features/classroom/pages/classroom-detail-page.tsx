import type { ClassroomDetail } from '@credo/contracts/classroom-booking';
import { PATHS } from '@credo/contracts/constants';
import { Alert, Button, Popconfirm, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { openLoginTip } from '@/shared/dialogs/login-tip';
import { usePageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { SessionFacts } from '@/shared/training/session-facts';
import { AppLink } from '@/shared/ui/app-link';
import { CalendarIcon } from '@/shared/ui/content-icons';
import { StatePanel } from '@/shared/ui/state-panel';
import { icsUrl, useClassroomDetail, useSeatAction } from '../api/classroom-api';
import { CalendarFeed } from '../components/calendar-feed';
import styles from '../components/classroom.module.css';
import { EvaluationForm } from '../components/evaluation-form';
import { SeatsLine, SessionTags } from '../components/session-item';

const Actions = ({ d }: { d: ClassroomDetail }) => {
  const { t } = useTranslation();
  const { siteInfo } = useSite();
  const variantPath = useVariantPath();
  const seat = useSeatAction(d.id, d.eventType !== null);
  const seated = d.userStatus === 2 || d.userStatus === 3;
  const busy = seat.isPending;
  if (d.userStatus === 0 && !d.ended) {
    return (
      <Button type="primary" size="large" onClick={openLoginTip}>
        {d.seatsLeft > 0 ? t('classroom.enrol') : t('classroom.waitlist.join')}
      </Button>
    );
  }
  if (seated) {
    return (
      <>
        <Alert type="success" showIcon message={t('classroom.state.enrolled')} />
        {d.onlineLink && (
          <Button href={d.onlineLink} target="_blank" rel="noopener noreferrer" type="primary">
            {t('classroom.joinOnline')}
          </Button>
        )}
        <Button href={icsUrl(d.id, siteInfo.siteId)} download data-testid="ics-download">
          {t('classroom.addToCalendar')}
        </Button>
        {!d.ended &&
          (d.cancellable ? (
            <Popconfirm title={t('classroom.cancelConfirm')} onConfirm={() => seat.mutate('cancel')} okText={t('classroom.cancel')}>
              <Button danger loading={busy}>
                {t('classroom.cancel')}
              </Button>
            </Popconfirm>
          ) : (
            <p>{t('classroom.cancelClosed')}</p>
          ))}
      </>
    );
  }
  if (d.ended) return <p>{t('classroom.ended')}</p>;
  if (d.waitlistPosition !== null) {
    return (
      <>
        <Alert type="info" showIcon message={t('classroom.waitlist.position', { position: d.waitlistPosition })} description={t('classroom.waitlist.hint')} />
        <Button onClick={() => seat.mutate('leave')} loading={busy}>
          {t('classroom.waitlist.leave')}
        </Button>
      </>
    );
  }
  if (d.paid && d.seatsLeft > 0) {
    return (
      <AppLink href={variantPath(`/payment?relationId=${d.id}&relationType=1`)} className="ant-btn ant-btn-primary ant-btn-lg">
        {t('classroom.payAndBook')}
      </AppLink>
    );
  }
  if (d.enrollable) {
    return (
      <Button type="primary" size="large" onClick={() => seat.mutate('enroll')} loading={busy}>
        {t('classroom.enrol')}
      </Button>
    );
  }
  if (d.waitlistOpen) {
    return (
      <>
        <p className={styles.full}>{t('classroom.fullHint', { count: d.waitlistLength })}</p>
        <Button type="primary" size="large" onClick={() => seat.mutate('join')} loading={busy}>
          {t('classroom.waitlist.join')}
        </Button>
      </>
    );
  }
  return null;
};

/** /classroom/detail/{id} and its /mobile twin (issue 17, cert §2, §4 classroom user states). */
export const ClassroomDetailPage = () => {
  const { t } = useTranslation();
  const variantPath = useVariantPath();
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const detail = useClassroomDetail(id);
  usePageTitle(detail.data?.title ?? t('classroom.title'));
  if (id === null) return <Navigate to={variantPath(PATHS.notFound)} replace />;
  if (detail.isPending) return <Skeleton active className={styles.page} />;
  if (detail.isError) return <StatePanel icon={<CalendarIcon size={30} />} tone="error" title={t('classroom.loadError')} />;
  const d = detail.data;
  const seated = d.userStatus === 2 || d.userStatus === 3;
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{d.title}</h1>
      {d.certificationName && <p className={styles.sub}>{d.certificationName}</p>}
      <div className={styles.detail}>
        <div className={styles.panel}>
          <SessionTags s={d} />
          <SessionFacts startAt={d.startAt} endAt={d.endAt} city={d.city} countryCode={d.countryCode} online={d.kind === 1} address={d.address} />
          {d.mapUrl && (
            <p>
              <a href={d.mapUrl} target="_blank" rel="noopener noreferrer">
                {t('classroom.openMap')}
              </a>
            </p>
          )}
          {d.kind === 1 && !seated && <p>{t('classroom.onlineLinkHint')}</p>}
          {d.description && <p>{d.description}</p>}
          {d.agenda.length > 0 && (
            <>
              <h2>{t('classroom.agenda')}</h2>
              <ol className={styles.agenda}>
                {d.agenda.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ol>
            </>
          )}
          {d.trainerName && (
            <>
              <h2>{t('classroom.trainer')}</h2>
              <div className={styles.trainer}>
                {d.trainerPhotoUrl && <img src={d.trainerPhotoUrl} alt="" />}
                <div>
                  <strong>{d.trainerName}</strong>
                  {d.trainerTitle && <div>{d.trainerTitle}</div>}
                  {d.trainerBio && <p>{d.trainerBio}</p>}
                </div>
              </div>
            </>
          )}
        </div>
        <aside className={`${styles.panel} ${styles.actions}`} aria-label={t('classroom.booking')}>
          {d.paid && d.price && <div className={styles.price}>{d.price}</div>}
          <SeatsLine s={d} />
          <Actions d={d} />
          {d.canEvaluate && <EvaluationForm classroomId={d.id} />}
          {d.evaluated && <p>{t('classroom.evaluate.done')}</p>}
          {seated && <CalendarFeed />}
        </aside>
      </div>
    </main>
  );
};
