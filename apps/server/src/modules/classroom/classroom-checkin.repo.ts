import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classroomRegistrations, classrooms, sites } from '../../db/schema/index';
import { HOLDING_SEAT } from './classroom.repo';

/** A classroom on one of the tenant's sites, with what the trainer's screen shows. */
export async function findRoomOfTenant(db: Db, tenantId: number, classroomId: number) {
  const [row] = await db
    .select({ id: classrooms.id, title: classrooms.title, startAt: classrooms.startAt, endAt: classrooms.endAt })
    .from(classrooms)
    .innerJoin(sites, eq(sites.id, classrooms.siteId))
    .where(and(eq(classrooms.id, classroomId), eq(sites.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}

/** Held seats and how many of them checked in. */
export async function attendanceCounts(db: Db, classroomId: number) {
  const [row] = await db
    .select({
      enrolled: sql<number>`count(*)::int`.mapWith(Number),
      checkedIn: sql<number>`count(*) filter (where ${classroomRegistrations.attendance} = 1)::int`.mapWith(Number),
    })
    .from(classroomRegistrations)
    .where(and(eq(classroomRegistrations.classroomId, classroomId), inArray(classroomRegistrations.status, HOLDING_SEAT)));
  return row ?? { enrolled: 0, checkedIn: 0 };
}

/** The learner's held seat in the classroom, row-locked; null without one. */
export async function lockHeldSeat(tx: Db, userId: number, classroomId: number) {
  const [row] = await tx
    .select({
      id: classroomRegistrations.id,
      attendance: classroomRegistrations.attendance,
      attendedAt: classroomRegistrations.attendedAt,
      checkinWindow: classroomRegistrations.checkinWindow,
    })
    .from(classroomRegistrations)
    .where(
      and(eq(classroomRegistrations.userId, userId), eq(classroomRegistrations.classroomId, classroomId), inArray(classroomRegistrations.status, HOLDING_SEAT)),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A seat of the tenant's classrooms by id, row-locked (staff attendance). */
export async function lockSeatOfTenant(tx: Db, tenantId: number, registrationId: number) {
  const [row] = await tx
    .select({
      id: classroomRegistrations.id,
      classroomId: classroomRegistrations.classroomId,
      userId: classroomRegistrations.userId,
      status: classroomRegistrations.status,
      attendance: classroomRegistrations.attendance,
    })
    .from(classroomRegistrations)
    .innerJoin(classrooms, eq(classrooms.id, classroomRegistrations.classroomId))
    .innerJoin(sites, eq(sites.id, classrooms.siteId))
    .where(and(eq(classroomRegistrations.id, registrationId), eq(sites.tenantId, tenantId)))
    .limit(1)
    .for('update', { of: classroomRegistrations });
  return row ?? null;
}

export async function writeAttendance(tx: Db, registrationId: number, set: { attendance: number; at: Date; by: number | null; window: number | null }) {
  await tx
    .update(classroomRegistrations)
    .set({ attendance: set.attendance, attendedAt: set.at, attendanceBy: set.by, checkinWindow: set.window, updatedAt: set.at })
    .where(eq(classroomRegistrations.id, registrationId));
}
