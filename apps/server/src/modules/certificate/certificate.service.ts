import {
  certificateNumberSchema, certificateStateOf,
  type ApplyResult, type CertificateVerification, type Medals, type MyCertificate, type MyCertificates, type RenewResult,
} from '@credo/contracts/certificate';
import { CertificationStatus } from '@credo/contracts/enums';
import { MEDAL_BY_LEVEL, type CertificationLevelValue } from '@credo/contracts/enums-site';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { findEnrolment } from '../certification/certification-enrolment.service';
import { getLearnerJourney, renewEnrolment } from '../certification/certification-journey.service';
import { buildCertificatePdf } from './certificate-pdf';
import {
  clearRemindStatus, findCertificateOfTenant, findOwnCertificate, findOwnCertificateByNumber, findSiteCertificationOfGroup,
  insertPendingApplication, isHolderDeleted, listOwnCertificates, siteHasTypeOf, type CertificateRow,
} from './certificate.repo';

type Ctx = Pick<RequestContext, 'siteId' | 'languageId' | 'tenantId'>;

/**
 * Applying (cert §4, §7): only at status 4 (apply). At 5 (an application pending) or when the
 * partial unique index refuses a second pending row (racing clicks): 20036. Any other status has
 * no code in the spec: 501, whose dialog shows our message (cert §8), and nothing is written.
 */
export async function applyForCertificate(db: Db, ctx: Ctx, userId: number, certificationId: number, now = new Date()): Promise<ApplyResult> {
  const journey = await getLearnerJourney(db, ctx, userId, certificationId, now);
  if (journey.status === CertificationStatus.FINISH) throw new AppError(ErrorCode.APPLICATION_PENDING);
  if (journey.status !== CertificationStatus.APPLY || !journey.enrolment) {
    throw new AppError(ErrorCode.OTHER_ERROR, { currentStatus: journey.status },
      journey.status === CertificationStatus.APPROVED
        ? 'You already hold this certificate.'
        : 'You cannot apply for this certificate yet: pass the theory exam (and the practical exam, if any) first.');
  }
  const inserted = await insertPendingApplication(db, { userId, certificationId: journey.certification.id, enrolmentId: journey.enrolment.id });
  if (!inserted) throw new AppError(ErrorCode.APPLICATION_PENDING);
  return { applicationId: inserted.id, state: 'pending' };
}

const isRenewable = (c: CertificateRow, now: Date) => {
  const state = certificateStateOf(c, now);
  return state === 'aboutToExpire' || state === 'expired';
};

/**
 * Renewal (decision 0010): the learner's own certificate (else 404), about to expire or expired
 * and neither renewed nor revoked (else 501 with the reason). The new cycle runs in this site's
 * certification of the same group, in the request's language when the site has it, else in
 * another of its languages; none on the site: 20038, or 20039 when the site has no certification
 * of that programme at all. Repeating the call while the renewal cycle runs changes nothing
 * (a second reset would throw away exam attempts of the renewal).
 */
export async function renewCertificate(db: Db, ctx: Ctx, userId: number, certificateId: number, now = new Date()): Promise<RenewResult> {
  return db.transaction(async (tx) => {
    const certificate = await findOwnCertificate(tx, userId, certificateId, true);
    if (!certificate) throw AppError.notFound('No such certificate');
    const state = certificateStateOf(certificate, now);
    if (!isRenewable(certificate, now)) {
      throw new AppError(ErrorCode.OTHER_ERROR, { state }, state === 'valid'
        ? 'This certificate can be renewed in the last 90 days of its validity.'
        : `This certificate cannot be renewed (${state}).`);
    }
    const target = await findSiteCertificationOfGroup(tx, ctx.siteId, ctx.languageId, certificate.groupKey);
    if (!target) {
      throw new AppError(await siteHasTypeOf(tx, ctx.siteId, certificate.certificationId)
        ? ErrorCode.RENEW_NO_MATCHING_CERTIFICATION : ErrorCode.RENEW_TYPE_NOT_IN_COUNTRY);
    }
    const running = await findEnrolment(tx, userId, target.id, true);
    if (running && running.state === 'approved' && running.cycleStartedAt > certificate.issuedAt) {
      return { certificationId: target.id, enrolmentId: running.id };
    }
    const { enrolmentId } = await renewEnrolment(tx, userId, target.id, now);
    return { certificationId: target.id, enrolmentId };
  });
}

