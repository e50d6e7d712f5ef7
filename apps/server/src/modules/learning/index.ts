// The learning module's face (issue 15): what other modules may call. Services and types only.
export {
  completeCourseByExam,
  completeCoursesByExam,
  courseRegistrationOf,
  courseRegistrationSubquery,
  creditGrantsTowards,
  hasStartedLearning,
  learningProcessesIn,
  resetProgressTowards,
  type CourseRegistration,
  type CreditGrant,
  type ExamCompletion,
} from './certification-progress.service';
export {
  learnerCourseProgressOf,
  registerInCourse,
  setCourseNotification,
  type LearnerCourseProgress,
  type NewRegistration,
} from './course-registration.service';
export { certificationCreditsFrom, chapterStates, courseProgressSummary } from './learning.service';
export { learningExportOf, learningOfLearner, type LearnerLearning } from './learning-learner-rows';
