import { z } from 'zod';

/**
 * States of the certification journey, classrooms, practical exams and payment
 * (certification-and-learning.md §4 = "cert doc"; commerce-and-catalogue.md §4 = "commerce doc").
 * Course and learning states are in enums-learning.ts; site, tenant and catalogue
 * enumerations in enums-site.ts.
 */

/** Union of the values of a const object. */
export type ValueOf<T> = T[keyof T];

/** Certification current status (cert doc §4); from certificationCreditDTO.status, default 0. */
export const CertificationStatus = {
  ENROL: 0,
  LEARNING: 1,
  EXAM: 2,
  PRACTICAL_EXAM: 3,
  APPLY: 4,
  /** Applied; the certification is disabled. */
  FINISH: 5,
  APPROVED: 6,
} as const;
export type CertificationStatusValue = ValueOf<typeof CertificationStatus>;
export const certificationStatusSchema = z.enum(CertificationStatus);

/**
 * childStatus of a certification detail (cert doc §4 "Hints" and "Disabled"): 1 shows the
 * registration-failed tip, 2 the approved tip, 3 disables the certification. Names are ours.
 */
export const CertificationChildStatus = {
  NONE: 0,
  REGISTRATION_FAILED: 1,
  APPROVED: 2,
  DISABLED: 3,
} as const;
export type CertificationChildStatusValue = ValueOf<typeof CertificationChildStatus>;
export const certificationChildStatusSchema = z.enum(CertificationChildStatus);

/** Enrol works only in status enrol with one of these child statuses (cert doc §4). */
export const ENROLABLE_CHILD_STATUSES: readonly CertificationChildStatusValue[] = [CertificationChildStatus.NONE, CertificationChildStatus.REGISTRATION_FAILED];

/**
 * Steps wizard, in order (cert doc §4). The current step is the last step flagged yes in
 * processDetail. The practical-exam steps are removed when there is no practical exam.
 */
export const STEP_KEYS = ['enrol', 'learning', 'passTheoryExam', 'enrolPracticalExam', 'passPracticalExam', 'apply', 'obtainCertificate'] as const;
export type StepKey = (typeof STEP_KEYS)[number];
export const stepKeySchema = z.enum(STEP_KEYS);
export const PRACTICAL_EXAM_STEP_KEYS: readonly StepKey[] = ['enrolPracticalExam', 'passPracticalExam'];

/**
 * Learning type of a certification (cert doc §4: course or classroom, switchable).
 * The spec shows no numbers for defaultLearningType; 0 and 1 are ours.
 */
export const LearningType = {
  COURSE: 0,
  CLASSROOM: 1,
} as const;
export type LearningTypeValue = ValueOf<typeof LearningType>;
export const learningTypeSchema = z.enum(LearningType);

/** Classroom user states (cert doc §4). 15 is the spec's value for expired. */
export const ClassroomUserState = {
  NOT_LOGGED_IN: 0,
  UNENROLLED: 1,
  PENDING: 2,
  ENROLLED: 3,
  REJECTED: 4,
  EXPIRED: 15,
} as const;
export type ClassroomUserStateValue = ValueOf<typeof ClassroomUserState>;
export const classroomUserStateSchema = z.enum(ClassroomUserState);

/** Practical-exam user states (cert doc §4); userPracticalExamStatus. */
export const PracticalExamUserState = {
  ENROLL: 0,
  CANCEL: 1,
  UNENROLL: 2,
  UNENROLLED: 3,
  SUCCESS: 4,
  FAIL: 5,
  ABSENT: 6,
} as const;
export type PracticalExamUserStateValue = ValueOf<typeof PracticalExamUserState>;
export const practicalExamUserStateSchema = z.enum(PracticalExamUserState);

/** Practical-exam approval (cert doc §4). */
export const PracticalExamApproval = {
  PENDING: 0,
  SUCCESS: 1,
  FAIL: 2,
} as const;
export type PracticalExamApprovalValue = ValueOf<typeof PracticalExamApproval>;
export const practicalExamApprovalSchema = z.enum(PracticalExamApproval);

/** Pass status of an exam result (cert doc §4, commerce doc §3). */
export const PassStatus = {
  FAIL: 0,
  PASS: 1,
  NOT_PARTICIPATE: 2,
} as const;
export type PassStatusValue = ValueOf<typeof PassStatus>;
export const passStatusSchema = z.enum(PassStatus);

/**
 * Exam entry status (cert doc §3): '1' allowed, default '0'. Not read: the exam's own qualification
 * codes (exam.ts) say why an exam cannot be taken; kept as the spec's table.
 */
