import type { CertificateLifeState } from '@credo/contracts/certificate';
import {
  CertificationChildStatus,
  CertificationStatus,
  LearningType,
  PRACTICAL_EXAM_STEP_KEYS as PRACTICAL_STEPS,
  STEP_KEYS,
  type CertificationChildStatusValue,
  type CertificationStatusValue,
} from '@credo/contracts/enums';

/**
 * The certification's current status, childStatus and wizard flags, derived from facts on every
 * read (decision 0010: never stored). Pure: the service loads the facts of the current cycle
 * (everything after the enrolment's cycle_started_at) and this decides.
 */

export type EnrolmentState = 'pending' | 'approved' | 'rejected' | 'reset';
export type ApplicationState = 'pending' | 'approved' | 'rejected';

export type JourneyFacts = {
  enrolment: { state: EnrolmentState; learningType: number } | null;
  hasPracticalExam: boolean;
  credits: number;
  requiredCredits: number;
  /** A course of the certification was started (learning process ≥ 1) or credits were granted. */
  learningStarted: boolean;
  /** A counted theory-exam attempt of the current cycle passed. */
  theoryPassed: boolean;
  /**
   * Classroom seats of the cycle (decision 0011): booked (pending or enrolled) and finished (an
   * enrolled seat in a classroom that has ended). Optional: false when absent.
   */
  trainingBooked?: boolean;
  trainingFinished?: boolean;
  /** A practical-exam place taken in the cycle (enrolled, passed or failed), and one passed. */
  practicalEnrolled: boolean;
  practicalPassed: boolean;
  /** The latest application of the current cycle. */
  application: { state: ApplicationState } | null;
  /** The certificate of this certification issued in the current cycle, with its state now. */
  certificate: { state: CertificateLifeState } | null;
  /** No enrolment here, but a held certificate of another version of the same certification. */
  heldElsewhere?: boolean;
};

export type JourneyStatus = {
  status: CertificationStatusValue;
  childStatus: CertificationChildStatusValue;
  /** One '0'/'1' flag per step of STEP_KEYS. */
  processDetail: ('0' | '1')[];
};

const at = (status: CertificationStatusValue, childStatus: CertificationChildStatusValue = CertificationChildStatus.NONE) => ({ status, childStatus });

/**
 * A certificate shows the certification as approved unless it was revoked (decision 0010): an
 * expired one keeps status 6 so the page offers renewal instead of a second application.
 */
const certificateCounts = (c: JourneyFacts['certificate']) => c !== null && c.state !== 'revoked';

/** The status table of decision 0010, in its order. */
export function statusOf(f: JourneyFacts): Pick<JourneyStatus, 'status' | 'childStatus'> {
  const e = f.enrolment;
  if (!e) return f.heldElsewhere ? at(CertificationStatus.APPROVED) : at(CertificationStatus.ENROL);
  if (e.state === 'rejected') return at(CertificationStatus.ENROL, CertificationChildStatus.REGISTRATION_FAILED);
  if (e.state === 'reset') return at(CertificationStatus.ENROL);
  if (e.state === 'pending') return at(CertificationStatus.ENROL, CertificationChildStatus.DISABLED);
  if (certificateCounts(f.certificate)) return at(CertificationStatus.APPROVED);
  if (f.application?.state === 'pending') return at(CertificationStatus.FINISH);
  if (f.theoryPassed) {
    return !f.hasPracticalExam || f.practicalPassed ? at(CertificationStatus.APPLY) : at(CertificationStatus.PRACTICAL_EXAM);
  }
  // The theory exam opens with the credits (self-paced) or a finished training (classroom,
  // decision 0011); credits reached before a switch to classroom still count.
  const trained = e.learningType === LearningType.CLASSROOM && f.trainingFinished === true;
  if (trained || (f.requiredCredits > 0 && f.credits >= f.requiredCredits)) return at(CertificationStatus.EXAM);
  if (!f.learningStarted && f.credits === 0 && !f.trainingBooked) return at(CertificationStatus.ENROL, CertificationChildStatus.APPROVED);
  return at(CertificationStatus.LEARNING);
}

const flag = (b: boolean) => (b ? '1' : '0') as '0' | '1';

/**
 * Wizard flags in STEP_KEYS order: enrol (approved), learning (status ≥ 1 or credits > 0), pass
 * theory exam, enrol in practical exam, pass practical exam, apply (a pending or approved
 * application), obtain certificate (issued, not revoked). Nothing is flagged before approval.
 */
export function processDetailOf(f: JourneyFacts, status: CertificationStatusValue): ('0' | '1')[] {
  // Certified through another version: every step of this one counts as done.
  if (!f.enrolment && f.heldElsewhere) {
    return STEP_KEYS.map((key) => flag(f.hasPracticalExam || !(PRACTICAL_STEPS as readonly string[]).includes(key)));
  }
  const approved = f.enrolment?.state === 'approved';
  const steps: Record<(typeof STEP_KEYS)[number], boolean> = {
    enrol: approved,
    learning: approved && (status >= CertificationStatus.LEARNING || f.credits > 0),
    passTheoryExam: approved && f.theoryPassed,
    enrolPracticalExam: approved && f.hasPracticalExam && (f.practicalEnrolled || f.practicalPassed),
    passPracticalExam: approved && f.hasPracticalExam && f.practicalPassed,
    apply: approved && (f.application?.state === 'pending' || f.application?.state === 'approved' || certificateCounts(f.certificate)),
    obtainCertificate: approved && certificateCounts(f.certificate),
  };
  return STEP_KEYS.map((key) => flag(steps[key]));
}

export function journeyStatusOf(f: JourneyFacts): JourneyStatus {
  const { status, childStatus } = statusOf(f);
  return { status, childStatus, processDetail: processDetailOf(f, status) };
}

// The page's hints, the disabled state and the enrol button are decided on the web from
// currentStatus and childStatus (features/certification/model/hints.ts): one home for those rules.
