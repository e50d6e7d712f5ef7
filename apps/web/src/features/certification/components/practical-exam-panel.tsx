import type { CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { CertificationStatus, PracticalExamUserState } from '@credo/contracts/enums';
import type { PracticalExamEntry } from '@credo/contracts/training';
import { Alert, App, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openLoginTip } from '@/shared/dialogs/login-tip';
import { useClickLock } from '@/shared/lib/use-click-lock';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { SessionFacts } from '@/shared/training/session-facts';
import { PracticalExamWebOnlyNotice } from '@/shared/training/web-only-notice';
import { StatePanel } from '@/shared/ui/state-panel';
import { cancelPracticalExam } from '../api/cancel-practical-exam';
import { usePracticalExams } from '../api/query-practical-exams';
import { cancelClosedNote, holdsPracticalPlace, practicalDecided, practicalStateKey, sessionClosedReason } from '../model/seat-rules';
import { PaperIcon } from './certification-icons';
import { SeatsLeft } from './classroom-panel';
import { PracticalEnrolDialog } from './practical-enrol-dialog';
import styles from './seats.module.css';

type Props = {
  certification: CertificationPublicDetail;
  learner: CertificationLearnerDetail;
  signedIn: boolean;
  userId: number | null;
  onChanged: () => void;
};

/** Why this learner cannot book any session now, or null (the server still decides). */
const learnerGate = (learner: CertificationLearnerDetail, entries: PracticalExamEntry[]): string | null => {
  if (practicalDecided(entries)) return 'gateDecided';
  if (learner.enrolment?.state !== 'approved' || learner.currentStatus < CertificationStatus.PRACTICAL_EXAM) return 'gateTheory';
  return null;
};

/**
 * The practical part of the Exam tab (cert §2, §3 "Practical exam entry", §4, §5; decision 0011):
 * the sessions with place, date, seats left and the learner's state; Enrol asks allergies and
 * dietary requirements; Cancel is confirmed first. On the /mobile twin a notice replaces the
 * actions (cert §2: the practical exam is not available on mobile).
 */
export const PracticalExamPanel = ({ certification, learner, signedIn, userId, onChanged }: Props) => {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const mobile = useMobileVariant();
  const query = usePracticalExams(certification.id, userId);
  const lock = useClickLock();
  const [enrolling, setEnrolling] = useState<PracticalExamEntry | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const body = () => {
    if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (query.isError) {
      return (
        <StatePanel
          tone="error"
          icon={<PaperIcon size={32} />}
          title={t('certification.seats.loadError')}
          actions={<Button onClick={() => void query.refetch()} loading={query.isFetching}>{t('common.retry')}</Button>}
        />
      );
    }
    const entries = query.data.rows;
    if (entries.length === 0) return <p className={styles.empty}>{t('certification.practical.empty')}</p>;
    const gate = signedIn ? learnerGate(learner, entries) : null;
    const holder = entries.find(holdsPracticalPlace);

    const enrol = (entry: PracticalExamEntry) => {
      if (!signedIn) openLoginTip();
      else setEnrolling(entry);
    };
    const cancel = (entry: PracticalExamEntry) => {
      const approveId = entry.practicalExamApproveId;
      if (approveId === null) return;
      modal.confirm({
        title: t('certification.seats.cancelTitle'),
        content: t('certification.practical.cancelText', { name: entry.practicalExamName }),
        okText: t('certification.seats.cancelConfirm'),
        okButtonProps: { danger: true },
        cancelText: t('certification.seats.keep'),
        centered: true,
        onOk: () =>
          lock.run(async () => {
            setBusyId(entry.id);
            const result = await cancelPracticalExam(approveId);
            setBusyId(null);
            if (result.ok) void message.success(t('certification.seats.cancelled'));
            else if (result.kind === 'transport') void message.error(t('certification.enrol.networkError'));
            if (result.ok || result.kind === 'business') onChanged();
          }),
      });
    };

    return (
      <>
        {!mobile && gate && <Alert type="info" showIcon className={styles.gate} title={t(`certification.practical.${gate}`)} data-testid="practical-gate" />}
        <ul className={styles.list} aria-label={t('certification.practical.title')}>
          {entries.map((entry) => (
            <PracticalItem
              key={entry.id}
              entry={entry}
              signedIn={signedIn}
              actions={!mobile}
              blocked={gate !== null || (holder !== undefined && holder.id !== entry.id)}
              blockedReason={gate === null && holder && holder.id !== entry.id ? t('certification.practical.holdsOther') : null}
              busy={busyId === entry.id && lock.pending}
              locked={lock.locked || lock.pending}
              onEnrol={() => enrol(entry)}
              onCancel={() => cancel(entry)}
            />
          ))}
        </ul>
        <p className={styles.footnote}>{t('certification.seats.timesNote')}</p>
      </>
    );
  };

  return (
    <section className={styles.practical} aria-labelledby="practical-exam-title">
      <h3 id="practical-exam-title" className={styles.sectionTitle}>
        {t('certification.practical.title')}
      </h3>
      <p className={styles.intro}>{t('certification.practical.intro')}</p>
      {mobile && <PracticalExamWebOnlyNotice />}
      {body()}
      <PracticalEnrolDialog
        session={enrolling}
        onClose={() => setEnrolling(null)}
        onEnrolled={(entry) => {
          setEnrolling(null);
          void message.success(t('certification.practical.enrolled', { name: entry.practicalExamName }));
          onChanged();
        }}
        onRefused={() => {
          setEnrolling(null);
          onChanged();
        }}
      />
    </section>
  );
};

type ItemProps = {
  entry: PracticalExamEntry;
  signedIn: boolean;
  /** False on mobile: the notice above replaces Enrol and Cancel. */
  actions: boolean;
  blocked: boolean;
  blockedReason: string | null;
  busy: boolean;
  locked: boolean;
  onEnrol: () => void;
  onCancel: () => void;
};

const PracticalItem = ({ entry, signedIn, actions, blocked, blockedReason, busy, locked, onEnrol, onCancel }: ItemProps) => {
  const { t } = useTranslation();
  const state = practicalStateKey(entry);
  const held = holdsPracticalPlace(entry);
  const closed = sessionClosedReason(entry);
  const paid = entry.isCharge === '1';
  const titleId = `practical-${entry.id}-title`;
  // Paid seats are bought through checkout, which does not sell them yet (decision 0011).
  const bookable = entry.enrollable && !paid && !blocked;
  // No place yet, or a cancelled one: the learner may book (again).
  const open = !held && (state === null || entry.userPracticalExamStatus === PracticalExamUserState.CANCEL);
  return (
    <li className={styles.item} aria-labelledby={titleId} data-testid={`practical-${entry.id}`}>
      <div className={styles.itemHead}>
        <span className={styles.kind} data-kind="onsite">
          {t('certification.seats.onsite')}
        </span>
        {paid && (
          <span className={styles.stateTag} data-state="paid">
            {t('certification.practical.paid')}
          </span>
        )}
        {state && (
          <span className={styles.stateTag} data-state={`practical-${state}`}>
            {t(`certification.practical.state.${state}`)}
          </span>
        )}
      </div>
      <h4 id={titleId} className={styles.itemTitle} dir="auto">
        {entry.practicalExamName}
      </h4>
      <div className={styles.itemBody}>
        <SessionFacts startAt={entry.startAt} endAt={entry.endAt} city={entry.city} countryCode={entry.countryCode} address={entry.address}>
          <SeatsLeft seats={entry.seats} seatsLeft={entry.seatsLeft} />
        </SessionFacts>
        {actions && (
          <div className={styles.itemActions}>
            {held
              ? entry.cancellable && (
                  <Button danger onClick={onCancel} loading={busy} aria-disabled={(locked && !busy) || undefined}>
                    {t('certification.seats.cancel')}
                  </Button>
                )
              : open && closed !== 'ended' && (
                  <Button type="primary" onClick={onEnrol} disabled={signedIn ? !bookable : !entry.enrollable || paid} aria-disabled={locked || undefined}>
                    {t('certification.seats.enrol')}
                  </Button>
                )}
          </div>
        )}
      </div>
      {actions && cancelClosedNote(held, entry.cancellable, entry.startAt) && <p className={styles.note}>{t('certification.seats.cancelClosed')}</p>}
      {actions && open && closed && <p className={styles.note}>{t(`certification.seats.closed.${closed}`)}</p>}
      {actions && open && !closed && paid && <p className={styles.note}>{t('certification.practical.paidNote')}</p>}
      {actions && open && !closed && !paid && blockedReason && <p className={styles.note}>{blockedReason}</p>}
      {actions && open && !closed && !paid && !signedIn && <p className={styles.note}>{t('certification.seats.signIn')}</p>}
    </li>
  );
};
