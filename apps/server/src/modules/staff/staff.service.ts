import type { AuditLogEntry } from '@credo/contracts/certificate';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { decideApplication, listApplicationsOfTenant, revokeCertificate } from '../certificate/index';
import { decideEnrolment as decideEnrolmentRow, listEnrolmentsOfTenant, lockEnrolmentOfTenant } from '../enrolment/index';
import { recordPracticalExamResult } from '../practical-exam/index';
import { notify } from '../notification/index';
import { displayNameOf, userCardsByIds, userIdsOfTenant } from '../user/index';
import { findAuditEntries, findCertificationNames, insertAudit } from './staff.repo';

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

/** Newest requests last: staff work through the queue oldest first. */
const LIST_LIMIT = 200;
const AUDIT_LIMIT = 200;

type QueueRow = { id: number; userId: number; certificationId: number; state: string; createdAt: Date };

/** The queue's rows with the learner's name and e-mail (user face) and the certification's name, one query each. */
async function toItems(db: Db, rows: QueueRow[]) {
  const [users, names] = [
    await userCardsByIds(
      db,
      rows.map((r) => r.userId),
    ),
    await findCertificationNames(
      db,
      rows.map((r) => r.certificationId),
    ),
  ];
  return rows.flatMap((r) => {
    const u = users.get(r.userId);
    const certificationName = names.get(r.certificationId);
    if (!u || certificationName === undefined) return [];
    return [
      {
        id: r.id,
        userId: r.userId,
        userName: displayNameOf(u),
        email: u.email,
        certificationId: r.certificationId,
        certificationName,
        state: r.state,
        createdAt: r.createdAt.toISOString(),
      },
    ];
  });
}

export async function enrolmentQueue(db: Db, staff: Staff, state: string) {
  return toItems(db, await listEnrolmentsOfTenant(db, staff.tenantId, state, LIST_LIMIT));
}

export async function applicationQueue(db: Db, staff: Staff, state: string) {
  return toItems(db, await listApplicationsOfTenant(db, staff.tenantId, state, LIST_LIMIT));
}

export async function decideEnrolment(db: Db, staff: Staff, body: { enrolmentId: number; decision: Decision; reason?: string }, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await lockEnrolmentOfTenant(tx, staff.tenantId, body.enrolmentId);
    if (!row) throw AppError.notFound('No such enrolment');
    if (row.state !== 'pending') {
      throw new AppError(ErrorCode.OTHER_ERROR, { state: row.state }, `Only a pending enrolment can be decided; this one is ${row.state}. Nothing changed.`);
    }
    const state = stateOf(body.decision);
    const reason = body.reason || null;
    await decideEnrolmentRow(tx, row.id, { state, by: staff.id, reason, at: now });
    const certificationName = (await findCertificationNames(tx, [row.certificationId])).get(row.certificationId) ?? '';
    await notify(tx, {
      type: 'enrolment.decided',
      userId: row.userId,
      enrolmentId: row.id,
      certificationId: row.certificationId,
      certificationName,
      approved: state === 'approved',
      reason,
      at: now,
    });
    await insertAudit(tx, {
      actorUserId: staff.id,
      action: `enrolment.${body.decision}`,
      targetType: 'enrolment',
      targetId: row.id,
      detail: { reason, from: row.state, to: state },
    });
    return { enrolmentId: row.id, state };
  });
}

export async function decideApplicationOf(db: Db, staff: Staff, body: { applicationId: number; decision: Decision; reason?: string }, now = new Date()) {
  return db.transaction(async (tx) => {
    const reason = body.reason || null;
    const { application, certificate } = await decideApplication(tx, staff.tenantId, body.applicationId, staff.id, body.decision, reason, now);
    await insertAudit(tx, {
      actorUserId: staff.id,
      action: `application.${body.decision}`,
      targetType: 'application',
      targetId: application.id,
      detail: { reason, certificateNumber: certificate?.number ?? null, certificateId: certificate?.id ?? null },
    });
    return { applicationId: application.id, state: stateOf(body.decision), certificateNumber: certificate?.number ?? null };
  });
}

export async function revoke(db: Db, staff: Staff, body: { number: string; reason: string }, now = new Date()) {
  return db.transaction(async (tx) => {
    const c = await revokeCertificate(tx, staff.tenantId, body.number, staff.id, body.reason, now);
    await insertAudit(tx, {
      actorUserId: staff.id,
      action: 'certificate.revoke',
      targetType: 'certificate',
      targetId: c.id,
      detail: { reason: body.reason, number: c.number },
    });
    return { number: c.number, revokedAt: now.toISOString() };
  });
}

/** Entries written by staff of the tenant, newest first (200 at most); the tenant is filtered in SQL. */
export async function auditLog(db: Db, staff: Staff, filter: { targetType?: string; targetId?: number }): Promise<AuditLogEntry[]> {
  const rows = await findAuditEntries(db, userIdsOfTenant(db, staff.tenantId), filter, AUDIT_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * The staff's result of a practical-exam place (decision 0011): the practical-exam module records
 * it, this module writes the audit entry, both in one transaction (issue 15: staff calls down).
 */
export async function decidePracticalExamOf(
  db: Db,
  staff: Staff,
  body: { practicalExamApproveId: number; result: 'success' | 'fail' | 'absent'; reason?: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const { decision, detail } = await recordPracticalExamResult(tx, staff, body, now);
    await insertAudit(tx, {
      actorUserId: staff.id,
      action: `practicalExam.${body.result}`,
      targetType: 'practicalExam',
      targetId: decision.practicalExamApproveId,
      detail,
    });
    return decision;
  });
}
