import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema/certificate';

/** Unrevoked, not replaced certificates of these learners in the tenant, still within their validity at `now`. */
export async function findValidCertificatesOfUsers(db: Db, tenantId: number, userIds: number[], now: Date) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: certificates.userId,
      number: certificates.number,
      groupKey: certificates.groupKey,
      certificationName: certificates.certificationName,
      level: certificates.level,
      expiresAt: certificates.expiresAt,
    })
    .from(certificates)
    .where(
      and(
        eq(certificates.tenantId, tenantId),
        inArray(certificates.userId, userIds),
        isNull(certificates.revokedAt),
        isNull(certificates.renewedById),
        gt(certificates.expiresAt, now),
      ),
    )
    .orderBy(desc(certificates.level), asc(certificates.certificationName), asc(certificates.id));
}
