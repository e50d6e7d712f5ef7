import type { Db } from '../../db/client';
import { recordAttendance } from '../classroom/index';
import { gradePracticalExam } from '../practical-exam/index';
import { insertAudit } from './staff.repo';

type Staff = { id: number; tenantId: number };

/**
 * Staff decisions on instructor-led training (issue 17): a graded practical-exam recording and
 * attendance marked by hand. Each is written with its audit entry in one transaction, like the
 * other staff decisions.
 */

/** POST staff/practical-exam/grade: score out of 100, pass at 80; the place's result moves the certification's steps. */
export async function gradePracticalExamOf(db: Db, staff: Staff, body: { practicalExamApproveId: number; score: number; reason?: string }, now = new Date()) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { decision, detail } = await gradePracticalExam(tx, staff, body, now);
    await insertAudit(tx, {
      actorUserId: staff.id,
      action: `practicalExam.graded.${decision.approval === 1 ? 'success' : 'fail'}`,
      targetType: 'practicalExam',
      targetId: decision.practicalExamApproveId,
      detail,
    });
    return { ...decision, score: body.score };
  });
}

/** POST staff/classroom/attendance: checked in or absent, by hand. */
export async function markAttendanceOf(db: Db, staff: Staff, body: { registrationId: number; attendance: 'checkedIn' | 'absent'; reason?: string }) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { result, detail } = await recordAttendance(tx, staff, body);
    await insertAudit(tx, {
      actorUserId: staff.id,
      action: `classroom.attendance.${body.attendance}`,
      targetType: 'classroomRegistration',
      targetId: result.registrationId,
      detail,
    });
    return result;
  });
}
