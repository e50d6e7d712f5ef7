import type { Db } from '../../db/client';
import { findApplicationsOfTenant } from './certificate-queue.repo';

/** Staff: the tenant's certificate applications in one state, oldest first (the staff module adds names). */
export const listApplicationsOfTenant = (db: Db, tenantId: number, state: string, limit: number) => findApplicationsOfTenant(db, tenantId, state, limit);
