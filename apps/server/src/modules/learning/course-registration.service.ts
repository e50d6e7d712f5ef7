import type { Db } from '../../db/client';
import { findLearnerCourseProgress, insertRegistration, updateNotification, type LearnerCourseProgress } from './course-learner.repo';

/**
 * What the course module asks of a learner's registration and progress in one course (issue 15:
 * registrations, chapter_progress and credit_grants are learning's).
 */
export type { LearnerCourseProgress };

export type NewRegistration = {
  userId: number;
  relationId: number;
  courseType: number;
  status: number;
  learningProcess: number;
  emailNotificationStatus: number;
};

/** The learner's registration, chapter progress and credits of a course (and towards its certification), in one query. */
export const learnerCourseProgressOf = (db: Db, userId: number, courseId: number, certificationId: number | null): Promise<LearnerCourseProgress> =>
  findLearnerCourseProgress(db, userId, courseId, certificationId);

/** Registers the learner in a course; null when a registration exists already (the unique index decides). */
export async function registerInCourse(db: Db, values: NewRegistration) {
  const row = await insertRegistration(db, values);
  return row ? { relationId: row.relationId, status: row.status, learningProcess: row.learningProcess } : null;
}

/** Sets the learner's own notification choice of a course; false when they have no registration in it. */
export async function setCourseNotification(db: Db, userId: number, courseId: number, status: number): Promise<boolean> {
  return (await updateNotification(db, userId, courseId, status)) !== null;
}
