import { z } from 'zod';
import { CLASSROOM_PAGE_SIZES } from './constants';
import { classroomUserStateSchema } from './enums';
import { classroomKindSchema, eventTypeSchema } from './enums-learning';
import { inputText, positiveId } from './fields';
import { DAY_MS } from './durations';

/**
 * Instructor-led lists, calendar, detail, waitlist, calendar export, non-certification events and
 * training suggestions (issue 17; cert §2, §4, §5, §7, §9). The spec names the calls, not their
 * payloads; the shapes below are ours:
 * POST /api/certification/classroomAndPracticalExam/page          {filters, pageNum, pageSize}  sessions, paged (classrooms and practical exams)
 * POST /api/certification/classroomAndPracticalExam/scheduleList  {filters, from, to}           calendar range (classrooms and practical exams)
 * POST /api/certification/classroomAndPracticalExam/queryForReleaseCertificationPage {kind}     certifications with sessions
 * POST /api/certification/classroom/getOfCertificateType          {kind, pageNum, pageSize}     a programme's sessions
 * GET  /api/certification/getCertificationTypeListByClassroom                                   programme kinds with sessions
 * GET  /api/certification/certificationRelease/queryRegion                                      filter options
 * GET  /api/certification/classroom/detail {id}                                                 detail page
 * POST /api/certification/classroom/getNonCertificationList       {eventType?, pageNum, pageSize}
 * POST /api/user/registration/nonCertificatedClassroom/enroll|cancel {classroomId}
 * GET  /api/site/openNonCertificationOrNot                                                      1 or 0
 * POST /api/user/registration/waitlist/join|leave {classroomId}
 * POST /api/certification/evaluate/classroom {classroomId, score, comment}
 * GET  /api/user/registration/calendar.ics?classroomId=   and the feed /api/calendar/feed/{token}.ics
 * POST /api/user/suggestion/saveUserSuggestion {trainingType, preferredBeginTiming, preferredEndTiming, timezone, content}
 */

const ALL_PAGE_SIZES = [...CLASSROOM_PAGE_SIZES.rows, ...CLASSROOM_PAGE_SIZES.cards] as number[];
export const classroomPageSize = z.coerce
  .number()
  .int()
  .refine((n) => ALL_PAGE_SIZES.includes(n), { message: `pageSize must be one of ${ALL_PAGE_SIZES.join(', ')}` });

const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'a two-letter country code')
  .optional();

/** The list and calendar filters (cert §2): training method, country, language of the session, training type. */
export const classroomFilters = z.object({
  /** Certification kind (programme): 0 general, 1 vendor. */
  kind: z.coerce.number().int().min(0).max(1).optional(),
  certificationId: positiveId.optional(),
  /** Training method: 0 onsite, 1 online. */
  method: z.coerce.number().int().min(0).max(1).optional(),
  countryCode,
  /** The language the session is held in (not the page's languageId). */
  sessionLanguageId: positiveId.optional(),
  /**
   * 0 theory and practical: classroom sessions of that type; 1 practical only: practical-only
   * classroom sessions and the practical-exam sessions; none: both kinds of session.
   */
  trainingType: z.coerce.number().int().min(0).max(1).optional(),
});
export type ClassroomFilters = z.infer<typeof classroomFilters>;

export const classroomPageBody = classroomFilters.extend({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: classroomPageSize.default(10),
});
export type ClassroomPageBody = z.input<typeof classroomPageBody>;

