import type { Db } from '../../db/client';
import { findEnrolment } from '../enrolment/index';
import { learnerCourseProgressOf, type LearnerCourseProgress } from '../learning/index';

/** The signed-in learner's own rows behind a course detail. */
export type LearnerCourseRows = LearnerCourseProgress & {
  /** An approved enrolment in the certification (pending, rejected or reset do not count); false without one. */
  certificationEnrolled: boolean;
};

/**
 * Everything a course detail shows of one learner: the learning module's registration, progress
 * and credits (one query there) and the enrolment module's answer whether the learner holds an
 * approved enrolment in the certification (issue 15: each asked of its owner).
 */
export async function findLearnerCourseRows(db: Db, userId: number, releaseCourseId: number, certificationId: number | null): Promise<LearnerCourseRows> {
  // Independent reads, so neither waits for the other's round trip (two pool connections on PostgreSQL).
  const [progress, enrolment] = await Promise.all([
    learnerCourseProgressOf(db, userId, releaseCourseId, certificationId),
    certificationId === null ? null : findEnrolment(db, userId, certificationId),
  ]);
  return { ...progress, certificationEnrolled: enrolment?.state === 'approved' };
}
