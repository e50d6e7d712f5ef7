import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificationEnrolments } from '../../db/schema/index';

/** The learner's own enrolments in certifications, oldest first (My Learning and the data export, issue 18). */
export function enrolmentsOfLearner(db: Db, userId: number) {
  return db.select().from(certificationEnrolments).where(eq(certificationEnrolments.userId, userId)).orderBy(asc(certificationEnrolments.id));
}
export type LearnerEnrolment = Awaited<ReturnType<typeof enrolmentsOfLearner>>[number];
