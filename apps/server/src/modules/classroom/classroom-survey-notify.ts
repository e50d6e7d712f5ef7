import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classrooms, surveys } from '../../db/schema/index';
import { notify } from '../notification/index';

/**
 * The survey invitation once a learner is marked attended (issue 20), queued in the attendance
 * transaction, only for a session with a released survey (read from the survey module's published
 * `surveys` table: classroom, on floor 3, cannot call that module). The mail links to My Learning,
 * where the survey dialog loads. The notification module drops it when the learner turned surveys off; its
 * idempotency key (classroom + learner) keeps it to one however often attendance is set again.
 */
export async function notifyClassroomSurvey(tx: Db, classroomId: number, userId: number): Promise<void> {
  const [room] = await tx.select({ title: classrooms.title }).from(classrooms).where(eq(classrooms.id, classroomId)).limit(1);
  if (!room || !(await hasSurvey(tx, classroomId))) return;
  await notify(tx, { type: 'survey.invitation', userId, relationType: 'classroom', relationId: classroomId, title: room.title, path: '/my-learning' });
}

/** Only a classroom with a released survey is worth an invitation (the survey module's published table). */
async function hasSurvey(db: Db, relationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.relationType, 1), eq(surveys.relationId, relationId)))
    .limit(1);
  return row !== undefined;
}