export const ExamEntryStatus = {
  NOT_ALLOWED: '0',
  ALLOWED: '1',
} as const;
export type ExamEntryStatusValue = ValueOf<typeof ExamEntryStatus>;
export const examEntryStatusSchema = z.enum(ExamEntryStatus);

/** Payment / order status (cert doc §4 "Payment status", commerce doc §4 "Order state"). */
export const OrderStatus = {
  CREATE: 0,
  PENDING: 1,
  SUCCESS: 2,
  FAIL: 3,
  TIMEOUT: 4,
  CANCEL: 5,
} as const;
export type OrderStatusValue = ValueOf<typeof OrderStatus>;
export const orderStatusSchema = z.enum(OrderStatus);

/** Names of the order states (commerce doc §4: "exact string values are not shown"; ours). */
export const ORDER_STATUS_NAMES: Record<OrderStatusValue, string> = {
  0: 'create',
  1: 'pending',
  2: 'success',
  3: 'fail',
  4: 'timeout',
  5: 'cancel',
};

/** Card orders in these states show the checkout area; bank transfer always does (commerce doc §4). Not used yet: checkout (issue 16). */
export const CHECKOUT_ORDER_STATES: readonly OrderStatusValue[] = [OrderStatus.CREATE, OrderStatus.FAIL, OrderStatus.TIMEOUT];
/** Card orders in these states show the progress area (commerce doc §4). Not used yet: checkout (issue 16). */
export const PROGRESS_ORDER_STATES: readonly OrderStatusValue[] = [OrderStatus.CREATE, OrderStatus.SUCCESS, OrderStatus.PENDING, OrderStatus.CANCEL];
/** These states show the please-pay heading; success shows pay-complete (commerce doc §4). Not used yet: checkout (issue 16). */
export const PLEASE_PAY_ORDER_STATES: readonly OrderStatusValue[] = [OrderStatus.CREATE, OrderStatus.CANCEL, OrderStatus.PENDING];

/** Payment methods (cert doc §4, commerce doc §4). Card includes BLIK and Klarna. */
export const PaymentMethod = {
  CARD: 0,
  BANK_TRANSFER: 1,
} as const;
export type PaymentMethodValue = ValueOf<typeof PaymentMethod>;
export const paymentMethodSchema = z.enum(PaymentMethod);

/** Currencies that have bank-transfer account details (cert doc §3, commerce doc §3). Not used yet: checkout (issue 16). */
export const BANK_TRANSFER_CURRENCIES = ['EUR', 'PLN'] as const;
export type BankTransferCurrency = (typeof BANK_TRANSFER_CURRENCIES)[number];
export const bankTransferCurrencySchema = z.enum(BANK_TRANSFER_CURRENCIES);

/** Bank-transfer progress steps, in order (cert doc §4, commerce doc §2). Not used yet: checkout (issue 16). */
export const BANK_TRANSFER_PROGRESS_STEPS = ['paymentTransfer', 'paymentConfirmed', 'completed'] as const;
export type BankTransferProgressStep = (typeof BANK_TRANSFER_PROGRESS_STEPS)[number];

/** Certificate states (cert doc §4); string values are ours. */
export const CertificateState = {
  VALID: 'valid',
  ABOUT_TO_EXPIRE: 'aboutToExpire',
  EXPIRED: 'expired',
  RENEWED: 'renewed',
} as const;
export type CertificateStateValue = ValueOf<typeof CertificateState>;
export const certificateStateSchema = z.enum(CertificateState);

/** Enrolment, registration and status labels (cert doc §4), as i18n-friendly keys. Not used yet: My Learning (issue 18). */
export const ENROLMENT_LABELS = [
  'pending',
  'approved',
  'rejected',
  'delivered',
  'unenrolled',
  'enrolled',
  'checkedIn',
  'absent',
  'finished',
  'expired',
] as const;
export type EnrolmentLabel = (typeof ENROLMENT_LABELS)[number];
export const enrolmentLabelSchema = z.enum(ENROLMENT_LABELS);

/** Classroom payment labels (cert doc §4). Not used yet: paid classrooms in checkout and My Learning (issues 16, 18). */
export const CLASSROOM_PAYMENT_LABELS = ['waitingForPayment', 'continuePayment', 'paymentTimeout', 'failed', 'cancelled'] as const;
export type ClassroomPaymentLabel = (typeof CLASSROOM_PAYMENT_LABELS)[number];
export const classroomPaymentLabelSchema = z.enum(CLASSROOM_PAYMENT_LABELS);
