import { ClassroomUserState } from '@credo/contracts/enums';
import type { ClassroomSeatResult } from '@credo/contracts/training';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { findSessionById } from './classroom-list.repo';
import { takeClassroomSeat } from './classroom.service';
import { assertFreeClassroom } from './classroom-price';
import { cancelAndPromote } from './classroom-waitlist.service';

/**
 * Non-certification events (issue 17; cert §9 event types seminar 0, workshop 1, webinar 2):
 * classrooms without a certification and with an event type. Enrol and cancel keep the seat rules
 * of decision 0011 for such a classroom (404, 10013, 10024, 10014; 10011 for a late cancel) and the
 * waitlist's promotion on cancel. A certification classroom is not an event here: 404.
 */

type Ctx = { tenantId: number; siteId: number; languageId: number };

async function assertEvent(db: Db, tenantId: number, classroomId: number) {
  const row = await findSessionById(db, tenantId, classroomId);
  if (!row || row.eventType === null) throw AppError.notFound('No such event');
}

export async function enrollEvent(db: Db, ctx: Ctx, userId: number, classroomId: number, now = new Date()): Promise<ClassroomSeatResult> {
  await assertEvent(db, ctx.tenantId, classroomId);
  await assertFreeClassroom(db, classroomId);
  const seat = await db.transaction((tx) =>
    takeClassroomSeat(tx as unknown as Db, ctx, userId, classroomId, { via: 'direct', emailNotificationStatus: 1 }, now),
  );
  return { ...seat, userStatus: ClassroomUserState.ENROLLED };
}

export async function cancelEvent(db: Db, ctx: Ctx, userId: number, classroomId: number, now = new Date()): Promise<ClassroomSeatResult> {
  await assertEvent(db, ctx.tenantId, classroomId);
  const { promoted: _promoted, ...result } = await cancelAndPromote(db, ctx, userId, { classroomId }, now);
  return result;
}
