import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateApplications, certifications, sites } from '../../db/schema/index';

/** Applications for certifications of the tenant's sites in one state, oldest first. */
export function findApplicationsOfTenant(db: Db, tenantId: number, state: string, limit: number) {
  const t = certificateApplications;
  return db
    .select({ id: t.id, userId: t.userId, certificationId: t.certificationId, state: t.state, createdAt: t.createdAt })
    .from(t)
    .innerJoin(certifications, eq(certifications.id, t.certificationId))
    .innerJoin(sites, eq(sites.id, certifications.siteId))
    .where(and(eq(sites.tenantId, tenantId), eq(t.state, state)))
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(limit);
}
