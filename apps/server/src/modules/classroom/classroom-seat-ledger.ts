import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classroomRegistrations } from '../../db/schema/index';
import { cancelSeat, HOLDING_SEAT } from './classroom.repo';

/**
 * Classroom seats as checkout's reconciliation and reschedule see them (issue 16, decision 0017):
 * app.ts hands `classroomSeatLedger` to checkout, which stands on the same floor.
 */
export const classroomSeatLedger = {
  /** Seats of these classrooms that hold a place (pending or enrolled). */
  async activeSeats(db: Db, sessionIds: readonly number[]) {
    if (sessionIds.length === 0) return [];
    return db
      .select({ seatId: classroomRegistrations.id, userId: classroomRegistrations.userId, sessionId: classroomRegistrations.classroomId })
      .from(classroomRegistrations)
      .where(and(inArray(classroomRegistrations.classroomId, [...sessionIds]), inArray(classroomRegistrations.status, HOLDING_SEAT)));
  },
  /** Frees the learner's seat (a paid seat moved to another session); false when it holds no place. */
  async releaseSeat(tx: Db, seatId: number, userId: number, now: Date): Promise<boolean> {
    const [seat] = await tx
      .select({ status: classroomRegistrations.status })
      .from(classroomRegistrations)
      .where(and(eq(classroomRegistrations.id, seatId), eq(classroomRegistrations.userId, userId)))
      .for('update');
    if (!seat || !HOLDING_SEAT.includes(seat.status)) return false;
    await cancelSeat(tx, seatId, now);
    return true;
  },
};
