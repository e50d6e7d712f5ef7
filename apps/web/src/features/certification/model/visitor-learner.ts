import type { CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { STEP_KEYS } from '@credo/contracts/enums';

/**
 * A visitor's part of the detail, as the server answers it (contract: status 0, childStatus 0,
 * every flag '0'), for when queryDetail could not be read for a visitor: nothing personal.
 */
export const visitorLearner = (certification: CertificationPublicDetail): CertificationLearnerDetail => ({
  id: certification.id,
  currentStatus: 0,
  childStatus: 0,
  processDetail: STEP_KEYS.map(() => '0' as const),
  learningType: certification.defaultLearningType,
  enrolment: null,
  certificationCreditDTO: { status: 0, credits: 0, requiredCredits: certification.requiredCredits, reachedAt: null, examWindowEndsAt: null },
  userCourseUpdateDTO: null,
  theoryExam: { examNums: 0, maxExamNums: certification.theoryExam?.maxExamNums ?? 2, passed: false, theoryExamScore: null },
  application: null,
  certificate: null,
  missingPrerequisites: [],
  practicalPlace: null,
});
