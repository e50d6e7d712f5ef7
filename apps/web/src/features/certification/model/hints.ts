import { CertificationChildStatus, CertificationStatus, ENROLABLE_CHILD_STATUSES } from '@credo/contracts/enums';

export type HintKey =
  | 'registrationFailed'
  | 'approved'
  | 'pendingReview'
  | 'exam'
  | 'readyToApply'
  | 'applied'
  | 'appliedSuccess';

/**
 * The hint under the certification's status (cert §4 "Hints"; decision 0010): enrol with
 * childStatus 1 registration failed, 2 approved, 3 pending review (1 to 3 working days); exam
 * or practical exam the exam tip; apply ready to apply; finish applied; approved applied with
 * success. Learning has none.
 */
export const hintFor = (status: number, childStatus: number): HintKey | null => {
  if (childStatus === CertificationChildStatus.DISABLED) return 'pendingReview';
  switch (status) {
    case CertificationStatus.ENROL:
      if (childStatus === CertificationChildStatus.REGISTRATION_FAILED) return 'registrationFailed';
      if (childStatus === CertificationChildStatus.APPROVED) return 'approved';
      return null;
    case CertificationStatus.EXAM:
    case CertificationStatus.PRACTICAL_EXAM:
      return 'exam';
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
