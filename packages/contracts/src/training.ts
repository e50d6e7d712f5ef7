import { z } from 'zod';
import { inputText, positiveId } from './fields';
import { classroomUserStateSchema, orderStatusSchema, paymentMethodSchema, practicalExamApprovalSchema, practicalExamUserStateSchema } from './enums';
import { classroomKindSchema } from './enums-learning';

/**
 * Seats in classrooms and practical exams of a certification (cert §3 "Classroom", "Practical exam
 * entry", §4 user states, §5 "Practical-exam enrol asks for allergies and dietary requirements",
 * "Enrolment cancel is not allowed within 24 hours before training starts", §7 calls, §8 codes
 * 10008-10016; issue 7; decision 0011):
 * POST /api/certification/classroom/getOfCertification {certificationId}        classrooms + my seat
 * POST /api/user/registration/enrollClassroom {classroomId, emailNotificationStatus}
 * POST /api/user/registration/cancelClassroom {classroomId}
 * POST /api/certification/practicalExam/getOfCertification {certificationId}    sessions + my place
 * GET  /api/certification/practicalExam/getById {id}
 * POST /api/user/practicalExamApprove/enroll {practicalExamId, allergies, dietaryRequirements}
 * POST /api/user/practicalExamApprove/enrollByInvitationCode {code, allergies, dietaryRequirements}
 * POST /api/user/practicalExamApprove/cancelPracticalExam {practicalExamApproveId}
 * POST /api/staff/practical-exam/decide {practicalExamApproveId, result}         staff only
 */

/** Free text asked at practical-exam enrolment; "None" is a fine answer, empty is allowed. */
const careText = inputText.trim().max(200).default('');

export const certificationIdBody = z.object({ certificationId: positiveId });
export const classroomIdBody = z.object({ classroomId: positiveId });
export const enrollClassroomBody = classroomIdBody.extend({
  emailNotificationStatus: z.coerce.number().int().min(0).max(2).default(0),
});
export type EnrollClassroomBody = z.input<typeof enrollClassroomBody>;

/**
 * The learner's latest checkout order of a paid session (issue 16; commerce §4): state 0 create …
 * 5 cancel (an open order past its deadline reads 4 timeout), payType 0 card / 1 bank transfer.
 * The tabs show Pay, Continue payment, payment timeout, failed or cancelled from it (cert §4).
 */
export const seatOrder = z.object({ state: orderStatusSchema, payType: paymentMethodSchema });
export type SeatOrder = z.infer<typeof seatOrder>;

/** One classroom of a certification with the learner's seat (cert §4 classroom user states). */
const classroomSeatRow = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 0 onsite, 1 online. */
  kind: classroomKindSchema,
  startAt: z.string(),
  endAt: z.string(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  trainerName: z.string().nullable(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  /** 0 not logged in, 1 unenrolled (none or cancelled), 2 pending, 3 enrolled, 4 rejected, 15 expired. */
  userStatus: classroomUserStateSchema,
  registrationId: z.number().int().nullable(),
  /** The server's answer to "may I cancel now" (enrolled and more than 24 hours before the start). */
  cancellable: z.boolean(),
  /** Enrolment is open: not started, seats left. */
  enrollable: z.boolean(),
  /** '1' paid: booked through checkout (/payment), not Enrol. Absent on answers of a server without checkout. */
  isCharge: z.enum(['0', '1']).optional(),
  /** The learner's order of a paid classroom; null without one. */
  order: seatOrder.nullable().optional(),
});
export type ClassroomSeatRow = z.infer<typeof classroomSeatRow>;
export const classroomSeatList = z.object({ total: z.number().int(), rows: z.array(classroomSeatRow) });
export type ClassroomSeatList = z.infer<typeof classroomSeatList>;

export const classroomSeatResult = z.object({
  registrationId: z.number().int(),
  classroomId: z.number().int(),
  certificationId: z.number().int().nullable(),
  userStatus: classroomUserStateSchema,
});
export type ClassroomSeatResult = z.infer<typeof classroomSeatResult>;

/** Cert §3 "Practical exam entry", with the session's place and time and the learner's place. */
export const practicalExamEntry = z.object({
  /** The session id (also `practicalExamId`, as the spec names both). */
  id: z.number().int(),
  practicalExamId: z.number().int(),
  practicalExamName: z.string(),
  certificationId: z.number().int(),
  /** '1' paid. */
  isCharge: z.enum(['0', '1']),
  regionId: z.number().int().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  address: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  /** 0 enroll (no place), 1 cancel, 2 unenroll (enrolled), 3 unenrolled, 4 success, 5 fail, 6 absent. */
  userPracticalExamStatus: practicalExamUserStateSchema,
  /** The learner's place (the spec's practicalExamApprove id), null without one. */
  practicalExamApproveId: z.number().int().nullable(),
  approval: practicalExamApprovalSchema.nullable(),
  allergies: z.string(),
  dietaryRequirements: z.string(),
  /** The learner's own recording link and its password; empty for anyone else. */
  recordLink: z.string(),
  linkPasswd: z.string(),
  cancellable: z.boolean(),
  enrollable: z.boolean(),
  /** The learner's order of a paid session (isCharge '1'); null without one. */
  order: seatOrder.nullable().optional(),
});
export type PracticalExamEntry = z.infer<typeof practicalExamEntry>;
export const practicalExamList = z.object({ total: z.number().int(), rows: z.array(practicalExamEntry) });
export type PracticalExamList = z.infer<typeof practicalExamList>;

/**
 * POST /certification/practicalExam/getRegion {certificationId}: where the certification's
 * practical exams that have not ended take place on the request's site (the filter of its
 * session list), each with its number of sessions; remote sessions (no country) are left out.
 */
export const practicalExamRegions = z.object({
  countries: z.array(z.object({ code: z.string(), sessions: z.number().int() })),
  regions: z.array(z.object({ regionId: z.number().int(), countryCode: z.string().nullable(), sessions: z.number().int() })),
});
export type PracticalExamRegions = z.infer<typeof practicalExamRegions>;

export const practicalExamIdQuery = z.object({ id: positiveId });

export const practicalExamEnrollBody = z.object({
  practicalExamId: positiveId,
  allergies: careText,
  dietaryRequirements: careText,
});
export type PracticalExamEnrollBody = z.input<typeof practicalExamEnrollBody>;

export const practicalExamInvitationBody = z.object({
  code: inputText
    .trim()
    .min(1)
    .max(64)
    .transform((code) => code.toUpperCase()),
  allergies: careText,
  dietaryRequirements: careText,
});
export type PracticalExamInvitationBody = z.input<typeof practicalExamInvitationBody>;

export const practicalExamCancelBody = z.object({ practicalExamApproveId: positiveId });

export const practicalExamSeatResult = z.object({
  practicalExamApproveId: z.number().int(),
  practicalExamId: z.number().int(),
  certificationId: z.number().int(),
  userPracticalExamStatus: practicalExamUserStateSchema,
});
export type PracticalExamSeatResult = z.infer<typeof practicalExamSeatResult>;

/** Staff record the outcome of a practical exam: passed, failed or absent. */
export const practicalExamDecisionBody = z.object({
  practicalExamApproveId: positiveId,
  result: z.enum(['success', 'fail', 'absent']),
  reason: inputText.trim().max(500).optional(),
});

/** The staff's recorded result of a place: its new user state and approval (decision 0011). */
export const practicalExamDecision = practicalExamSeatResult.extend({ approval: practicalExamApprovalSchema });
export type PracticalExamDecision = z.infer<typeof practicalExamDecision>;
