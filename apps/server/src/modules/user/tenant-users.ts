import { eq, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * The ids of a tenant's users as a subquery, for another module's filter in SQL
 * (`inArray(column, userIdsOfTenant(db, tenantId))`): the database keeps other tenants' rows back,
 * so the caller's limit and order count only this tenant's (the staff audit log).
 */
export const userIdsOfTenant = (db: Db, tenantId: number): SQLWrapper => db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId));
