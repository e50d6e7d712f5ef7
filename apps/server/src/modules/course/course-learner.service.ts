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
  const progress = await learnerCourseProgressOf(db, userId, releaseCourseId, certificationId);
  const certificationEnrolled = certificationId !== null && (await findEnrolment(db, userId, certificationId))?.state === 'approved';
  return { ...progress, certificationEnrolled };
}
