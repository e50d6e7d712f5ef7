import { describe, it, expect } from 'vitest';
import {
  ErrorCode,
  errorMessages,
  errorCodeSchema,
  formatMessage,
  isErrorCode,
  messageFor,
  NO_GENERIC_DIALOG_CODES,
  SYSTEM_ERROR_MESSAGE,
  successMessages,
  warningMessages,
  LOGOUT_ON_EXAM_KEY,
} from './errors';
import { CertificationStatus, ClassroomUserState, OrderStatus, PaymentMethod, STEP_KEYS, certificationStatusSchema, ORDER_STATUS_NAMES } from './enums';
import {
  ExamQuestionType,
  LEARNING_STATUS_GROUPS,
  RelationType,
  SurveyQuestionType,
  VideoType,
  learningStatusGroupOf,
  courseTypeSchema,
} from './enums-learning';
import { FooterArea, SiteId, YesNo, siteIdSchema, yesNoSchema } from './enums-site';
import {
  AVATAR_MAX_BYTES,
  CERTIFICATION_BANNER_TYPE_BY_KIND,
  CANCEL_CUTOFF_HOURS,
  CREDITS_REQUIRED,
  cancelStillOpen,
  requiredCredits,
  FIELD_LIMITS,
  LIST_BANNER_TYPE_BY_KIND,
  LIST_PAGE_SIZE,
  MIGRATION_DATES,
  MOBILE_BREAKPOINT_PX,
  OPTION_LETTERS,
  PROOF_MAX_BYTES,
  QUIZ,
  THEORY_EXAM,
  TIMINGS_MS,
  TIME_SECONDS,
  COOKIE_POLICY_MAX_AGE_SECONDS,
} from './constants';

describe('error catalogue', () => {
  const codes = Object.values(ErrorCode);

  it('gives every code a non-empty message and no message to unknown codes', () => {
    for (const code of codes) expect(errorMessages[code]?.trim(), `code ${code}`).toBeTruthy();
    expect(
      Object.keys(errorMessages)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...codes].sort((a, b) => a - b));
  });

  it('has unique codes', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('holds the spec numbers of both section 8s', () => {
    expect(ErrorCode.VALIDATION_FAILED).toBe(400);
    expect(ErrorCode.FORBIDDEN).toBe(403);
    expect(ErrorCode.NOT_FOUND).toBe(404);
    expect(ErrorCode.INTERNAL_ERROR).toBe(500);
    expect(ErrorCode.OTHER_ERROR).toBe(501);
    expect(ErrorCode.REMOTE_SERVICE_ERROR).toBe(200001);
    expect(ErrorCode.INVITATION_INCORRECT).toBe(10000);
    expect(ErrorCode.INVITATION_WRONG_SITE).toBe(10018);
    expect(ErrorCode.INVITATION_WRONG_REGION).toBe(10019);
    expect(ErrorCode.TOO_FREQUENT).toBe(10022);
    expect(ErrorCode.ALREADY_REGISTERED).toBe(10024);
    expect(ErrorCode.PREREQUISITE_MISSING).toBe(10026);
    expect(ErrorCode.APPLICATION_PENDING).toBe(20036);
    expect(ErrorCode.SIGN_IN_BEFORE_CLASS).toBe(20037);
    for (let code = 10000; code <= 10019; code++) expect(isErrorCode(code), `${code}`).toBe(true);
    for (let code = 30000; code <= 30003; code++) expect(isErrorCode(code), `${code}`).toBe(true);
    expect(isErrorCode(10020)).toBe(false);
    expect(isErrorCode(10025)).toBe(false);
  });

  it('tells the user to email support on exam errors and on 500', () => {
    for (const code of [30000, 30001, 30002, 30003, 500] as const) {
      expect(errorMessages[code]).toMatch(/email/i);
      expect(errorMessages[code]).toMatch(/screenshot/i);
      expect(errorMessages[code]).toMatch(/time/i);
    }
  });

  it('names the site in 10018', () => {
    expect(errorMessages[10018]).toContain('{site}');
    expect(formatMessage(errorMessages[10018], { site: 'EU' })).toContain('EU site');
    expect(formatMessage('a {x} b', {})).toBe('a {x} b');
  });

  it('exempts 401 and 10026 from the generic dialog', () => {
    expect([...NO_GENERIC_DIALOG_CODES].sort((a, b) => a - b)).toEqual([401, 10026]);
  });

  it('falls back: catalogue message, then server message, then System Error', () => {
    expect(messageFor(10014, 'server text')).toBe(errorMessages[10014]);
    expect(messageFor(10014)).toBe(errorMessages[10014]);
    expect(messageFor(99999, 'server text')).toBe('server text');
    expect(messageFor(99999, '   ')).toBe(SYSTEM_ERROR_MESSAGE);
    expect(messageFor(99999)).toBe('System Error');
  });

  it('shows the server message itself for 501', () => {
    expect(messageFor(501, 'from server')).toBe('from server');
    expect(messageFor(501)).toBe(errorMessages[501]);
  });

  it('validates codes with its schema', () => {
    expect(errorCodeSchema.safeParse(10026).success).toBe(true);
    expect(errorCodeSchema.safeParse(10025).success).toBe(false);
  });

  it('has the success and warning messages of section 8', () => {
    for (const text of [...Object.values(successMessages), ...Object.values(warningMessages)]) {
      expect(text.trim()).not.toBe('');
    }
    expect(successMessages.copied).toBe('Copied');
    expect(LOGOUT_ON_EXAM_KEY).toBe('exam.logoutOnExam');
  });
});

