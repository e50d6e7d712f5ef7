import type { Db } from '../../db/client';
import { findValidCertificatesOfUsers } from './company-certificates.repo';

/** A valid certificate as the company certificate search needs it (decision 0018): no holder data. */
export type ValidCertificate = {
  userId: number;
  number: string;
  groupKey: string;
  certificationName: string;
  level: number;
  expiresAt: Date;
};

/**
 * The certificates of these learners that prove something today: issued in the tenant, not revoked,
 * not replaced by a renewal (the renewal is listed instead) and not past their end. Highest level first.
 */
export const validCertificatesOfUsers = (db: Db, tenantId: number, userIds: number[], now = new Date()): Promise<ValidCertificate[]> =>
  findValidCertificatesOfUsers(db, tenantId, userIds, now);
