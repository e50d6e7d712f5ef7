import { certificateStateOf } from '@credo/contracts/certificate';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { findCertificatesOfGroups, findCycleCertificate, findGroupCertificate, findLatestApplication } from './certificate-facts.repo';
import { findOwnCertificate, insertPendingApplication, type ApplicationRow, type CertificateRow } from './certificate.repo';
import { isRenewable } from './certificate.service';

/** What other modules may know of a learner's applications and certificates (issue 15: asked here, never read from the tables). */

export type { ApplicationRow, CertificateRow };
export type HeldCertificate = Pick<CertificateRow, 'groupKey' | 'expiresAt' | 'revokedAt' | 'renewedById'>;

/** The learner's latest application for the certification in the cycle begun at `since`, or null. */
export const latestApplicationOf = (db: Db, userId: number, certificationId: number, since: Date): Promise<ApplicationRow | null> =>
  findLatestApplication(db, userId, certificationId, since);

/** The certificate of the certification issued to the learner since `since` (the cycle's), or null. */
export const cycleCertificateOf = (db: Db, userId: number, certificationId: number, since: Date): Promise<CertificateRow | null> =>
  findCycleCertificate(db, userId, certificationId, since);

/**
 * The learner's newest certificate of a certification group, neither revoked nor replaced: it
 * answers for every version of the group (another site or language), or null.
 */
export const groupCertificateOf = (db: Db, userId: number, groupKey: string): Promise<CertificateRow | null> => findGroupCertificate(db, userId, groupKey);

/** The learner's certificates of some certification groups (held or not: the caller applies the state). */
export const certificatesOfGroups = (db: Db, userId: number, groupKeys: string[]): Promise<HeldCertificate[]> =>
  findCertificatesOfGroups(db, userId, groupKeys);

/**
 * Records a pending application for the learner's enrolment (the certification module decides
 * the learner may apply). 20036 when one is already pending: the partial unique index decides,
 * so racing clicks write one row.
 */
export async function submitApplication(db: Db, row: { userId: number; certificationId: number; enrolmentId: number }): Promise<{ id: number }> {
  const inserted = await insertPendingApplication(db, row);
  if (!inserted) throw new AppError(ErrorCode.APPLICATION_PENDING);
  return { id: inserted.id };
}

/**
 * The learner's own certificate, row-locked, when it may be renewed (decision 0010): another's
 * or an unknown one 404; a valid one, a renewed or a revoked one 501 with the reason.
 */
export async function renewableCertificateOf(tx: Db, userId: number, certificateId: number, now: Date): Promise<CertificateRow> {
  const certificate = await findOwnCertificate(tx, userId, certificateId, true);
  if (!certificate) throw AppError.notFound('No such certificate');
  if (!isRenewable(certificate, now)) {
    const state = certificateStateOf(certificate, now);
    throw new AppError(
      ErrorCode.OTHER_ERROR,
      { state },
      state === 'valid' ? 'This certificate can be renewed in the last 90 days of its validity.' : `This certificate cannot be renewed (${state}).`,
    );
  }
  return certificate;
}
