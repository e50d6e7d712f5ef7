import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practicalExamEnrolments, practicalExams } from '../../db/schema/index';
import { notify, SESSION_REMINDER_WINDOWS } from '../notification/index';
import { practicalSessionFacts } from './practical-exam-notify';
import { HOLDING } from './practical-exam.repo';

/**
 * The sweeper's task: the 24-hour and 1-hour reminders of held practical-exam places (issue 20),
 * once each (notify's idempotency key); the learner's reminders preference is honoured by notify.
 */
export async function queuePracticalExamReminders(db: Db, now = new Date()): Promise<number> {
  let queued = 0;
  for (const w of SESSION_REMINDER_WINDOWS) {
    const places = await db
      .select({ id: practicalExamEnrolments.id, userId: practicalExamEnrolments.userId, practicalExamId: practicalExamEnrolments.practicalExamId })
      .from(practicalExamEnrolments)
      .innerJoin(practicalExams, eq(practicalExams.id, practicalExamEnrolments.practicalExamId))
      .where(
        and(
          eq(practicalExamEnrolments.status, HOLDING),
          gt(practicalExams.startAt, new Date(now.getTime() + w.from)),
          lte(practicalExams.startAt, new Date(now.getTime() + w.until)),
        ),
      )
      .limit(500);
    for (const p of places) {
      const session = await practicalSessionFacts(db, p.practicalExamId);
      if (!session) continue;
      const r = await notify(db, { type: 'session.reminder', userId: p.userId, seatId: p.id, seatKind: 'practical', session, hoursBefore: w.hoursBefore });
      if (r.queued) queued++;
    }
  }
  return queued;
}
