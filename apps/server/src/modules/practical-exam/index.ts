// The practical-exam module's face (issue 15): what other modules may call. Services and types only.
export {
  practicalFactsOf,
  upcomingPracticalExamsOf,
  type PracticalFacts,
  type PracticalPlace,
  type UpcomingPracticalExam,
} from './practical-exam-facts.service';
export { practicalExamSeatDesk } from './practical-exam-paid-seat';
export { practicalExamSessionOf } from './practical-exam-showcase.service';
export { recordPracticalExamResult, takePracticalExamSeat, type PlaceOptions, type PracticalExamResult } from './practical-exam.service';
export { gradePracticalExam } from './practical-exam-grade.service';
export { practicalPlacesOfLearner, type LearnerPracticalPlace } from './practical-exam-learner-rows';
export { practicalExamSeatLedger } from './practical-exam-seat-ledger';
export { releasePracticalPlacesOfDeletedAccount } from './practical-exam-account-release';
export {
  practicalListOptions,
  practicalSessionsBetween,
  upcomingPracticalSessions,
  type PracticalListFilters,
  type PracticalListSession,
} from './practical-exam-schedule.service';
