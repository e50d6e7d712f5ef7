// The survey module's face (issue 18, floor 4): what other modules may call. Services and types only.
export { surveyAnswersOfLearner } from './survey.service';
