import { LearningProcess } from '@credo/contracts/enums-learning';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findCreditGrants, findRegistrationsIn, hasStartedCertificationCourse, resetCertificationProgress } from './certification-progress.repo';
import { findRegistration, findRegistrationsOf, registrationSubquery, setLearningProcess, setLearningProcessOf } from './learning.repo';
import { completeCourse, completeCourses } from './learning.service';

/**
 * What the modules above learning (enrolment, exam, certification) may know of and do to a
 * learner's progress (issue 15): they ask here instead of reading learning's tables.
 */

export type CreditGrant = { credits: number; grantedAt: Date; releaseCourseId: number };

/** The learner's credit grants towards a certification, oldest first. */
export const creditGrantsTowards = (db: Db, userId: number, certificationId: number): Promise<CreditGrant[]> => findCreditGrants(db, userId, certificationId);

/** Whether the learner has started a course of the certification (learning process ≥ 1). */
export const hasStartedLearning = (db: Db, userId: number, certificationId: number): Promise<boolean> =>
  hasStartedCertificationCourse(db, userId, certificationId);

/** The learner's learning process in each of some courses they registered in. */
export const learningProcessesIn = (db: Db, userId: number, courseIds: number[]): Promise<{ relationId: number; learningProcess: number }[]> =>
  findRegistrationsIn(db, userId, courseIds);

export type CourseRegistration = { id: number; status: number; learningProcess: number };

/** The learner's registration in a course, or null. */
export async function courseRegistrationOf(db: Db, userId: number, courseId: number): Promise<CourseRegistration | null> {
  const row = await findRegistration(db, userId, courseId);
  return row ? { id: row.id, status: row.status, learningProcess: row.learningProcess } : null;
}

/**
 * The learner's registration in a course (`status`, `learningProcess`; no row when not
 * registered), as courseRegistrationOf reads it, but as a subquery (alias `registration`) to be
 * left-joined into the caller's own statement: the exam start reads it with the course and the
 * exam in one round trip (issue 19, decision 0039). The query stays learning's; the caller passes
 * its parameters (placeholders of a named statement, or values).
 */
export const courseRegistrationSubquery = (db: Db, userId: SQL | number, courseId: SQL | number) => registrationSubquery(db, userId, courseId);

/**
 * A passed quiz or topic exam (decision 0009): a course past its learning stage is complete
 * (learning process 3) and grants its credits once. In the caller's transaction.
 */
export async function completeCourseByExam(
  tx: Db,
  course: { id: number; credits: number; certificationId: number | null },
  userId: number,
  now: Date,
): Promise<void> {
  const registration = await findRegistration(tx, userId, course.id);
  if (!registration || registration.learningProcess < LearningProcess.LEARNING_ENDED) return;
  if (registration.learningProcess !== LearningProcess.SUCCESS) await setLearningProcess(tx, registration.id, LearningProcess.SUCCESS);
  await completeCourse(tx, course, userId, now);
}

export type ExamCompletion = { course: { id: number; credits: number; certificationId: number | null }; userId: number; now: Date };

/**
 * completeCourseByExam for many passed quizzes in one transaction (a batch of exam submits, issue
 * 19), in a handful of statements whatever their number: the registrations read at once, the
 * learning process of those past their learning stage set to 3 at once, their credits granted at
 * once, the survey invitations queued at once. Each completion ends as it would alone; a learner's
 * course listed twice completes once.
 */
export async function completeCoursesByExam(tx: Db, completions: ExamCompletion[]): Promise<void> {
  if (completions.length === 0) return;
  const found = await findRegistrationsOf(tx, [...new Set(completions.map((c) => c.userId))], [...new Set(completions.map((c) => c.course.id))]);
  const byPair = new Map(found.map((r) => [`${r.userId}:${r.relationId}`, r]));
  const seen = new Set<string>();
  const completing = completions.filter((c) => {
    const pair = `${c.userId}:${c.course.id}`;
    const registration = byPair.get(pair);
    if (seen.has(pair) || !registration || registration.learningProcess < LearningProcess.LEARNING_ENDED) return false;
    seen.add(pair);
    return true;
  });
  const toSuccess = completing.map((c) => byPair.get(`${c.userId}:${c.course.id}`)!).filter((r) => r.learningProcess !== LearningProcess.SUCCESS);
  await setLearningProcessOf(
    tx,
    toSuccess.map((r) => r.id).sort((a, b) => a - b),
    LearningProcess.SUCCESS,
  );
  await completeCourses(tx, completing);
}

/**
 * Two failed theory exams (decision 0009): the learner's progress in the certification's courses
 * returns to 0 — learning process, watched chapters, and the credits they granted. In the
 * caller's transaction; the enrolment module calls it as part of its reset.
 */
export const resetProgressTowards = (tx: Db, userId: number, certificationId: number): Promise<void> => resetCertificationProgress(tx, userId, certificationId);
