import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, certifications } from '../../db/schema/index';

/**
 * Which of these learners hold a certificate of this certification type that proves something
 * today (issued in the tenant, not revoked, not replaced by a renewal, not past its end): the
 * audience filter of campaign mail.
 */
export async function holdersOfValidCertificateType(
  db: Db,
  tenantId: number,
  userIds: number[],
  certificationTypeId: number,
  now = new Date(),
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: certificates.userId })
    .from(certificates)
    .innerJoin(certifications, eq(certifications.id, certificates.certificationId))
    .where(
      and(
        eq(certificates.tenantId, tenantId),
        inArray(certificates.userId, userIds),
        eq(certifications.typeId, certificationTypeId),
        isNull(certificates.revokedAt),
        isNull(certificates.renewedById),
        gt(certificates.expiresAt, now),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
