import { randomBytes } from 'node:crypto';
import { certificateNumberSchema } from '@credo/contracts/certificate';
import { CERTIFICATE_VALIDITY_YEARS } from '@credo/contracts/constants';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { rowOfTenant } from '../../platform/access';
import { AppError } from '../../platform/app-error';
import { notify } from '../notification/index';
import { findIssueFacts } from './certificate-holder.service';
import {
  findCertificateOfTenant,
  insertCertificate,
  lockApplication,
  lockReplaceable,
  markApplication,
  markRevoked,
  setRenewedBy,
  type ApplicationRow,
  type CertificateRow,
} from './certificate.repo';

/** [0-9A-Z] without I and O (they read as 1 and 0): 34 characters. */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Bytes at or above this would bias the draw (256 is not a multiple of 34): drawn again. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);
const NUMBER_ATTEMPTS = 8;

/** CR-YYYY-XXXXXXXX: the issue year and 8 characters from crypto random (about 1.8e12 numbers a year, not guessable). */
export function drawCertificateNumber(issuedAt: Date, random: (n: number) => Buffer = randomBytes): string {
  let out = '';
  while (out.length < 8) {
    for (const byte of random(16)) {
      if (byte < UNBIASED_LIMIT && out.length < 8) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `CR-${issuedAt.getUTCFullYear()}-${out}`;
}

export const addYears = (at: Date, years: number) => {
  const end = new Date(at);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
};

/** "First Last" when the profile has them, else the account name. */
export const holderNameOf = (u: { firstName: string | null; lastName: string | null; name: string | null }) =>
  [u.firstName, u.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ') ||
  u.name?.trim() ||
  '';

export type Decided = { application: ApplicationRow; certificate: CertificateRow | null };

const alreadyDecided = (state: string) => new AppError(ErrorCode.OTHER_ERROR, { state }, `This application was already decided (${state}); nothing changed.`);

/**
 * Staff decision on an application, inside the caller's transaction (decision 0010). The
 * application row is locked first, so two approvals racing each other issue one certificate: the
 * second finds it decided and answers 501. Approving issues the certificate in the same
 * transaction and marks the learner's earlier certificate of the group (if any) renewed by it.
 */
export async function decideApplication(
  tx: Db,
  tenantId: number,
  applicationId: number,
  staffUserId: number,
  decision: 'approve' | 'reject',
  reason: string | null,
  now = new Date(),
): Promise<Decided> {
  const { application } = rowOfTenant({ tenantId }, await lockApplication(tx, applicationId), 'No such application');
  if (application.state !== 'pending') throw alreadyDecided(application.state);
  if (decision === 'reject') {
    await markApplication(tx, application.id, { state: 'rejected', decidedBy: staffUserId, reason, at: now });
    const certificationName = (await findIssueFacts(tx, application.certificationId, application.userId))?.certificationName ?? '';
    await notify(tx, {
      type: 'application.decided',
      userId: application.userId,
      applicationId: application.id,
      certificationId: application.certificationId,
      certificationName,
      approved: false,
      reason,
      at: now,
    });
    return { application: { ...application, state: 'rejected', decisionReason: reason }, certificate: null };
  }
  const facts = await findIssueFacts(tx, application.certificationId, application.userId);
  if (!facts) throw AppError.notFound('The certification of this application no longer exists');
  const earlier = await lockReplaceable(tx, application.userId, facts.groupKey);
  let certificate: CertificateRow | undefined;
  for (let i = 0; i < NUMBER_ATTEMPTS && !certificate; i++) {
    certificate = await insertCertificate(tx, {
      number: drawCertificateNumber(now),
      userId: application.userId,
      certificationId: application.certificationId,
      applicationId: application.id,
      tenantId: facts.tenantId,
      holderName: holderNameOf(facts),
      certificationName: facts.certificationName,
      level: facts.level,
      kind: facts.kind,
      groupKey: facts.groupKey,
      versionLabel: facts.versionLabel,
      issuedAt: now,
      expiresAt: addYears(now, CERTIFICATE_VALIDITY_YEARS),
      remindStatus: '1',
    });
  }
  if (!certificate) throw new Error('No free certificate number after several draws');
  if (earlier) await setRenewedBy(tx, earlier.id, certificate.id);
  await markApplication(tx, application.id, { state: 'approved', decidedBy: staffUserId, reason, at: now });
  // Approval issues the certificate at once: one mail, the certificate's (not a second "approved" one).
  await notify(tx, {
    type: 'certificate.issued',
    userId: certificate.userId,
    certificateId: certificate.id,
    number: certificate.number,
    certificationName: certificate.certificationName,
    expiresAt: certificate.expiresAt,
  });
  return { application: { ...application, state: 'approved', decisionReason: reason }, certificate };
}

/**
 * Staff revoke a certificate of their tenant (row-locked): it verifies as not valid from then on.
 * Unknown number: 404; already revoked: 501 and nothing changes.
 */
export async function revokeCertificate(
  tx: Db,
  tenantId: number,
  rawNumber: string,
  staffUserId: number,
  reason: string,
  now = new Date(),
): Promise<CertificateRow> {
  const parsed = certificateNumberSchema.safeParse(rawNumber);
  const certificate = parsed.success ? await findCertificateOfTenant(tx, tenantId, parsed.data, true) : undefined;
  if (!certificate) throw AppError.notFound('No such certificate');
  if (certificate.revokedAt) throw new AppError(ErrorCode.OTHER_ERROR, { state: 'revoked' }, 'This certificate was already revoked; nothing changed.');
  await markRevoked(tx, certificate.id, { by: staffUserId, reason, at: now });
  await notify(tx, {
    type: 'certificate.revoked',
    userId: certificate.userId,
    certificateId: certificate.id,
    number: certificate.number,
    certificationName: certificate.certificationName,
    reason,
  });
  return { ...certificate, revokedAt: now, revokedBy: staffUserId, revokeReason: reason };
}
