import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapterProgress, creditGrants, registrations, releaseCourses } from '../../db/schema/index';

/**
 * The learner's progress towards a certification, as the modules above learning ask for it
 * (issue 15): credit grants, started courses, registrations, and the reset after two failed
 * theory exams. Learning owns these tables; nobody else reads or writes them.
 */

/** The learner's credit grants towards the certification, oldest first. */
export function findCreditGrants(db: Db, userId: number, certificationId: number) {
  return db
    .select({ credits: creditGrants.credits, grantedAt: creditGrants.grantedAt, releaseCourseId: creditGrants.releaseCourseId })
    .from(creditGrants)
    .where(and(eq(creditGrants.userId, userId), eq(creditGrants.certificationId, certificationId)))
    .orderBy(asc(creditGrants.grantedAt));
}

/** Whether the learner started a course of the certification (learning process ≥ 1). */
export async function hasStartedCertificationCourse(db: Db, userId: number, certificationId: number) {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(releaseCourses, eq(releaseCourses.id, registrations.relationId))
    .where(and(eq(registrations.userId, userId), eq(releaseCourses.certificationId, certificationId), gte(registrations.learningProcess, 1)))
    .limit(1);
  return Boolean(row);
}

/** The learner's registrations in some courses (learning process per course). */
export function findRegistrationsIn(db: Db, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .select({ relationId: registrations.relationId, learningProcess: registrations.learningProcess })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), inArray(registrations.relationId, courseIds)));
}

/**
 * Two failed theory attempts: the learner's progress in the certification's courses returns to
 * 0 (learning process, watched chapters and the credits they granted).
 */
export async function resetCertificationProgress(db: Db, userId: number, certificationId: number) {
  const courseIds = db.select({ id: releaseCourses.id }).from(releaseCourses).where(eq(releaseCourses.certificationId, certificationId));
  await db
    .update(registrations)
    .set({ learningProcess: 0 })
    .where(and(eq(registrations.userId, userId), inArray(registrations.relationId, courseIds)));
  await db.delete(chapterProgress).where(and(eq(chapterProgress.userId, userId), inArray(chapterProgress.releaseCourseId, courseIds)));
  await db.delete(creditGrants).where(and(eq(creditGrants.userId, userId), eq(creditGrants.certificationId, certificationId)));
}
