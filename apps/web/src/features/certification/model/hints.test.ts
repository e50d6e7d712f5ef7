import { CertificationChildStatus as C, CertificationStatus as S } from '@credo/contracts/enums';
import { describe, expect, it } from 'vitest';
import { canEnrol, hintFor, isCertificationDisabled } from './hints';

describe('hintFor', () => {
  it.each([
    [S.ENROL, C.NONE, null],
    [S.ENROL, C.REGISTRATION_FAILED, 'registrationFailed'],
    [S.ENROL, C.APPROVED, 'approved'],
    [S.ENROL, C.DISABLED, 'pendingReview'],
    [S.LEARNING, C.NONE, null],
    [S.EXAM, C.NONE, 'exam'],
    [S.PRACTICAL_EXAM, C.NONE, 'practicalBook'],
    [S.APPLY, C.NONE, 'readyToApply'],
    [S.FINISH, C.NONE, 'applied'],
    [S.APPROVED, C.NONE, 'appliedSuccess'],
  ] as const)('status %i, childStatus %i → %s', (status, child, hint) => {
    expect(hintFor(status, child)).toBe(hint);
  });
});

describe('hintFor the practical exam and a reset (issue 14)', () => {
  const place = (state: 'booked' | 'awaitingResult' | 'failed' | 'passed') => ({
    state,
    practicalExamId: 4,
    name: 'Practical day',
    startAt: '2026-12-01T09:00:00Z',
    endAt: '2026-12-01T13:00:00Z',
    city: 'Warsaw',
    address: null,
  });
  it.each([
    ['booked', 'practicalBooked'],
    ['awaitingResult', 'practicalAwaiting'],
    ['failed', 'practicalFailed'],
  ] as const)('a %s place at status 3 → %s, not the exam tip of "two attempts"', (state, hint) => {
    expect(hintFor(S.PRACTICAL_EXAM, C.NONE, { practicalPlace: place(state) })).toBe(hint);
  });

  it('a reset enrolment (two failed theory exams) explains itself instead of showing nothing', () => {
    expect(hintFor(S.ENROL, C.NONE, { enrolmentState: 'reset' })).toBe('reset');
    expect(hintFor(S.ENROL, C.NONE, { enrolmentState: null })).toBeNull();
  });
});

describe('isCertificationDisabled', () => {
  it('is disabled with childStatus 3 at any status', () => {
    for (const status of Object.values(S)) expect(isCertificationDisabled(status, C.DISABLED)).toBe(true);
  });

  it('is disabled in status finish', () => {
    expect(isCertificationDisabled(S.FINISH, C.NONE)).toBe(true);
  });

  it('is enabled otherwise', () => {
    for (const status of Object.values(S).filter((s) => s !== S.FINISH)) {
      for (const child of [C.NONE, C.REGISTRATION_FAILED, C.APPROVED]) expect(isCertificationDisabled(status, child)).toBe(false);
    }
  });
});

describe('canEnrol', () => {
  it('works in status enrol with childStatus 0 or 1', () => {
    expect(canEnrol(S.ENROL, C.NONE)).toBe(true);
    expect(canEnrol(S.ENROL, C.REGISTRATION_FAILED)).toBe(true);
  });

  it('does not work with childStatus 2 or 3', () => {
    expect(canEnrol(S.ENROL, C.APPROVED)).toBe(false);
    expect(canEnrol(S.ENROL, C.DISABLED)).toBe(false);
  });

  it('does not work in any other status', () => {
    for (const status of Object.values(S).filter((s) => s !== S.ENROL)) {
      expect(canEnrol(status, C.NONE)).toBe(false);
      expect(canEnrol(status, C.REGISTRATION_FAILED)).toBe(false);
    }
  });
});
