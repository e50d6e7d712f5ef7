import { z } from 'zod';
import { inputText, positiveId } from './fields';
import { classroomUserStateSchema, practicalExamUserStateSchema } from './enums';

/**
 * Issue 17 items 6-8 (cert §2, §4 task panel, §7, §8 20037, §9):
 * POST /api/user/registration/reschedule {classroomId, newClassroomId}                 move a classroom seat
 * POST /api/user/practicalExamApprove/reschedule {practicalExamApproveId, practicalExamId} move a practical-exam place
 * GET  /api/certification/classroom/qr/detail {classroomId}                            staff: the trainer screen's QR
 * GET  /api/user/registration/qr/checkIn {code}                                        learner: check in by QR
 * POST /api/staff/classroom/attendance {registrationId, attendance}                   staff: attendance by hand
 * POST /api/certification/practicalExam/listPracticalExamCard {pageNum, pageSize}     cards of /practical-exam
 * GET  /api/certification/practicalExam/task {certificationId}                        the task panel
 * POST /api/user/practicalExamApprove/saveExamRecord {practicalExamApproveId, recordLink, linkPasswd}
 * POST multipart /api/user/practicalExamApprove/uploadRecord?practicalExamApproveId=  field video
 * POST /api/staff/practical-exam/grade {practicalExamApproveId, score}                staff: pass at 80
 */

/** Cert §9: theory and practical exams pass at 80 of 100. */
export const PRACTICAL_PASS_SCORE = 80;
/** Cert §9 reschedule page: returns automatically after 5 s. */
export const RESCHEDULE_RETURN_MS = 5_000;
/** The trainer screen's QR changes every 30 s; a code of the window just before is still taken (scan latency). */
export const CHECKIN_QR_ROTATE_MS = 30_000;
/** An uploaded recording: mp4, webm or mov by content, at most 50 MiB. */
export const RECORDING_MAX_BYTES = 50 * 1024 * 1024;
export const RECORDING_FIELD = 'video';
export const RECORDING_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/** Attendance of a classroom seat: 0 not recorded, 1 checked in, 2 absent. */
export const Attendance = { NONE: 0, CHECKED_IN: 1, ABSENT: 2 } as const;
export const attendanceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const classroomRescheduleBody = z.object({ classroomId: positiveId, newClassroomId: positiveId });
export const classroomRescheduleResult = z.object({
  registrationId: z.number().int(),
  classroomId: z.number().int(),
  previousClassroomId: z.number().int(),
  certificationId: z.number().int().nullable(),
  userStatus: classroomUserStateSchema,
});
export type ClassroomRescheduleResult = z.infer<typeof classroomRescheduleResult>;

export const practicalRescheduleBody = z.object({ practicalExamApproveId: positiveId, practicalExamId: positiveId });
export const practicalRescheduleResult = z.object({
  practicalExamApproveId: z.number().int(),
  practicalExamId: z.number().int(),
  previousPracticalExamApproveId: z.number().int(),
  previousPracticalExamId: z.number().int(),
  certificationId: z.number().int(),
  userPracticalExamStatus: practicalExamUserStateSchema,
});
export type PracticalRescheduleResult = z.infer<typeof practicalRescheduleResult>;

export const qrDetailQuery = z.object({ classroomId: positiveId });
export const qrDetail = z.object({
  classroomId: z.number().int(),
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** The signed code the QR carries (the learner's phone sends it back). */
  code: z.string(),
  /** When this code stops being shown; the screen asks again then. */
  rotatesAt: z.string(),
  /** The same, as milliseconds from the answer (the screen counts down from its own clock). */
  rotatesInMs: z.number().int(),
  enrolled: z.number().int(),
  checkedIn: z.number().int(),
});
export type QrDetail = z.infer<typeof qrDetail>;

export const checkInQuery = z.object({ code: inputText.trim().min(1).max(200) });
export const checkInResult = z.object({
  registrationId: z.number().int(),
  classroomId: z.number().int(),
  title: z.string(),
  attendance: attendanceSchema,
  attendedAt: z.string(),
});
export type CheckInResult = z.infer<typeof checkInResult>;

export const attendanceBody = z.object({
  registrationId: positiveId,
  attendance: z.enum(['checkedIn', 'absent']),
  reason: inputText.trim().max(500).optional(),
});
export const attendanceResult = z.object({ registrationId: z.number().int(), classroomId: z.number().int(), attendance: attendanceSchema });

/** A card of /practical-exam: an upcoming session on the site with its certification. */
export const practicalExamCard = z.object({
  id: z.number().int(),
  practicalExamName: z.string(),
  certificationId: z.number().int(),
  certificationName: z.string(),
  isCharge: z.enum(['0', '1']),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  address: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
});
export type PracticalExamCard = z.infer<typeof practicalExamCard>;
/** Card page sizes (cert §9). */
export const CARD_PAGE_SIZES = [16, 32, 64, 128] as const;
export const practicalExamCardQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (CARD_PAGE_SIZES as readonly number[]).includes(n), { message: 'pageSize must be 16, 32, 64 or 128' })
    .default(16),
});
export const practicalExamCardPage = z.object({ total: z.number().int(), rows: z.array(practicalExamCard) });
export type PracticalExamCardPage = z.infer<typeof practicalExamCardPage>;

export const practicalTaskQuery = z.object({ certificationId: positiveId });
/**
 * The task panel of cert §4. `panel`: 'hidden' (showTask no), 'login' (a visitor), 'noPermission'
 * (signed in but the rules do not show it), 'shown'. `submit` is the button: hidden, enabled or
 * disabled (on success).
 */
export const practicalTask = z.object({
  certificationId: z.number().int(),
  certificationName: z.string(),
  showTask: z.enum(['0', '1']),
  needRecord: z.enum(['0', '1']),
  taskContent: z.array(z.string()),
  panel: z.enum(['hidden', 'login', 'noPermission', 'shown']),
  submit: z.enum(['hidden', 'enabled', 'disabled']),
  place: z
    .object({
      practicalExamApproveId: z.number().int(),
      practicalExamId: z.number().int(),
      practicalExamName: z.string(),
      startAt: z.string(),
      userPracticalExamStatus: practicalExamUserStateSchema,
      recordLink: z.string(),
      linkPasswd: z.string(),
      recordFileType: z.string().nullable(),
      recordFileSize: z.number().int().nullable(),
      recordSubmittedAt: z.string().nullable(),
      score: z.number().int().nullable(),
    })
    .nullable(),
});
export type PracticalTask = z.infer<typeof practicalTask>;

export const saveExamRecordBody = z.object({
  practicalExamApproveId: positiveId,
  recordLink: z
    .string()
    .trim()
    .max(500)
    .url()
    .refine((u) => /^https?:\/\//i.test(u), { message: 'The recording link must start with http:// or https://' }),
  linkPasswd: inputText.trim().max(100).default(''),
});
export const recordUploadQuery = z.object({ practicalExamApproveId: positiveId });
export const examRecordResult = z.object({
  practicalExamApproveId: z.number().int(),
  recordLink: z.string(),
  recordFileType: z.string().nullable(),
  recordFileSize: z.number().int().nullable(),
  recordSubmittedAt: z.string(),
});
export type ExamRecordResult = z.infer<typeof examRecordResult>;

export const gradeBody = z.object({
  practicalExamApproveId: positiveId,
  score: z.coerce.number().int().min(0).max(100),
  reason: inputText.trim().max(500).optional(),
});
