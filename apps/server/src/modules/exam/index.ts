// The exam module's face (issue 15): what other modules may call. Services and types only.
export { discardTheoryAttempts, theoryCycleOf, theoryExamOf, type TheoryCycle, type TheoryExam } from './theory-exam.service';
export { examAttemptsOfLearner, examExportOf, type LearnerExamAttempt } from './exam-learner-rows';
