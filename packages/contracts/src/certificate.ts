import { z } from 'zod';
import { inputText, positiveId } from './fields';
import { learnerCertificate } from './certification-journey';
import { DAY_MS } from './durations';

/**
 * Applying for a certificate, certificates, verification, renewal, medals and the staff calls
 * (cert §3, §4, §7, §9; issue 7; decision 0010). Paths of the spec:
 * POST /api/user/certificationApply/apply {certificationId}
 * POST /api/user/certificationApply/renew {certificateId}
 * POST /api/user/certificationApply/updateWindowRemindStatus {certificateId}
 * Ours (the spec shows no certificate paths):
 * GET  /api/user/certificate/list                   the learner's certificates and medals
 * GET  /api/user/certificate/pdf {number}           the certificate PDF (owner only, company filled: else 20040)
 * GET  /api/certification/certificate/verify {number}   public, no login
 * Staff (role 'staff', checked on the server; each decision is written to the audit log):
 * GET  /api/staff/certification/enrolment/list {state}
 * POST /api/staff/certification/enrolment/decide {enrolmentId, decision, reason?}
 * GET  /api/staff/certification/application/list {state}
 * POST /api/staff/certification/application/decide {applicationId, decision, reason?}
 * POST /api/staff/certificate/revoke {number, reason}
 * GET  /api/staff/audit-log {targetType?, targetId?}
 */

/** Certificate numbers look like CR-2026-7KQ4M9XW: prefix, year, 8 characters of [0-9A-Z] without I, O. */
export const certificateNumberSchema = inputText
  .trim()
  .toUpperCase()
  .regex(/^CR-\d{4}-[0-9A-HJ-NP-Z]{8}$/, 'Not a certificate number');

/** Days before expiry during which a certificate is "about to expire" and renewal may be asked. */
export const CERTIFICATE_ABOUT_TO_EXPIRE_DAYS = 90;
/** Expiry reminder e-mails, in days before the end (the sweeper sends each once). */
export const CERTIFICATE_REMINDER_DAYS = [60, 7] as const;

export const applyBody = z.object({ certificationId: positiveId });
export const applyResult = z.object({ applicationId: z.number().int(), state: z.literal('pending') });
export type ApplyResult = z.infer<typeof applyResult>;

export const certificateIdBody = z.object({ certificateId: positiveId });

export const renewResult = z.object({
  /** The certification (this site's current version) the renewal cycle runs in. */
  certificationId: z.number().int(),
  enrolmentId: z.number().int(),
});
export type RenewResult = z.infer<typeof renewResult>;

/** A certificate in the learner's list. */
const myCertificate = learnerCertificate.extend({
  certificationId: z.number().int(),
  certificationName: z.string(),
  level: z.number().int(),
  kind: z.number().int(),
  versionLabel: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificate>;

/** Medals (cert §9): bronze, silver, gold count the associate, professional, expert certificates held. */
export const medals = z.object({ bronze: z.number().int(), silver: z.number().int(), gold: z.number().int() });
export type Medals = z.infer<typeof medals>;

export const myCertificates = z.object({ certificates: z.array(myCertificate), medals });
export type MyCertificates = z.infer<typeof myCertificates>;

export const certificateNumberQuery = z.object({ number: inputText.trim().min(1).max(40) });

/** The public verification page /verify/{number}. A forged number: found false, valid false. */
export const certificateVerification = z.object({
  number: z.string(),
  found: z.boolean(),
  /** True only for an issued, unrevoked certificate within its validity. */
  valid: z.boolean(),
  state: z.enum(['valid', 'aboutToExpire', 'expired', 'renewed', 'revoked']).nullable(),
  holderName: z.string().nullable(),
  certificationName: z.string().nullable(),
  level: z.number().int().nullable(),
  versionLabel: z.string().nullable(),
  issuedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;

// ---- Staff ---------------------------------------------------------------------------------

const staffDecision = z.enum(['approve', 'reject']);
export const staffListQuery = z.object({ state: z.enum(['pending', 'approved', 'rejected']).default('pending') });

export const staffEnrolmentDecideBody = z.object({
  enrolmentId: positiveId,
  decision: staffDecision,
  reason: inputText.trim().max(500).optional(),
});
export const staffApplicationDecideBody = z.object({
  applicationId: positiveId,
  decision: staffDecision,
  reason: inputText.trim().max(500).optional(),
});
export const staffRevokeBody = z.object({
  number: inputText.trim().min(1).max(40),
  reason: inputText.trim().min(1).max(500),
});

export const staffEnrolmentItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  email: z.string().nullable(),
  certificationId: z.number().int(),
  certificationName: z.string(),
  state: z.string(),
  createdAt: z.string(),
});
export const staffApplicationItem = staffEnrolmentItem;

/** After approving an application: the certificate issued. */
export const staffApplicationDecision = z.object({
  applicationId: z.number().int(),
  state: z.enum(['approved', 'rejected']),
  certificateNumber: z.string().nullable(),
});

export const auditLogQuery = z.object({
  targetType: z.enum(['enrolment', 'application', 'certificate', 'practicalExam', 'classroomRegistration', 'smartTryRequest', 'campaign']).optional(),
  targetId: positiveId.optional(),
});
export const auditLogEntry = z.object({
  id: z.number().int(),
  actorUserId: z.number().int().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().int(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export type CertificateLifeState = 'valid' | 'aboutToExpire' | 'expired' | 'renewed' | 'revoked';

/**
 * State of an issued certificate at `now` (cert §4; decision 0010): revoked wins, then renewed
 * (a later certificate replaced it), then expired, about to expire (last 90 days), valid.
 */
export const certificateStateOf = (
  certificate: { expiresAt: Date | string; revokedAt?: Date | string | null; renewedById?: number | null },
  now: Date,
): CertificateLifeState => {
  if (certificate.revokedAt) return 'revoked';
  if (certificate.renewedById) return 'renewed';
  const end = new Date(certificate.expiresAt).getTime();
  if (end <= now.getTime()) return 'expired';
  if (end - now.getTime() <= CERTIFICATE_ABOUT_TO_EXPIRE_DAYS * DAY_MS) return 'aboutToExpire';
  return 'valid';
};

/** A prerequisite is held with a certificate in one of these states. */
export const HOLDING_STATES: readonly CertificateLifeState[] = ['valid', 'aboutToExpire', 'renewed'];
