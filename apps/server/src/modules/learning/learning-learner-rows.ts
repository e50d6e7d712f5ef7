import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapterProgress, courseEvaluations, creditGrants, registrations } from '../../db/schema/index';

/** The learner's own course registrations and credit grants (My Learning, issue 18). */
export async function learningOfLearner(db: Db, userId: number) {
  const [courses, credits] = await Promise.all([
    db.select().from(registrations).where(eq(registrations.userId, userId)).orderBy(asc(registrations.id)),
    db.select().from(creditGrants).where(eq(creditGrants.userId, userId)).orderBy(asc(creditGrants.grantedAt)),
  ]);
  return { registrations: courses, creditGrants: credits };
}
export type LearnerLearning = Awaited<ReturnType<typeof learningOfLearner>>;

/**
 * Everything learning holds about the learner, for the data export (issue 18): registrations,
 * credit grants, chapter progress (position and seconds watched; the per-second bit set is an
 * internal pacing record and is left out) and course ratings.
 */
export async function learningExportOf(db: Db, userId: number) {
  const { registrations: courses, creditGrants: credits } = await learningOfLearner(db, userId);
  const [progress, ratings] = await Promise.all([
    db
      .select({
        chapterId: chapterProgress.chapterId,
        releaseCourseId: chapterProgress.releaseCourseId,
        position: chapterProgress.position,
        watchedSeconds: chapterProgress.watchedSeconds,
        completedAt: chapterProgress.completedAt,
        updatedAt: chapterProgress.updatedAt,
      })
      .from(chapterProgress)
      .where(eq(chapterProgress.userId, userId))
      .orderBy(asc(chapterProgress.releaseCourseId), asc(chapterProgress.chapterId)),
    db.select().from(courseEvaluations).where(eq(courseEvaluations.userId, userId)).orderBy(asc(courseEvaluations.id)),
  ]);
  return { registrations: courses, creditGrants: credits, chapterProgress: progress, courseEvaluations: ratings };
}
