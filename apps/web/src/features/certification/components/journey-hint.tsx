import type { CertificationLearnerDetail } from '@credo/contracts/certification-journey';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/shared/lib/isolate';
import { sessionSchedule } from '@/shared/training/session-format';
import { Alert } from '@/shared/ui/alert';
import type { HintKey } from '../model/hints';
import styles from './certification.module.css';

const hintTone = (hint: HintKey): 'error' | 'warning' | 'info' | 'success' => {
  if (hint === 'registrationFailed') return 'error';
  if (hint === 'pendingReview' || hint === 'applied' || hint === 'practicalFailed' || hint === 'reset') return 'warning';
  return hint === 'practicalBooked' || hint === 'practicalAwaiting' ? 'info' : 'success';
};

/**
 * The numbers and places the hints quote: the booked session's day, hours (with their clock) and
 * place, and the attempts of a reset. Not the session's name: it repeats the certification the page
 * is about ("CSP — practical exam, Dubai"), and the Exam tab shows it (seen in Chromium, issue 14 item 4).
 */
const useHintParams = (learner: CertificationLearnerDetail) => {
  const place = learner.practicalPlace;
  const schedule = place ? sessionSchedule(place.startAt, place.endAt) : null;
  return {
    date: schedule?.date ?? '',
    time: schedule ? `${schedule.time} (${schedule.zone})` : '',
    // The seeded addresses often end with the city already ("…, Dubai"): name it once.
    place: place?.address && place.city && place.address.includes(place.city) ? place.address : [place?.address, place?.city].filter(Boolean).join(', '),
    max: learner.theoryExam.maxExamNums,
    // i18next picks the plural form of the reset hint ("1 attempt", Arabic dual…) from count.
    count: learner.theoryExam.maxExamNums,
  };
};

/** Why staff turned the enrolment down, in their words, and what the learner does next. */
const RejectionDetail = ({ reason }: { reason: string | null }) => {
  const { t } = useTranslation();
  return (
    <>
      {reason && (
        <p className={styles.small} data-testid="rejection-reason">
          {t('certification.hints.rejectedReason', { reason: isolate(reason) })}
        </p>
      )}
      <p className={styles.small}>{t('certification.hints.rejectedNext')}</p>
    </>
  );
};

/** The hint under the status (cert §4 "Hints"), with what it quotes and, after a rejection, the reason. */
export const JourneyHint = ({ hint, learner }: { hint: HintKey; learner: CertificationLearnerDetail }) => {
  const { t } = useTranslation();
  const hintParams = useHintParams(learner);
  return (
    <Alert
      type={hintTone(hint)}
      showIcon
      title={t(`certification.hints.${hint}`, hintParams)}
      description={hint === 'registrationFailed' ? <RejectionDetail reason={learner.enrolment?.decisionReason ?? null} /> : undefined}
      data-testid="certification-hint"
    />
  );
};
