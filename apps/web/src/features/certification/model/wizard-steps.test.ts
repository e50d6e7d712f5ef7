import { STEP_KEYS } from '@credo/contracts/enums';
import { describe, expect, it } from 'vitest';
import { currentStepIndex, wizardSteps } from './wizard-steps';

const flags = (...yes: string[]) => STEP_KEYS.map((key) => (yes.includes(key) ? '1' : '0'));

describe('wizardSteps', () => {
  it('keeps all seven steps with a practical exam on the platform', () => {
    expect(wizardSteps({ practicalExam: '1', platform: '1' })).toEqual([...STEP_KEYS]);
  });

  it('removes both practical-exam steps when there is no practical exam', () => {
    expect(wizardSteps({ practicalExam: '0', platform: '1' })).toEqual(['enrol', 'learning', 'passTheoryExam', 'apply', 'obtainCertificate']);
  });

  it('removes only "enrol in practical exam" when the platform flag is 0', () => {
    expect(wizardSteps({ practicalExam: '1', platform: '0' })).toEqual([
      'enrol',
      'learning',
      'passTheoryExam',
      'passPracticalExam',
      'apply',
      'obtainCertificate',
    ]);
  });

  it('removes only "enrol in practical exam" for a classroom with a linked practical exam', () => {
    const steps = wizardSteps({ practicalExam: '1', platform: '1', classroomWithPracticalExam: true });
    expect(steps).not.toContain('enrolPracticalExam');
    expect(steps).toContain('passPracticalExam');
    expect(steps).toHaveLength(6);
  });

  it('removes both practical steps (and nothing more) with no practical exam and platform 0', () => {
    expect(wizardSteps({ practicalExam: '0', platform: '0' })).toEqual(['enrol', 'learning', 'passTheoryExam', 'apply', 'obtainCertificate']);
  });
});

describe('currentStepIndex', () => {
  const all = wizardSteps({ practicalExam: '1', platform: '1' });
  const noPractical = wizardSteps({ practicalExam: '0', platform: '1' });

  it('is -1 when no step is flagged (visitor)', () => {
    expect(currentStepIndex(all, flags())).toBe(-1);
  });

  it('is the last flagged step', () => {
    expect(currentStepIndex(all, flags('enrol'))).toBe(0);
    expect(currentStepIndex(all, flags('enrol', 'learning'))).toBe(1);
    expect(currentStepIndex(all, flags('enrol', 'learning', 'passTheoryExam', 'enrolPracticalExam'))).toBe(3);
    expect(currentStepIndex(all, flags(...STEP_KEYS))).toBe(6);
  });

  it('takes the last flag even after a gap', () => {
    expect(currentStepIndex(all, flags('enrol', 'apply'))).toBe(5);
  });

  it('maps flags by step key once practical steps are removed', () => {
    expect(currentStepIndex(noPractical, flags('enrol', 'learning', 'passTheoryExam'))).toBe(2);
    expect(currentStepIndex(noPractical, flags('enrol', 'learning', 'passTheoryExam', 'apply'))).toBe(3);
    // A flag on a removed step does not count.
    expect(currentStepIndex(noPractical, flags('enrol', 'enrolPracticalExam'))).toBe(0);
  });

  it('ignores the removed "enrol in practical exam" step with platform 0', () => {
    const steps = wizardSteps({ practicalExam: '1', platform: '0' });
    expect(currentStepIndex(steps, flags('enrol', 'learning', 'passTheoryExam', 'enrolPracticalExam'))).toBe(2);
    expect(currentStepIndex(steps, flags('enrol', 'learning', 'passTheoryExam', 'passPracticalExam'))).toBe(3);
  });
});
