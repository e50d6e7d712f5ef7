import type { CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { CertificationStatus, PracticalExamUserState } from '@credo/contracts/enums';
import type { PracticalExamEntry } from '@credo/contracts/training';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openLoginTip } from '@/shared/dialogs/login-tip';
import { lazyWithAntd, useOpenedOnce } from '@/shared/antd/lazy-with-antd';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { SessionFacts } from '@/shared/training/session-facts';
import { PracticalExamWebOnlyNotice } from '@/shared/training/web-only-notice';
import { Alert } from '@/shared/ui/alert';
import { toast } from '@/shared/ui/toast';
import { cancelPracticalExam } from '../api/cancel-practical-exam';
import { usePracticalExams } from '../api/query-practical-exams';
import { holdsPracticalPlace, paidOnSale, practicalDecided, practicalStateKey, sessionClosedReason } from '../model/seat-rules';
import { useSeatActions } from '../model/use-seat-actions';
import { PaperIcon } from './certification-icons';
import { SeatCancelButton, SeatCard, SeatEnrolButton, SeatsLeft, SeatTag, type SeatItemProps } from './seat-card';
import { SeatPaymentTag, SeatPayButton } from './seat-payment';
import { SeatList, SeatListFallback } from './seat-list';
import styles from './seats.module.css';

// The enrol dialog (allergies, dietary requirements) comes with antd when first opened (decision 0012).
const LazyPracticalEnrolDialog = lazyWithAntd(() => import('./practical-enrol-dialog').then((module) => module.PracticalEnrolDialog));
const preloadPracticalEnrol = () => void LazyPracticalEnrolDialog.preload();

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
  const mobile = useMobileVariant();
  const query = usePracticalExams(certification.id, userId);
  const seats = useSeatActions(onChanged);
  const [enrolling, setEnrolling] = useState<PracticalExamEntry | null>(null);
  const enrolOpened = useOpenedOnce(enrolling !== null);

  const body = () => {
    if (query.isPending || query.isError) return <SeatListFallback query={query} icon={<PaperIcon size={32} />} skeletonRows={3} />;
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
      seats.confirmCancel(entry.id, t('certification.practical.cancelText', { name: entry.practicalExamName }), () => cancelPracticalExam(approveId));
    };

    return (
      <>
        {!mobile && gate && <Alert type="info" showIcon className={styles.gate} title={t(`certification.practical.${gate}`)} data-testid="practical-gate" />}
        <SeatList label={t('certification.practical.title')}>
          {entries.map((entry) => (
            <PracticalItem
              key={entry.id}
              entry={entry}
              signedIn={signedIn}
              actions={!mobile}
              blocked={gate !== null || (holder !== undefined && holder.id !== entry.id)}
              blockedReason={gate === null && holder && holder.id !== entry.id ? t('certification.practical.holdsOther') : null}
              busy={seats.busy(entry.id)}
              locked={seats.locked}
              onEnrol={() => enrol(entry)}
              onCancel={() => cancel(entry)}
            />
          ))}
        </SeatList>
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
      {seats.dialog}
      {enrolOpened && (
        <Suspense fallback={null}>
          <LazyPracticalEnrolDialog
            session={enrolling}
            onClose={() => setEnrolling(null)}
            onEnrolled={(entry) => {
              setEnrolling(null);
              toast.success(t('certification.practical.enrolled', { name: entry.practicalExamName }));
              onChanged();
            }}
            onRefused={() => {
              setEnrolling(null);
              onChanged();
            }}
          />
        </Suspense>
      )}
    </section>
  );
};

type ItemProps = SeatItemProps & {
  entry: PracticalExamEntry;
  /** False on mobile: the notice above replaces Enrol and Cancel. */
  actions: boolean;
};

const PracticalItem = ({ entry, signedIn, actions, blocked, blockedReason, busy, locked, onEnrol, onCancel }: ItemProps) => {
  const { t } = useTranslation();
  const state = practicalStateKey(entry);
  const held = holdsPracticalPlace(entry);
  const paid = entry.isCharge === '1';
  // Paid places are bought through checkout (issue 16): Pay or Continue payment instead of Enrol,
  // while the session is on sale (the server's enrollable speaks of the free enrol only).
  const sale = paid ? { ...entry, enrollable: paidOnSale(entry) } : entry;
  const closed = sessionClosedReason(sale);
  const bookable = sale.enrollable && !blocked;
  // No place yet, or a cancelled one: the learner may book (again).
  const open = !held && (state === null || entry.userPracticalExamStatus === PracticalExamUserState.CANCEL);
  return (
    <SeatCard
      name={`practical-${entry.id}`}
      online={false}
      tags={
        <>
          {paid && <SeatTag state="paid">{t('certification.practical.paid')}</SeatTag>}
          {state && <SeatTag state={`practical-${state}`}>{t(`certification.practical.state.${state}`)}</SeatTag>}
          {paid && !held && <SeatPaymentTag order={entry.order} />}
        </>
      }
      title={entry.practicalExamName}
      facts={
        <SessionFacts startAt={entry.startAt} endAt={entry.endAt} city={entry.city} countryCode={entry.countryCode} address={entry.address}>
          <SeatsLeft seats={entry.seats} seatsLeft={entry.seatsLeft} />
        </SessionFacts>
      }
      actions={
        held
          ? entry.cancellable && <SeatCancelButton busy={busy} locked={locked} onClick={onCancel} />
          : open &&
            closed !== 'ended' &&
            (paid ? (
              <SeatPayButton relationType={2} relationId={entry.id} order={entry.order} disabled={signedIn ? !bookable : !sale.enrollable} locked={locked} />
            ) : (
              // No spinner here: the enrol dialog shows the call.
              <SeatEnrolButton
                busy={false}
                locked={locked}
                disabled={signedIn ? !bookable : !entry.enrollable}
                onClick={onEnrol}
                onIntent={preloadPracticalEnrol}
              />
            ))
      }
      actionsHidden={!actions}
      signedIn={signedIn}
      blockedReason={blockedReason}
      held={held}
      open={open}
      session={entry}
      closed={closed}
    />
  );
};
