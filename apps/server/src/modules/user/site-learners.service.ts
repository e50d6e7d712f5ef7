import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * One page of a site's learners, by id (campaign mail walks a whole site in batches with a cursor):
 * learners only (no staff), accounts not deleted, of this tenant and site.
 */
export async function learnerIdsOfSite(db: Db, where: { tenantId: number; siteId: number }, afterUserId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.tenantId, where.tenantId), eq(users.siteId, where.siteId), eq(users.role, 'learner'), isNull(users.deletedAt), gt(users.id, afterUserId)),
    )
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
