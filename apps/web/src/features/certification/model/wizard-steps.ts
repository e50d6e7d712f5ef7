import { PRACTICAL_EXAM_STEP_KEYS, STEP_KEYS, type StepKey } from '@credo/contracts/enums';

type YesNo = '0' | '1';

export type WizardInput = {
  /** '1': the certification has a practical exam (cert §3). */
  practicalExam: YesNo;
  /** The platform flag: '0' removes the "enrol in practical exam" step (cert §4). */
  platform: YesNo;
  /** The learner uses a classroom with a linked practical exam (removes the same step). */
  classroomWithPracticalExam?: boolean;
};

/**
 * The steps of the wizard (cert §4, decision 0010): all seven of STEP_KEYS, without the two
 * practical-exam steps when there is no practical exam, and without "enrol in practical exam"
 * when the platform flag is '0' or a classroom with a linked practical exam is used.
 */
export const wizardSteps = ({ practicalExam, platform, classroomWithPracticalExam = false }: WizardInput): StepKey[] =>
  STEP_KEYS.filter((key) => {
    if (practicalExam === '0' && PRACTICAL_EXAM_STEP_KEYS.includes(key)) return false;
    if (key === 'enrolPracticalExam' && (platform === '0' || classroomWithPracticalExam)) return false;
    return true;
  });

/**
 * Index in `steps` of the current step: the last step whose processDetail flag (one per key of
 * STEP_KEYS, in that order) is '1'; -1 when no step is flagged yet (a visitor, before enrolment).
 */
export const currentStepIndex = (steps: readonly StepKey[], processDetail: readonly string[]): number => {
  for (let index = steps.length - 1; index >= 0; index--) {
    if (processDetail[STEP_KEYS.indexOf(steps[index])] === '1') return index;
  }
  return -1;
};
