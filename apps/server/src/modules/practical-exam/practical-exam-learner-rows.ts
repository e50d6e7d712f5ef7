import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practicalExamEnrolments, practicalExams } from '../../db/schema/index';

/** The learner's own practical-exam places, newest session first (issue 18). */
export function practicalPlacesOfLearner(db: Db, userId: number) {
  return db
    .select({
      id: practicalExamEnrolments.id,
      status: practicalExamEnrolments.status,
      approval: practicalExamEnrolments.approval,
      allergies: practicalExamEnrolments.allergies,
      dietaryRequirements: practicalExamEnrolments.dietaryRequirements,
      recordLink: practicalExamEnrolments.recordLink,
      via: practicalExamEnrolments.via,
      createdAt: practicalExamEnrolments.createdAt,
      cancelledAt: practicalExamEnrolments.cancelledAt,
      practicalExamId: practicalExams.id,
      name: practicalExams.name,
      city: practicalExams.city,
      startAt: practicalExams.startAt,
      endAt: practicalExams.endAt,
      certificationId: practicalExams.certificationId,
    })
    .from(practicalExamEnrolments)
    .innerJoin(practicalExams, eq(practicalExams.id, practicalExamEnrolments.practicalExamId))
    .where(eq(practicalExamEnrolments.userId, userId))
    .orderBy(desc(practicalExams.startAt), desc(practicalExamEnrolments.id));
}
export type LearnerPracticalPlace = Awaited<ReturnType<typeof practicalPlacesOfLearner>>[number];
