import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { releaseCourses } from '../../db/schema/index';
import { notify } from '../notification/index';

/**
 * The survey invitation after a completed course (issue 20), queued in the completing transaction.
 * Learning (floor 2) cannot ask the survey module (floor 4) whether the course has a survey, so the
 * mail carries what learning knows and links to My Learning, where the course's survey dialog loads
 * (or shows none). The notification module drops it when the learner turned surveys off, and its
 * idempotency key (course + learner) keeps it to one mail however the course is completed again.
 */
export async function notifyCourseSurvey(db: Db, releaseCourseId: number, userId: number): Promise<void> {
  const [course] = await db.select({ name: releaseCourses.name }).from(releaseCourses).where(eq(releaseCourses.id, releaseCourseId)).limit(1);
  if (!course) return;
  await notify(db, { type: 'survey.invitation', userId, relationType: 'course', relationId: releaseCourseId, title: course.name, path: '/my-learning' });
}
