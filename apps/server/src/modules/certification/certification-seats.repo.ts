import { and, asc, desc, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classroomRegistrations, classrooms, practicalExamEnrolments, practicalExams } from '../../db/schema/index';

/**
 * The facts the certification's status reads from seats (decision 0011): the learner's classroom
 * seats and practical-exam places of the current cycle (created at or after `since`). The seats
 * are written by the classroom and practical-exam modules; this only reads them.
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
  const rows = await db.select({ status: classroomRegistrations.status, endAt: classrooms.endAt })
    .from(classroomRegistrations)
    .innerJoin(classrooms, eq(classrooms.id, classroomRegistrations.classroomId))
    .where(and(
      eq(classroomRegistrations.userId, userId), eq(classroomRegistrations.certificationId, certificationId),
      inArray(classroomRegistrations.status, HOLDING_SEAT), gte(classroomRegistrations.createdAt, since),
    ));
  return {
    booked: rows.length > 0,
    finished: rows.some((r) => r.status === ENROLLED && r.endAt <= now),
  };
}

/** Practical-exam user states (cert §4) that mean "took a place": 2 enrolled, 4 success, 5 fail. */
const TOOK_PLACE = [2, 4, 5];
const SUCCESS = 4;
const FAIL = 5;

/**
 * The learner's latest place of the cycle as the status card tells it (issue 14): booked (the
 * session has not ended), awaiting the result (it has ended, no result yet), failed or passed.
 */
export type PracticalPlace = {
  state: 'booked' | 'awaitingResult' | 'failed' | 'passed';
  practicalExamId: number; name: string; startAt: Date; endAt: Date; city: string | null; address: string | null;
};

/** enrolled: a place taken in the cycle; passed: a place with the staff's success result; latest: the newest place. */
export async function findPracticalFacts(db: Db, userId: number, certificationId: number, since: Date, now = new Date()) {
  const rows = await db.select({
    status: practicalExamEnrolments.status, practicalExamId: practicalExams.id, name: practicalExams.name,
    startAt: practicalExams.startAt, endAt: practicalExams.endAt, city: practicalExams.city, address: practicalExams.address,
  }).from(practicalExamEnrolments)
    .innerJoin(practicalExams, eq(practicalExams.id, practicalExamEnrolments.practicalExamId))
    .where(and(
      eq(practicalExamEnrolments.userId, userId), eq(practicalExamEnrolments.certificationId, certificationId),
      inArray(practicalExamEnrolments.status, TOOK_PLACE), gte(practicalExamEnrolments.createdAt, since),
    ))
    .orderBy(desc(practicalExamEnrolments.createdAt), desc(practicalExamEnrolments.id));
  const [top] = rows;
  const latest: PracticalPlace | null = top ? {
    state: top.status === SUCCESS ? 'passed' : top.status === FAIL ? 'failed' : top.endAt <= now ? 'awaitingResult' : 'booked',
    practicalExamId: top.practicalExamId, name: top.name, startAt: top.startAt, endAt: top.endAt, city: top.city, address: top.address,
  } : null;
  return { enrolled: rows.length > 0, passed: rows.some((r) => r.status === SUCCESS), latest };
}

/** The certification's classrooms on the site that have not started, soonest first (public detail). */
export function findUpcomingClassrooms(db: Db, siteId: number, certificationId: number, now: Date) {
  return db.select({
    id: classrooms.id, title: classrooms.title, kind: classrooms.kind, startAt: classrooms.startAt, endAt: classrooms.endAt,
    city: classrooms.city, countryCode: classrooms.countryCode,
  }).from(classrooms)
    .where(and(eq(classrooms.siteId, siteId), eq(classrooms.certificationId, certificationId), gt(classrooms.startAt, now)))
    .orderBy(asc(classrooms.startAt), asc(classrooms.id));
}

/** The certification's practical-exam sessions on the site that have not started, soonest first. */
export function findUpcomingPracticalExams(db: Db, siteId: number, certificationId: number, now: Date) {
  return db.select({
    id: practicalExams.id, name: practicalExams.name, isCharge: practicalExams.isCharge, regionId: practicalExams.regionId,
    startAt: practicalExams.startAt, endAt: practicalExams.endAt, city: practicalExams.city, countryCode: practicalExams.countryCode,
  }).from(practicalExams)
    .where(and(eq(practicalExams.siteId, siteId), eq(practicalExams.certificationId, certificationId), gt(practicalExams.startAt, now)))
    .orderBy(asc(practicalExams.startAt), asc(practicalExams.id));
}
