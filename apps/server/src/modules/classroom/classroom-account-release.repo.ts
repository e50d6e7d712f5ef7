import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classroomRegistrations, classrooms, classroomWaitlist } from '../../db/schema/index';
import { CLASSROOM_SEAT_LOCK, HOLDING_SEAT } from './classroom.repo';
import { WAITING } from './classroom-waitlist.repo';

/** Reads and locks of an account's release (classroom-account-release.ts). */

/** The learner's held seats in classrooms that have not started, with what the promotion needs. */
export function findFutureSeatsOf(tx: Db, userId: number, now: Date) {
  return tx
    .select({
      seatId: classroomRegistrations.id,
      classroomId: classrooms.id,
      siteId: classrooms.siteId,
      languageId: classrooms.languageId,
      seats: classrooms.seats,
    })
    .from(classroomRegistrations)
    .innerJoin(classrooms, eq(classrooms.id, classroomRegistrations.classroomId))
    .where(and(eq(classroomRegistrations.userId, userId), inArray(classroomRegistrations.status, HOLDING_SEAT), gt(classrooms.startAt, now)))
    .orderBy(asc(classrooms.id));
}

/** The learner's waiting rows (any classroom: a queue place of a deleted account serves nobody). */
export function findWaitingRowsOf(tx: Db, userId: number) {
  return tx
    .select({ id: classroomWaitlist.id, classroomId: classroomWaitlist.classroomId })
    .from(classroomWaitlist)
    .where(and(eq(classroomWaitlist.userId, userId), eq(classroomWaitlist.status, WAITING)))
    .orderBy(asc(classroomWaitlist.classroomId));
}

/**
 * The learner's seat lock, waiting for it (unlike the request path's try-lock, which answers
 * 10002): a seat request of theirs still in flight commits first, and its seat is released too.
 */
export async function waitForLearnerLock(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLASSROOM_SEAT_LOCK}::int, ${userId}::int)`);
}