describe('enumerations', () => {
  it('holds the certification and payment states of section 4', () => {
    expect(CertificationStatus).toEqual({
      ENROL: 0,
      LEARNING: 1,
      EXAM: 2,
      PRACTICAL_EXAM: 3,
      APPLY: 4,
      FINISH: 5,
      APPROVED: 6,
    });
    expect(certificationStatusSchema.safeParse(7).success).toBe(false);
    expect(ClassroomUserState.EXPIRED).toBe(15);
    expect(OrderStatus.CANCEL).toBe(5);
    expect(Object.keys(ORDER_STATUS_NAMES)).toHaveLength(6);
    expect(PaymentMethod).toEqual({ CARD: 0, BANK_TRANSFER: 1 });
    expect(STEP_KEYS[0]).toBe('enrol');
    expect(STEP_KEYS.at(-1)).toBe('obtainCertificate');
    expect(STEP_KEYS).toHaveLength(7);
  });

  it('groups learning statuses', () => {
    expect(LEARNING_STATUS_GROUPS.startExam).toEqual([2, 3]);
    expect(learningStatusGroupOf(1)).toBe('continue');
    expect(learningStatusGroupOf(5)).toBe('apply');
    expect(learningStatusGroupOf(6)).toBe('passed');
    expect(learningStatusGroupOf(7)).toBeUndefined();
  });

  it('holds the numbered enumerations of section 9', () => {
    expect(ExamQuestionType).toEqual({ SINGLE: 1, MULTIPLE: 2, JUDGE: 4 });
    expect(SurveyQuestionType).toEqual({ SINGLE: 0, MULTIPLE: 1, TEXT: 2 });
    expect(RelationType.NON_CERTIFICATION).toBe(3);
    expect(VideoType.WEBINAR).toBe(3);
    expect(courseTypeSchema.safeParse(1).success).toBe(true);
    expect(FooterArea.SOCIAL_LINKS).toBe(7);
    expect(YesNo).toEqual({ YES: '1', NO: '0' });
    expect(yesNoSchema.safeParse(1).success).toBe(false);
  });

  it('holds the site ids of the spec', () => {
    expect(SiteId.EN).toBe(1);
    expect(SiteId.MICRO).toBe(19);
    expect(SiteId.EU).toBe(21);
    expect(SiteId.LK).toBe(26);
    expect(SiteId.ASIA).toBe(27);
    expect(SiteId.ROBOTICS).toBe(28);
    expect(new Set(Object.values(SiteId)).size).toBe(Object.values(SiteId).length);
    expect(siteIdSchema.safeParse(20).success).toBe(false);
  });
});

describe('constants', () => {
  it('holds the spec numbers of both section 9s', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(992);
    expect(LIST_PAGE_SIZE).toEqual({ desktop: 15, mobile: 10 });
    expect(QUIZ.passScore).toBe(60);
    expect(QUIZ.totalPoints / QUIZ.pointsPerQuestion).toBe(5);
    expect(THEORY_EXAM).toEqual({ totalPoints: 100, passScore: 80, durationSeconds: 3600, maxExamNums: 2 });
    expect(CREDITS_REQUIRED).toEqual({ vendor: 9, general: 12 });
    expect([requiredCredits(0), requiredCredits(1), requiredCredits(7)]).toEqual([12, 9, 0]);
    // The 24-hour cancel rule (cert §5, 10011): open until exactly 24 hours before the start.
    const start = new Date('2026-03-02T10:00:00Z');
    expect(CANCEL_CUTOFF_HOURS).toBe(24);
    expect(cancelStillOpen(start, new Date('2026-03-01T09:59:59.999Z'))).toBe(true);
    expect(cancelStillOpen(start, new Date('2026-03-01T10:00:00Z'))).toBe(false);
    expect(PROOF_MAX_BYTES).toBe(5242880);
    expect(PROOF_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(AVATAR_MAX_BYTES).toBe(200 * 1024);
    expect(FIELD_LIMITS.vatNumber).toBe(50);
    expect(TIMINGS_MS.requestTimeout).toBe(20000);
    expect(TIMINGS_MS.thirtyMinutes).toBe(30 * 60 * 1000);
    expect(COOKIE_POLICY_MAX_AGE_SECONDS).toBe(365 * TIME_SECONDS.day);
    expect(TIME_SECONDS.week).toBe(7 * TIME_SECONDS.day);
    expect(LIST_BANNER_TYPE_BY_KIND).toEqual({ 0: '4', 1: '3' });
    expect(CERTIFICATION_BANNER_TYPE_BY_KIND).toEqual({ 0: '8', 1: '7' });
    expect(OPTION_LETTERS).toHaveLength(26);
    expect(OPTION_LETTERS[25]).toBe('Z');
  });

  it('gives the migration instants of section 4', () => {
    expect(new Date(MIGRATION_DATES.eu).toISOString()).toBe('2024-02-01T02:00:00.000Z');
    expect(new Date(MIGRATION_DATES.asia).toISOString()).toBe('2024-07-04T01:00:00.000Z');
  });
});