/** Closes the congratulation dialog of the learner's own certificate for good (idempotent); 404 otherwise. */
export async function closeRemindWindow(db: Db, userId: number, certificateId: number): Promise<null> {
  if (!(await clearRemindStatus(db, userId, certificateId))) throw AppError.notFound('No such certificate');
  return null;
}

const toMyCertificate = (c: CertificateRow, now: Date): MyCertificate => ({
  id: c.id,
  number: c.number,
  state: certificateStateOf(c, now),
  issuedAt: c.issuedAt.toISOString(),
  expiresAt: c.expiresAt.toISOString(),
  remindStatus: c.remindStatus === '1' ? '1' : '0',
  renewable: isRenewable(c, now),
  certificationId: c.certificationId,
  certificationName: c.certificationName,
  level: c.level,
  kind: c.kind,
  versionLabel: c.versionLabel,
});

/**
 * The learner's certificates, newest first, and medals (cert §9). A medal counts a certificate
 * the learner holds now (valid or about to expire): an expired or revoked one earns none, and a
 * renewed one is not counted beside the certificate that replaced it.
 */
export async function myCertificates(db: Db, userId: number, now = new Date()): Promise<MyCertificates> {
  const certificates = (await listOwnCertificates(db, userId)).map((c) => toMyCertificate(c, now));
  const medals: Medals = { bronze: 0, silver: 0, gold: 0 };
  for (const c of certificates) {
    const medal = MEDAL_BY_LEVEL[c.level as CertificationLevelValue];
    if (medal && (c.state === 'valid' || c.state === 'aboutToExpire')) medals[medal] += 1;
  }
  return { certificates, medals };
}

/** The learner's own certificate as a PDF (404 for anyone else's); 20040 while the company is empty. */
export async function certificatePdf(db: Db, userId: number, rawNumber: string, verifyOrigin: string): Promise<{ number: string; pdf: Uint8Array }> {
  const parsed = certificateNumberSchema.safeParse(rawNumber);
  const row = parsed.success ? await findOwnCertificateByNumber(db, userId, parsed.data) : undefined;
  if (!row) throw AppError.notFound('No such certificate');
  if (!row.company?.trim()) throw new AppError(ErrorCode.COMPANY_INFO_REQUIRED);
  const c = row.certificate;
  if (c.revokedAt) throw new AppError(ErrorCode.OTHER_ERROR, { state: 'revoked' }, 'This certificate was revoked; it can no longer be downloaded.');
  const pdf = await buildCertificatePdf({
    holderName: c.holderName, certificationName: c.certificationName, level: c.level, versionLabel: c.versionLabel,
    number: c.number, issuedAt: c.issuedAt, expiresAt: c.expiresAt, verifyUrl: `${verifyOrigin}/verify/${c.number}`,
  });
  return { number: c.number, pdf };
}

const notFound = (number: string): CertificateVerification => ({
  number, found: false, valid: false, state: null, holderName: null, certificationName: null, level: null, versionLabel: null, issuedAt: null, expiresAt: null,
});

/** "Ada Lovelace" → "A. L.": what stays public of a deleted account's name (decision 0015). */
export const initialsOf = (name: string): string =>
  name.trim().split(/\s+/u).filter(Boolean).map((part) => `${[...part][0]}.`).join(' ');

/**
 * The public verification (no login): a malformed, forged or other tenant's number answers found
 * false (HTTP 200: the page shows "not valid", not an error). Never the e-mail or the user id.
 */
export async function verifyCertificate(db: Db, ctx: Pick<Ctx, 'tenantId'>, rawNumber: string, now = new Date()): Promise<CertificateVerification> {
  const parsed = certificateNumberSchema.safeParse(rawNumber);
  if (!parsed.success) return notFound(rawNumber.slice(0, 40));
  const c = await findCertificateOfTenant(db, ctx.tenantId, parsed.data);
  if (!c) return notFound(parsed.data);
  const state = certificateStateOf(c, now);
  return {
    number: c.number,
    found: true,
    // Within its validity and not revoked (a renewed one stays valid until its own end).
    valid: !c.revokedAt && c.expiresAt.getTime() > now.getTime(),
    state,
    // Decision 0015: the credential outlives the account, the full name does not.
    holderName: (await isHolderDeleted(db, c.userId)) ? initialsOf(c.holderName) : c.holderName,
    certificationName: c.certificationName,
    level: c.level,
    versionLabel: c.versionLabel,
    issuedAt: c.issuedAt.toISOString(),
    expiresAt: c.expiresAt.toISOString(),
  };
}
