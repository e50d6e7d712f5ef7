import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classrooms } from '../../db/schema/index';
import { notify } from '../notification/index';

/**
 * The survey invitation once a learner is marked attended (issue 20), queued in the attendance
 * transaction. Classroom (floor 3) cannot ask the survey module (floor 4) whether the session has a
 * survey, so the mail carries what the classroom knows and links to My Learning, where the survey
 * dialog loads. The notification module drops it when the learner turned surveys off; its
 * idempotency key (classroom + learner) keeps it to one however often attendance is set again.
 */
export async function notifyClassroomSurvey(tx: Db, classroomId: number, userId: number): Promise<void> {
  const [room] = await tx.select({ title: classrooms.title }).from(classrooms).where(eq(classrooms.id, classroomId)).limit(1);
  if (!room) return;
  await notify(tx, { type: 'survey.invitation', userId, relationType: 'classroom', relationId: classroomId, title: room.title, path: '/my-learning' });
}
