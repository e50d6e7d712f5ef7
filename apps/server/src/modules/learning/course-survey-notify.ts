import { and, eq, exists, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { releaseCourses, surveys } from '../../db/schema/index';
import { notify, notifyMany } from '../notification/index';

/**
 * The survey invitation after a completed course (issue 20), queued in the completing transaction.
 * Learning (floor 2) reads the survey module's published `surveys` table to invite only to a course
 * that has one; the mail links to My Learning, where the course's survey dialog loads. The notification module drops it when the learner turned surveys off, and its
 * idempotency key (course + learner) keeps it to one mail however the course is completed again.
 */
export async function notifyCourseSurvey(db: Db, releaseCourseId: number, userId: number): Promise<void> {
  const [course] = await db.select({ name: releaseCourses.name }).from(releaseCourses).where(eq(releaseCourses.id, releaseCourseId)).limit(1);
  if (!course || !(await hasSurvey(db, releaseCourseId))) return;
  await notify(db, { type: 'survey.invitation', userId, relationType: 'course', relationId: releaseCourseId, title: course.name, path: '/my-learning' });
}

/** Only a course with a released survey is worth an invitation (the survey module's published table). */
async function hasSurvey(db: Db, relationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.relationType, 0), eq(surveys.relationId, relationId)))
    .limit(1);
  return row !== undefined;
}

/**
 * notifyCourseSurvey for many completions in one transaction (a batch of exam submits, issue 19):
 * the courses that have a survey read in one statement, the invitations through notifyMany (the
 * same preferences, idempotency key and answers as one by one), in the completions' order.
 */
export async function notifyCourseSurveys(db: Db, completions: { releaseCourseId: number; userId: number }[]): Promise<void> {
  if (completions.length === 0) return;
  const ids = [...new Set(completions.map((c) => c.releaseCourseId))];
  const withSurvey = await db
    .select({ id: releaseCourses.id, name: releaseCourses.name })
    .from(releaseCourses)
    .where(
      and(
        inArray(releaseCourses.id, ids),
        exists(
          db
            .select({ id: surveys.id })
            .from(surveys)
            .where(and(eq(surveys.relationType, 0), eq(surveys.relationId, releaseCourses.id))),
        ),
      ),
    );
  const names = new Map(withSurvey.map((c) => [c.id, c.name]));
  await notifyMany(
    db,
    completions
      .filter((c) => names.has(c.releaseCourseId))
      .map((c) => ({
        type: 'survey.invitation' as const,
        userId: c.userId,
        relationType: 'course' as const,
        relationId: c.releaseCourseId,
        title: names.get(c.releaseCourseId)!,
        path: '/my-learning',
      })),
  );
}
