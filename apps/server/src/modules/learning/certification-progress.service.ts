import { LearningProcess } from '@credo/contracts/enums-learning';
import type { Db } from '../../db/client';
import { findCreditGrants, findRegistrationsIn, hasStartedCertificationCourse, resetCertificationProgress } from './certification-progress.repo';
import { findRegistration, setLearningProcess } from './learning.repo';
import { completeCourse } from './learning.service';

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

/**
 * Two failed theory exams (decision 0009): the learner's progress in the certification's courses
 * returns to 0 — learning process, watched chapters, and the credits they granted. In the
 * caller's transaction; the enrolment module calls it as part of its reset.
 */
export const resetProgressTowards = (tx: Db, userId: number, certificationId: number): Promise<void> => resetCertificationProgress(tx, userId, certificationId);
