// The enrolment module's face (issue 15, floor 2): a learner's enrolment in a certification and
// the credits towards it. Services and types only.
export { creditsTowards, type CreditsTowards } from './enrolment-credits.service';
export {
  createEnrolment,
  decideEnrolment,
  findEnrolment,
  findOwnEnrolment,
  listEnrolmentsOfTenant,
  lockEnrolmentOfTenant,
  markEnrolmentSeen,
  resetEnrolmentAfterFailures,
  restartEnrolment,
  setLearningType,
  type EnrolmentCycle,
  type EnrolmentRow,
  type EnrolmentState,
} from './enrolment.service';
export { enrolmentsOfLearner, type LearnerEnrolment } from './enrolment-learner-rows';
export { enrolledAmong } from './enrolment-audience.service';
