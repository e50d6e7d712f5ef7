import { and, desc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, staffAuditLog } from '../../db/schema/index';

export type AuditInput = {
  actorUserId: number;
  action: string;
  targetType:
    'enrolment' | 'application' | 'certificate' | 'practicalExam' | 'order' | 'classroomRegistration' | 'smartTryRequest' | 'trainerApplication' | 'campaign';
  targetId: number;
  detail: Record<string, unknown>;
};

export async function insertAudit(db: Db, entry: AuditInput) {
  await db.insert(staffAuditLog).values(entry);
}

/** Names of certifications (a published read model), for the queues' rows. */
export async function findCertificationNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: certifications.id, name: certifications.name })
    .from(certifications)
    .where(inArray(certifications.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Audit entries newest first, optionally of one target, written by the given actors (a subquery of
 * the tenant's users from the user face): the tenant is filtered in SQL, so the limit counts only
 * this tenant's entries and no other tenant's row is read out.
 */
export async function findAuditEntries(db: Db, actors: SQLWrapper, filter: { targetType?: string; targetId?: number }, limit: number) {
  return db
    .select({
      id: staffAuditLog.id,
      actorUserId: staffAuditLog.actorUserId,
      action: staffAuditLog.action,
      targetType: staffAuditLog.targetType,
      targetId: staffAuditLog.targetId,
      detail: staffAuditLog.detail,
      createdAt: staffAuditLog.createdAt,
    })
    .from(staffAuditLog)
    .where(
      and(
        inArray(staffAuditLog.actorUserId, actors),
        filter.targetType ? eq(staffAuditLog.targetType, filter.targetType) : undefined,
        filter.targetId ? eq(staffAuditLog.targetId, filter.targetId) : undefined,
      ),
    )
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(limit);
}
