import type { CertificationLearnerDetail } from '@credo/contracts/certification-journey';
import { CertificationChildStatus, CertificationStatus, ENROLABLE_CHILD_STATUSES } from '@credo/contracts/enums';

export type HintKey =
  | 'registrationFailed'
  | 'approved'
  | 'pendingReview'
  | 'exam'
  | 'readyToApply'
  | 'applied'
  | 'appliedSuccess'
  | 'practicalBook'
  | 'practicalBooked'
  | 'practicalAwaiting'
  | 'practicalFailed'
  | 'reset';

/** What the hint reads besides the status: the practical-exam place and the enrolment's state. */
export type HintFacts = {
  practicalPlace?: CertificationLearnerDetail['practicalPlace'];
  enrolmentState?: NonNullable<CertificationLearnerDetail['enrolment']>['state'] | null;
};

/** At status 3 the hint follows the place (issue 14): none yet, booked, held and awaiting the result, failed. */
const practicalHint = (place: HintFacts['practicalPlace']): HintKey => {
  switch (place?.state) {
    case 'booked':
      return 'practicalBooked';
    case 'awaitingResult':
    case 'passed':
      return 'practicalAwaiting';
    case 'failed':
      return 'practicalFailed';
    default:
      return 'practicalBook';
  }
};

/**
 * The hint under the certification's status (cert §4 "Hints"; decision 0010): enrol with
 * childStatus 1 registration failed, 2 approved, 3 pending review (1 to 3 working days); exam
 * the exam tip, practical exam the state of the learner's place (issue 14); a reset enrolment why it
 * must enrol again; apply ready to apply; finish applied; approved applied with
 * success. Learning has none.
 */
export const hintFor = (status: number, childStatus: number, facts: HintFacts = {}): HintKey | null => {
  if (childStatus === CertificationChildStatus.DISABLED) return 'pendingReview';
  switch (status) {
    case CertificationStatus.ENROL:
      if (childStatus === CertificationChildStatus.REGISTRATION_FAILED) return 'registrationFailed';
      if (childStatus === CertificationChildStatus.APPROVED) return 'approved';
      // Two failed theory exams reset the enrolment: say why it reads "Not enrolled" again (issue 14).
      if (facts.enrolmentState === 'reset') return 'reset';
      return null;
    case CertificationStatus.EXAM:
      return 'exam';
    case CertificationStatus.PRACTICAL_EXAM:
      return practicalHint(facts.practicalPlace);
    case CertificationStatus.APPLY:
      return 'readyToApply';
    case CertificationStatus.FINISH:
      return 'applied';
    case CertificationStatus.APPROVED:
      return 'appliedSuccess';
    default:
      return null;
  }
};

/** A certification is disabled while childStatus is 3 (pending review) or the status is finish (cert §4). */
export const isCertificationDisabled = (status: number, childStatus: number): boolean =>
  childStatus === CertificationChildStatus.DISABLED || status === CertificationStatus.FINISH;

/** The Enrol button works only in status enrol with childStatus 0 or 1 (cert §4). */
export const canEnrol = (status: number, childStatus: number): boolean =>
  status === CertificationStatus.ENROL && (ENROLABLE_CHILD_STATUSES as readonly number[]).includes(childStatus);
