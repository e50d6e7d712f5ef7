import { z } from 'zod';
import { medals } from './certificate';

/**
 * My Learning (cert §2 "My Learning", §3, §9; issue 18). Ours (the spec shows no paths for these):
 * GET /api/user/myLearning/credits        credits per enrolled certification, courses, credit history, next step
 * GET /api/user/myLearning/exams          every exam attempt with score, pass mark, result, analysis flag
 * GET /api/user/myLearning/training       classroom seats and practical-exam places
 * GET /api/user/myLearning/orders         the learner's orders (through the checkout face)
 * GET /api/user/myLearning/certificates   certificates with the "renewing" state, and medals with their thresholds
 * GET /api/user/myLearning/export         everything held about the learner, as a JSON attachment
 * Each answers only the caller's rows; a visitor gets 401.
 */

/**
 * Tabs and sub-tabs of /my-learning, addressed by `tab` and `subTab` (numbers from 0). Checkout
 * returns to `/my-learning?tab=1&subTab=2` (commerce §2): tab 1 is the learner's training (the
 * classroom seats and practical-exam places that are paid for), sub-tab 2 its orders.
 */
export const MY_LEARNING_TABS = ['credits', 'training', 'exams', 'certificates', 'medals', 'profile', 'preferences', 'data'] as const;
export type MyLearningTab = (typeof MY_LEARNING_TABS)[number];
export const TRAINING_SUB_TABS = ['classrooms', 'practicalExams', 'orders'] as const;
export const CERTIFICATE_SUB_TABS = ['valid', 'aboutToExpire', 'expired', 'renewing'] as const;
export type CertificateSubTab = (typeof CERTIFICATE_SUB_TABS)[number];

/** The journey's next step (cert §4 current status 0..6), and where the continue button leads. */
export const nextStep = z.enum([
  'awaitingApproval',
  'enrolAgain',
  'learn',
  'bookClassroom',
  'takeExam',
  'practicalExam',
  'apply',
  'awaitingCertificate',
  'certified',
]);
export type NextStep = z.infer<typeof nextStep>;

const creditCourse = z.object({
  id: z.number().int(),
  name: z.string(),
  credits: z.number().int(),
  /** 1 compulsory, 0 elective (cert §3). */
  requirement: z.number().int(),
  /** The learner's learning process (0 not started … 3 success), null when not registered. */
  learningProcess: z.number().int().nullable(),
  earned: z.boolean(),
});

export const certificationCredits = z.object({
  certificationId: z.number().int(),
  name: z.string(),
  kind: z.number().int(),
  level: z.number().int(),
  enrolmentState: z.string(),
  /** 0 course, 1 classroom. */
  learningType: z.number().int(),
  earned: z.number().int(),
  /** 12 general programme, 9 vendor programme (cert §9). */
  required: z.number().int(),
  status: z.number().int(),
  next: nextStep,
  courses: z.array(creditCourse),
  /** Cumulative credits after each grant, oldest first: the progress chart. */
  history: z.array(z.object({ at: z.string(), credits: z.number().int(), total: z.number().int() })),
});
export type CertificationCredits = z.infer<typeof certificationCredits>;
export const myCredits = z.object({ certifications: z.array(certificationCredits) });
export type MyCredits = z.infer<typeof myCredits>;

export const examAttempt = z.object({
  /** The attempt's id: the examRecordsId of the exam calls, so the analysis link opens this very attempt. */
  paperId: z.number().int(),
  examName: z.string(),
  /** 0 theory exam, 1 quiz, 2 topic, 3 non-certification (cert §9). */
  relationType: z.number().int(),
  relationId: z.number().int(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  score: z.number().int().nullable(),
  passScore: z.number().int(),
  totalPoints: z.number().int(),
  /** 'pass', 'fail', or 'open' while the attempt runs. */
  result: z.enum(['pass', 'fail', 'open']),
  /** The analysis link shows when the exam's viewAnswerDetails flag allows it (cert §6). */
  analysis: z.boolean(),
});
export type ExamAttempt = z.infer<typeof examAttempt>;
export const myExams = z.object({ attempts: z.array(examAttempt) });
export type MyExams = z.infer<typeof myExams>;

/** A seat: booked (pending or enrolled, upcoming), waitlisted, attended, absent, cancelled, rejected, expired. */
export const seatState = z.enum(['booked', 'waitlisted', 'attended', 'absent', 'cancelled', 'rejected', 'expired', 'finished']);
export type SeatState = z.infer<typeof seatState>;
export const trainingSeat = z.object({
  id: z.number().int(),
  /** classroom or practicalExam. */
  type: z.enum(['classroom', 'practicalExam']),
  sessionId: z.number().int(),
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  city: z.string().nullable(),
  /** Online (1) or onsite (0) for a classroom; null for a practical exam. */
  kind: z.number().int().nullable(),
  state: seatState,
  status: z.number().int(),
  certificationId: z.number().int().nullable(),
  /** Upcoming and held: may be rescheduled or cancelled (24 hours rule checked by the seat's own call). */
  changeable: z.boolean(),
});
export type TrainingSeat = z.infer<typeof trainingSeat>;
export const myTraining = z.object({ seats: z.array(trainingSeat) });
export type MyTraining = z.infer<typeof myTraining>;

export const learnerOrder = z.object({
  seqNo: z.string(),
  goods: z.string(),
  relationId: z.number().int(),
  relationType: z.number().int(),
  /** Payment status (cert §4): create 0, pending 1, success 2, fail 3, timeout 4, cancel 5. */
  state: z.number().int(),
  /** Credit card 0, bank transfer 1. */
  payType: z.number().int(),
  currencyCode: z.string(),
  totalMinor: z.number().int(),
  placedAt: z.string(),
  paidAt: z.string().nullable(),
  deadlineAt: z.string(),
});
export type LearnerOrder = z.infer<typeof learnerOrder>;
export const myOrders = z.object({ orders: z.array(learnerOrder) });
export type MyOrders = z.infer<typeof myOrders>;

export const myLearningCertificate = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(['valid', 'aboutToExpire', 'expired', 'renewed', 'revoked']),
  /** valid, aboutToExpire, expired or renewing (a renewal cycle runs); null for renewed or revoked. */
  group: z.enum(['valid', 'aboutToExpire', 'expired', 'renewing']).nullable(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  remindStatus: z.enum(['0', '1']),
  renewable: z.boolean(),
  certificationId: z.number().int(),
  certificationName: z.string(),
  level: z.number().int(),
  versionLabel: z.string(),
});
export type MyLearningCertificate = z.infer<typeof myLearningCertificate>;

/** Medal thresholds (cert §9 "thresholds {number}"): one certificate of the level earns its medal. */
export const MEDAL_THRESHOLDS = { bronze: 1, silver: 1, gold: 1 } as const;
export const myLearningCertificates = z.object({ certificates: z.array(myLearningCertificate), medals });
export type MyLearningCertificates = z.infer<typeof myLearningCertificates>;

/** The export file's format version: a reader can tell what it holds. */
export const EXPORT_FORMAT = 'credo-learner-export/1';