/** A calendar window: at most 62 days (a month view with its leading and trailing weeks). */
export const scheduleBody = classroomFilters
  .extend({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .refine((b) => Date.parse(b.to) > Date.parse(b.from) && Date.parse(b.to) - Date.parse(b.from) <= 62 * DAY_MS, {
    message: 'to must be after from, at most 62 days later',
  });

/**
 * What a list row is: a classroom session, or a practical-exam session (the training type
 * "practical only" lists those too; their page is /practical-exam/detail/{id}, and ids are per type).
 */
export const SESSION_TYPES = ['classroom', 'practicalExam'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const classroomCard = z.object({
  id: z.number().int(),
  sessionType: z.enum(SESSION_TYPES),
  title: z.string(),
  /** Training method: 0 onsite, 1 online. */
  kind: classroomKindSchema,
  eventType: eventTypeSchema.nullable(),
  trainingType: z.number().int(),
  certificationId: z.number().int().nullable(),
  certificationName: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  timeZone: z.string(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  sessionLanguageId: z.number().int(),
  sessionLanguageName: z.string(),
  trainerName: z.string().nullable(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  /** A paid session is bought at /payment?relationId=&relationType=1. */
  paid: z.boolean(),
  /** Display price (e.g. "120.00 EUR") for a paid session. */
  price: z.string().nullable(),
  userStatus: classroomUserStateSchema,
  /** 1-based place on the waitlist, when the learner waits. */
  waitlistPosition: z.number().int().nullable(),
  ended: z.boolean(),
});
export type ClassroomCard = z.infer<typeof classroomCard>;
export const classroomPage = z.object({ total: z.number().int(), rows: z.array(classroomCard) });
export type ClassroomPage = z.infer<typeof classroomPage>;

export const classroomDetail = classroomCard.extend({
  description: z.string(),
  agenda: z.array(z.string()),
  address: z.string().nullable(),
  /** A map search link for an onsite session. */
  mapUrl: z.string().nullable(),
  /** Only for a learner holding a seat; null otherwise. */
  onlineLink: z.string().nullable(),
  trainerTitle: z.string().nullable(),
  trainerBio: z.string().nullable(),
  trainerPhotoUrl: z.string().nullable(),
  cancellable: z.boolean(),
  enrollable: z.boolean(),
  /** Full and not started: the learner may join the waitlist. */
  waitlistOpen: z.boolean(),
  waitlistLength: z.number().int(),
  /** The session has ended and the learner held a seat: evaluate/classroom is open (once). */
  canEvaluate: z.boolean(),
  evaluated: z.boolean(),
});
export type ClassroomDetail = z.infer<typeof classroomDetail>;

export const certificationWithSessions = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.number().int(),
  level: z.number().int(),
  upcomingSessions: z.number().int(),
});
export const certificationWithSessionsPage = z.object({ total: z.number().int(), rows: z.array(certificationWithSessions) });
export type CertificationWithSessionsPage = z.infer<typeof certificationWithSessionsPage>;

export const programmeKindList = z.array(z.object({ kind: z.number().int(), name: z.string(), upcomingSessions: z.number().int() }));
export type ProgrammeKindList = z.infer<typeof programmeKindList>;

export const classroomRegions = z.object({
  countries: z.array(z.object({ code: z.string(), sessions: z.number().int() })),
  languages: z.array(z.object({ id: z.number().int(), name: z.string(), sessions: z.number().int() })),
});
export type ClassroomRegions = z.infer<typeof classroomRegions>;

export const nonCertificationBody = z.object({
  eventType: eventTypeSchema.optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: classroomPageSize.default(16),
});

export const waitlistResult = z.object({
  classroomId: z.number().int(),
  /** 3 enrolled (a seat was free) or 1 (waiting / left). */
  userStatus: classroomUserStateSchema,
  /** 1-based place on the waitlist; null when seated or left. */
  waitlistPosition: z.number().int().nullable(),
});
export type WaitlistResult = z.infer<typeof waitlistResult>;

export const evaluateClassroomBody = z.object({
  classroomId: positiveId,
  score: z.coerce.number().int().min(1).max(5),
  comment: inputText.trim().max(200).default(''),
});

export const calendarFeedInfo = z.object({ active: z.boolean(), url: z.string().nullable() });
export type CalendarFeedInfo = z.infer<typeof calendarFeedInfo>;

/** Suggestion topic limit (cert §5, §9). */
export const SUGGESTION_TOPIC_MAX = 100;
/** Seconds the suggestion range picker disables (cert §5). */
export const SUGGESTION_DISABLED_SECONDS = [55, 56] as const;

/**
 * The range picker's disabled hours and minutes (cert §5 gives no values; ours): the night hours
 * 00–06 and 22–23, and minutes off the five-minute grid, in the learner's own time zone.
 */
export const SUGGESTION_DISABLED_HOURS = [0, 1, 2, 3, 4, 5, 6, 22, 23] as const;
export const suggestionMinuteDisabled = (minute: number) => minute % 5 !== 0;

/** "GMT+2", "GMT-5:30" → minutes east of UTC, or null. */
export const gmtOffsetMinutes = (timezone: string): number | null => {
  const m = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/.exec(timezone);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return minutes > 14 * 60 ? null : (m[1] === '-' ? -1 : 1) * minutes;
};

/** Why a suggestion time is refused in its zone (null: allowed): not after today, a disabled hour, minute or second. */
export const suggestionTimeProblem = (ms: number, offsetMinutes: number, now: number): 'notAfterToday' | 'disabledTime' | null => {
  const local = new Date(ms + offsetMinutes * 60_000);
  const today = new Date(now + offsetMinutes * 60_000);
  const dayOf = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (dayOf(local) <= dayOf(today)) return 'notAfterToday';
  const [h, min, sec] = [local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds()];
  if (
    (SUGGESTION_DISABLED_HOURS as readonly number[]).includes(h) ||
    suggestionMinuteDisabled(min) ||
    (SUGGESTION_DISABLED_SECONDS as readonly number[]).includes(sec)
  ) {
    return 'disabledTime';
  }
  return null;
};

/** Cert §3 "Training suggestion"; timestamps in milliseconds, timezone "GMT+2" / "GMT-5:30". */
export const saveSuggestionBody = z
  .object({
    trainingType: z.union([z.literal('0'), z.literal('2'), z.literal(0), z.literal(2)]).transform(Number),
    preferredBeginTiming: z.coerce.number().int().positive(),
    preferredEndTiming: z.coerce.number().int().positive(),
    timezone: z.string().refine((tz) => gmtOffsetMinutes(tz) !== null, 'GMT plus or minus hours, e.g. GMT+2'),
    content: inputText.trim().min(1).max(SUGGESTION_TOPIC_MAX),
  })
  .refine((b) => b.preferredEndTiming > b.preferredBeginTiming, { message: 'the range must end after it begins', path: ['preferredEndTiming'] });
export type SaveSuggestionBody = z.input<typeof saveSuggestionBody>;
