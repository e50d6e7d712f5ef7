import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/user';

/** The people of a site who entered this VAT number in their profile (deleted accounts have none left). */
export async function findCompanyMembers(db: Db, where: { tenantId: number; siteId: number }, vatNumber: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, where.tenantId), eq(users.siteId, where.siteId), eq(users.vatNumber, vatNumber), isNull(users.deletedAt)));
}
