import { z } from 'zod';
import { inputText } from './fields';
import { prerequisiteCertification } from './certification-journey';

/**
 * Invitation codes (cert §2 /invitation, §3 "Invitation", §7, §8 codes 10000-10019 and 10022;
 * issue 7; decision 0010):
 * GET  /api/user/invitation/getDetail {invitationCode}
 * POST /api/user/invitation/use {code, emailNotificationStatus}         user codes
 * POST /api/user/invitation/sales/use {code, emailNotificationStatus}   sales codes
 * GET  /api/user/invitation/certification/release/info {code}
 * Failures carry an error context in `data` (cert §3 errorContext): 10018 {codeValidWithSite},
 * 10026 {prerequisiteCertificationList}.
 */

/** Codes are compared upper-case; surrounding blanks are ignored. */
export const invitationCodeSchema = inputText
  .trim()
  .min(1)
  .max(64)
  .transform((code) => code.toUpperCase());

export const invitationDetailQuery = z.object({ invitationCode: invitationCodeSchema });
export const invitationCodeQuery = z.object({ code: invitationCodeSchema });

export const invitationUseBody = z.object({
  code: invitationCodeSchema,
  emailNotificationStatus: z.coerce.number().int().min(0).max(2).default(0),
});
export type InvitationUseBody = z.input<typeof invitationUseBody>;

/** The session (classroom or practical exam) an invitation gives a seat in. */
const invitationSession = z.object({
  id: z.number().int(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type InvitationSession = z.infer<typeof invitationSession>;

/** What a valid code leads to (getDetail). */
export const invitationDetail = z.object({
  code: z.string(),
  /** 'user' or 'sales': which use call takes it. */
  kind: z.enum(['user', 'sales']),
  /** The certification (release) id the code enrols in. */
  relationId: z.number().int(),
  /**
   * 0 the certification, 1 one of its classrooms, 2 one of its practical exams (decision 0011).
   * Codes of type 2 are taken by /invitation/practical-exam (enrollByInvitationCode), the others by use.
   */
  relationType: z.number().int().min(0).max(2),
  /** The classroom or practical exam a code of type 1 or 2 gives a seat in; null for type 0. */
  session: invitationSession.nullable(),
  certificationName: z.string(),
  versionLabel: z.string(),
  level: z.number().int(),
  expiresAt: z.string(),
  /** The learner's e-mail notification setting to preselect. */
  emailNotificationStatus: z.number().int(),
});
export type InvitationDetail = z.infer<typeof invitationDetail>;

export const invitationUseResult = z.object({
  certificationId: z.number().int(),
  enrolmentId: z.number().int(),
  /** The classroom seat a code of type 1 took; null for a certification code. */
  classroomRegistrationId: z.number().int().nullable().default(null),
});
export type InvitationUseResult = z.infer<typeof invitationUseResult>;

/** "Certification detail for invitations has certificationId and id" (cert §3). */
export const invitationReleaseInfo = z.object({
  /** The certification's group (the same certification across sites and languages). */
  certificationId: z.string(),
  /** The release on this site and language, for /certification/detail/{id}. */
  id: z.number().int().nullable(),
});
export type InvitationReleaseInfo = z.infer<typeof invitationReleaseInfo>;

/** The error context of a refused code (cert §3). */
export const invitationErrorContext = z.object({
  codeValidWithSite: z.string().optional(),
  prerequisiteCertificationList: z.array(prerequisiteCertification).optional(),
});
export type InvitationErrorContext = z.infer<typeof invitationErrorContext>;

/** Per learner (10022): this many code checks or uses a window (one client address has a far higher ceiling, server-side). */
export const INVITATION_RATE_LIMIT = { max: 10, windowSeconds: 60 } as const;
