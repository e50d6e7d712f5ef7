import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateApplications, certificationEnrolments, certifications, sites, staffAuditLog, users } from '../../db/schema/index';

/** Newest requests last: staff work through the queue oldest first. */
const LIST_LIMIT = 200;
const AUDIT_LIMIT = 200;

const itemColumns = (t: typeof certificationEnrolments | typeof certificateApplications) => ({
  id: t.id, userId: t.userId, firstName: users.firstName, lastName: users.lastName, name: users.name, email: users.email,
  certificationId: t.certificationId, certificationName: certifications.name, state: t.state, createdAt: t.createdAt,
});

export async function listEnrolments(db: Db, tenantId: number, state: string) {
  const t = certificationEnrolments;
  return db.select(itemColumns(t)).from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .innerJoin(certifications, eq(certifications.id, t.certificationId))
    .innerJoin(sites, eq(sites.id, t.siteId))
    .where(and(eq(sites.tenantId, tenantId), eq(t.state, state)))
    .orderBy(asc(t.createdAt), asc(t.id)).limit(LIST_LIMIT);
}

export async function listApplications(db: Db, tenantId: number, state: string) {
  const t = certificateApplications;
  return db.select(itemColumns(t)).from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .innerJoin(certifications, eq(certifications.id, t.certificationId))
    .innerJoin(sites, eq(sites.id, certifications.siteId))
    .where(and(eq(sites.tenantId, tenantId), eq(t.state, state)))
    .orderBy(asc(t.createdAt), asc(t.id)).limit(LIST_LIMIT);
}

/** The enrolment (row-locked) when it belongs to a site of the tenant. */
export async function lockEnrolment(db: Db, tenantId: number, id: number) {
  const [row] = await db.select({ id: certificationEnrolments.id, state: certificationEnrolments.state }).from(certificationEnrolments)
    .innerJoin(sites, eq(sites.id, certificationEnrolments.siteId))
    .where(and(eq(certificationEnrolments.id, id), eq(sites.tenantId, tenantId)))
    .limit(1).for('update', { of: certificationEnrolments });
  return row;
}

export async function decideEnrolmentRow(db: Db, id: number, set: { state: 'approved' | 'rejected'; by: number; reason: string | null; at: Date }) {
  await db.update(certificationEnrolments)
    .set({ state: set.state, decidedBy: set.by, decisionReason: set.reason, decidedAt: set.at, updatedAt: set.at })
    .where(eq(certificationEnrolments.id, id));
}

export type AuditInput = { actorUserId: number; action: string; targetType: 'enrolment' | 'application' | 'certificate' | 'practicalExam'; targetId: number; detail: Record<string, unknown> };

export async function insertAudit(db: Db, entry: AuditInput) {
  await db.insert(staffAuditLog).values(entry);
}

/** Entries written by staff of the tenant, newest first. */
export async function listAudit(db: Db, tenantId: number, filter: { targetType?: string; targetId?: number }) {
  return db.select({
    id: staffAuditLog.id, actorUserId: staffAuditLog.actorUserId, action: staffAuditLog.action, targetType: staffAuditLog.targetType,
    targetId: staffAuditLog.targetId, detail: staffAuditLog.detail, createdAt: staffAuditLog.createdAt,
  }).from(staffAuditLog)
    .innerJoin(users, eq(users.id, staffAuditLog.actorUserId))
    .where(and(
      eq(users.tenantId, tenantId),
      filter.targetType ? eq(staffAuditLog.targetType, filter.targetType) : undefined,
      filter.targetId ? eq(staffAuditLog.targetId, filter.targetId) : undefined,
    ))
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id)).limit(AUDIT_LIMIT);
}
