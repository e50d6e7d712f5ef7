import {
  certificateNumberSchema,
  certificateStateOf,
  type CertificateVerification,
  type Medals,
  type MyCertificate,
  type MyCertificates,
} from '@credo/contracts/certificate';
import { MEDAL_BY_LEVEL, type CertificationLevelValue } from '@credo/contracts/enums-site';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { findOwnCertificateByNumber, isHolderDeleted } from './certificate-holder.service';
import { buildCertificatePdf } from './certificate-pdf';
import { clearRemindStatus, findCertificateOfTenant, listOwnCertificates, type CertificateRow } from './certificate.repo';

type Ctx = Pick<RequestContext, 'siteId' | 'languageId' | 'tenantId'>;

/** About to expire or expired (and so neither renewed nor revoked): the learner may renew it (decision 0010). */
export const isRenewable = (c: CertificateRow, now: Date) => {
  const state = certificateStateOf(c, now);
  return state === 'aboutToExpire' || state === 'expired';
};

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
    holderName: c.holderName,
    certificationName: c.certificationName,
    level: c.level,
    versionLabel: c.versionLabel,
    number: c.number,
    issuedAt: c.issuedAt,
    expiresAt: c.expiresAt,
    verifyUrl: `${verifyOrigin}/verify/${c.number}`,
  });
  return { number: c.number, pdf };
}

const notFound = (number: string): CertificateVerification => ({
  number,
  found: false,
  valid: false,
  state: null,
  holderName: null,
  certificationName: null,
  level: null,
  versionLabel: null,
  issuedAt: null,
  expiresAt: null,
});

/** "Ada Lovelace" → "A. L.": what stays public of a deleted account's name (decision 0015). */
export const initialsOf = (name: string): string =>
  name
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .map((part) => `${[...part][0]}.`)
    .join(' ');

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
