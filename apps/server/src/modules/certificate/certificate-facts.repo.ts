import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateApplications, certificates } from '../../db/schema/index';

/**
 * What the certification's status reads from applications and certificates (decision 0010;
 * issue 15: the certificate module owns these tables and answers for them).
 */

/** The learner's latest application for the certification in the current cycle (created at or after `since`). */
export async function findLatestApplication(db: Db, userId: number, certificationId: number, since: Date) {
  const [row] = await db
    .select()
    .from(certificateApplications)
    .where(
      and(
        eq(certificateApplications.userId, userId),
        eq(certificateApplications.certificationId, certificationId),
        gte(certificateApplications.createdAt, since),
      ),
    )
    .orderBy(desc(certificateApplications.createdAt), desc(certificateApplications.id))
    .limit(1);
  return row ?? null;
}

/** The certificate of the certification issued to the learner in the current cycle. */
export async function findCycleCertificate(db: Db, userId: number, certificationId: number, since: Date) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.certificationId, certificationId), gte(certificates.issuedAt, since)))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(1);
  return row ?? null;
}

/**
 * The learner's newest certificate of a certification group issued for another version (another
 * site or language) and neither revoked nor replaced: it answers for every version of the group.
 */
export async function findGroupCertificate(db: Db, userId: number, groupKey: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.groupKey, groupKey), isNull(certificates.revokedAt), isNull(certificates.renewedById)))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(1);
  return row ?? null;
}

/** The learner's certificates of some certification groups (held or not: the caller applies the state). */
export function findCertificatesOfGroups(db: Db, userId: number, groupKeys: string[]) {
  if (groupKeys.length === 0) return Promise.resolve([]);
  return db
    .select({ groupKey: certificates.groupKey, expiresAt: certificates.expiresAt, revokedAt: certificates.revokedAt, renewedById: certificates.renewedById })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), inArray(certificates.groupKey, groupKeys)));
}
