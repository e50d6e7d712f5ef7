import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classroomRegistrations, classrooms } from '../../db/schema/index';
import { notify, SESSION_REMINDER_WINDOWS } from '../notification/index';
import { HOLDING_SEAT } from './classroom.repo';
import { classroomSessionFacts } from './classroom-notify';

/**
 * The sweeper's task: one reminder per held seat and window. notify's idempotency key (seat,
 * session, start, window) makes a repeated sweep, or a second node, queue nothing twice; the seat's
 * emailNotificationStatus and the learner's reminders preference are honoured by notify.
 */
export async function queueClassroomReminders(db: Db, now = new Date()): Promise<number> {
  let queued = 0;
  for (const w of SESSION_REMINDER_WINDOWS) {
    const seats = await db
      .select({
        id: classroomRegistrations.id,
        userId: classroomRegistrations.userId,
        classroomId: classroomRegistrations.classroomId,
        status: classroomRegistrations.emailNotificationStatus,
      })
      .from(classroomRegistrations)
      .innerJoin(classrooms, eq(classrooms.id, classroomRegistrations.classroomId))
      .where(
        and(
          inArray(classroomRegistrations.status, HOLDING_SEAT),
          gt(classrooms.startAt, new Date(now.getTime() + w.from)),
          lte(classrooms.startAt, new Date(now.getTime() + w.until)),
        ),
      )
      .limit(500);
    for (const s of seats) {
      const session = await classroomSessionFacts(db, s.classroomId);
      if (!session) continue;
      const r = await notify(db, {
        type: 'session.reminder',
        userId: s.userId,
        seatId: s.id,
        seatKind: 'classroom',
        session,
        hoursBefore: w.hoursBefore,
        emailNotificationStatus: s.status,
      });
      if (r.queued) queued++;
    }
  }
  return queued;
}
