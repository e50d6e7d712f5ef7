import type { AuditLogEntry } from '@credo/contracts/certificate';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { decideApplication, revokeCertificate } from '../certificate/certificate-decisions.service';
import { decideEnrolmentRow, insertAudit, listApplications, listAudit, listEnrolments, lockEnrolment } from './staff.repo';

/** For other modules' staff calls: the audit entry written in their transaction (the role check is platform/access `staffOf`). */
export { insertAudit as writeStaffAudit, type AuditInput } from './staff.repo';

/**
 * The staff calls (issue 7, decision 0010): review of enrolments and applications, revocation and
 * the audit log. Every decision locks its row, refuses anything but a pending one (501, nothing
 * changes) and writes staff_audit_log in the same transaction. The staff member's tenant bounds
 * everything they see and decide.
 */

type Staff = { id: number; tenantId: number };
type Decision = 'approve' | 'reject';
const stateOf = (d: Decision) => (d === 'approve' ? 'approved' : 'rejected') as 'approved' | 'rejected';

type ListRow = Awaited<ReturnType<typeof listEnrolments>>[number];
const toItem = (r: ListRow) => ({
  id: r.id,
  userId: r.userId,
  userName: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.name || '',
  email: r.email,
  certificationId: r.certificationId,
  certificationName: r.certificationName,
  state: r.state,
  createdAt: r.createdAt.toISOString(),
});

export async function enrolmentQueue(db: Db, staff: Staff, state: string) {
  return (await listEnrolments(db, staff.tenantId, state)).map(toItem);
}

export async function applicationQueue(db: Db, staff: Staff, state: string) {
  return (await listApplications(db, staff.tenantId, state)).map(toItem);
}

export async function decideEnrolment(db: Db, staff: Staff, body: { enrolmentId: number; decision: Decision; reason?: string }, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await lockEnrolment(tx, staff.tenantId, body.enrolmentId);
    if (!row) throw AppError.notFound('No such enrolment');
    if (row.state !== 'pending') {
      throw new AppError(ErrorCode.OTHER_ERROR, { state: row.state }, `Only a pending enrolment can be decided; this one is ${row.state}. Nothing changed.`);
    }
    const state = stateOf(body.decision);
    const reason = body.reason || null;
    await decideEnrolmentRow(tx, row.id, { state, by: staff.id, reason, at: now });
    await insertAudit(tx, { actorUserId: staff.id, action: `enrolment.${body.decision}`, targetType: 'enrolment', targetId: row.id, detail: { reason, from: row.state, to: state } });
    return { enrolmentId: row.id, state };
  });
}

export async function decideApplicationOf(db: Db, staff: Staff, body: { applicationId: number; decision: Decision; reason?: string }, now = new Date()) {
  return db.transaction(async (tx) => {
    const reason = body.reason || null;
    const { application, certificate } = await decideApplication(tx, staff.tenantId, body.applicationId, staff.id, body.decision, reason, now);
    await insertAudit(tx, {
      actorUserId: staff.id, action: `application.${body.decision}`, targetType: 'application', targetId: application.id,
      detail: { reason, certificateNumber: certificate?.number ?? null, certificateId: certificate?.id ?? null },
    });
    return { applicationId: application.id, state: stateOf(body.decision), certificateNumber: certificate?.number ?? null };
  });
}

export async function revoke(db: Db, staff: Staff, body: { number: string; reason: string }, now = new Date()) {
  return db.transaction(async (tx) => {
    const c = await revokeCertificate(tx, staff.tenantId, body.number, staff.id, body.reason, now);
    await insertAudit(tx, { actorUserId: staff.id, action: 'certificate.revoke', targetType: 'certificate', targetId: c.id, detail: { reason: body.reason, number: c.number } });
    return { number: c.number, revokedAt: now.toISOString() };
  });
}

export async function auditLog(db: Db, staff: Staff, filter: { targetType?: string; targetId?: number }): Promise<AuditLogEntry[]> {
  return (await listAudit(db, staff.tenantId, filter)).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
