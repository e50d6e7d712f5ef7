import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classroomRegistrations, classrooms } from '../../db/schema/index';
import type { RequestContext } from '../../platform/request-context';
import { cancelSeat, HOLDING_SEAT } from './classroom.repo';
import { promoteFromWaitlist } from './classroom-waitlist.service';

type Ctx = Pick<RequestContext, 'tenantId' | 'siteId' | 'languageId'>;

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
  /**
   * Frees the learner's seat (a paid seat moved to another session) and hands it to the
   * classroom's waitlist as a cancel does (issue 17, decision 0023), in the caller's transaction,
   * which holds the classroom's row lock; false when it holds no place.
   */
  async releaseSeat(tx: Db, ctx: Ctx, seatId: number, userId: number, now: Date): Promise<boolean> {
    const [seat] = await tx
      .select({ status: classroomRegistrations.status, classroomId: classrooms.id, seats: classrooms.seats })
      .from(classroomRegistrations)
      .innerJoin(classrooms, eq(classrooms.id, classroomRegistrations.classroomId))
      .where(and(eq(classroomRegistrations.id, seatId), eq(classroomRegistrations.userId, userId)))
      .for('update', { of: classroomRegistrations });
    if (!seat || !HOLDING_SEAT.includes(seat.status)) return false;
    await cancelSeat(tx, seatId, now);
    await promoteFromWaitlist(tx, ctx, seat.classroomId, seat.seats, now);
    return true;
  },
  /** Of these seats, those cancelled by their learner's account deletion (classroom-account-release.ts marks them). */
  async releasedByAccountDeletion(db: Db, seatIds: readonly number[]): Promise<Set<number>> {
    if (seatIds.length === 0) return new Set();
    const rows = await db
      .select({ id: classroomRegistrations.id })
      .from(classroomRegistrations)
      .where(
        and(inArray(classroomRegistrations.id, [...seatIds]), eq(classroomRegistrations.status, 1), eq(classroomRegistrations.cancelReason, 'account-deleted')),
      );
    return new Set(rows.map((r) => r.id));
  },
};
