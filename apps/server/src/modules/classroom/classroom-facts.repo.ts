import { and, asc, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classroomRegistrations, classrooms } from '../../db/schema/index';

/**
 * What the certification's status and the exam's qualification read from classroom seats
 * (decision 0011; issue 15: the classroom module owns its tables and answers for them): the
 * learner's seats of the current cycle (created at or after `since`) and the upcoming sessions.
 */

/** Classroom seats that count: pending or enrolled (cert §4 states 2 and 3). */
const HOLDING_SEAT = [2, 3];
const ENROLLED = 3;

/**
 * booked: a pending or enrolled seat in one of the certification's classrooms; finished: an
 * enrolled seat in one that has ended (the training took place), which opens the theory exam for
 * a classroom learner.
 */
export async function findTrainingFacts(db: Db, userId: number, certificationId: number, since: Date, now: Date) {
  const rows = await db
    .select({ status: classroomRegistrations.status, endAt: classrooms.endAt })
    .from(classroomRegistrations)
    .innerJoin(classrooms, eq(classrooms.id, classroomRegistrations.classroomId))
    .where(
      and(
        eq(classroomRegistrations.userId, userId),
        eq(classroomRegistrations.certificationId, certificationId),
        inArray(classroomRegistrations.status, HOLDING_SEAT),
        gte(classroomRegistrations.createdAt, since),
      ),
    );
  return {
    booked: rows.length > 0,
    finished: rows.some((r) => r.status === ENROLLED && r.endAt <= now),
  };
}

/** The certification's classrooms on the site that have not started, soonest first (public detail). */
export function findUpcomingClassrooms(db: Db, siteId: number, certificationId: number, now: Date) {
  return db
    .select({
      id: classrooms.id,
      title: classrooms.title,
      kind: classrooms.kind,
      startAt: classrooms.startAt,
      endAt: classrooms.endAt,
      city: classrooms.city,
      countryCode: classrooms.countryCode,
    })
    .from(classrooms)
    .where(and(eq(classrooms.siteId, siteId), eq(classrooms.certificationId, certificationId), gt(classrooms.startAt, now)))
    .orderBy(asc(classrooms.startAt), asc(classrooms.id));
}
