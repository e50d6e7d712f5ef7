// The certification module's face (issue 15, floor 4): what other modules may call. Services and types only.
export { enrolInCertification, type EnrolOptions, type JourneyCtx } from './certification-journey.service';
export { getLearnerJourney, type LearnerJourney } from './certification-journey.service';
export { groupKeysOfCertifications } from './certification-groups';
