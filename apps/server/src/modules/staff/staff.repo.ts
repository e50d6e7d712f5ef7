import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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
 * Audit entries newest first, optionally of one target; `before` continues after the last entry
 * of the previous page. The tenant is the actor's: the caller keeps its own staff's entries.
 */
export async function findAuditPage(db: Db, filter: { targetType?: string; targetId?: number }, limit: number, before?: { createdAt: Date; id: number }) {
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
        filter.targetType ? eq(staffAuditLog.targetType, filter.targetType) : undefined,
        filter.targetId ? eq(staffAuditLog.targetId, filter.targetId) : undefined,
        before ? sql`(${staffAuditLog.createdAt}, ${staffAuditLog.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::int)` : undefined,
      ),
    )
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(limit);
}
