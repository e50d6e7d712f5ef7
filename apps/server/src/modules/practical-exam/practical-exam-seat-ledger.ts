import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practicalExamEnrolments } from '../../db/schema/index';
import { cancelPlace, HOLDING } from './practical-exam.repo';

/** A place that holds or used its seat: enrolled, or a result recorded on it (success, fail, absent). */
const SEATED = [HOLDING, 4, 5, 6];

/**
 * Practical-exam places as checkout's reconciliation and reschedule see them (issue 16, decision
 * 0017): app.ts hands `practicalExamSeatLedger` to checkout, which stands on the same floor.
 */
export const practicalExamSeatLedger = {
  async activeSeats(db: Db, sessionIds: readonly number[]) {
    if (sessionIds.length === 0) return [];
    return db
      .select({ seatId: practicalExamEnrolments.id, userId: practicalExamEnrolments.userId, sessionId: practicalExamEnrolments.practicalExamId })
      .from(practicalExamEnrolments)
      .where(and(inArray(practicalExamEnrolments.practicalExamId, [...sessionIds]), inArray(practicalExamEnrolments.status, SEATED)));
  },
  /** Frees the learner's enrolled place (moved to another session); false when it is not enrolled. */
  /** Practical exams have no waitlist: the freed place simply goes back (the ctx is for owners that promote). */
  async releaseSeat(tx: Db, _ctx: unknown, seatId: number, userId: number, now: Date): Promise<boolean> {
    const [place] = await tx
      .select({ status: practicalExamEnrolments.status })
      .from(practicalExamEnrolments)
      .where(and(eq(practicalExamEnrolments.id, seatId), eq(practicalExamEnrolments.userId, userId)))
      .for('update');
    if (!place || place.status !== HOLDING) return false;
    await cancelPlace(tx, seatId, now);
    return true;
  },
  /** Of these places, those cancelled by their learner's account deletion (practical-exam-account-release.ts marks them). */
  async releasedByAccountDeletion(db: Db, seatIds: readonly number[]): Promise<Set<number>> {
    if (seatIds.length === 0) return new Set();
    const rows = await db
      .select({ id: practicalExamEnrolments.id })
      .from(practicalExamEnrolments)
      .where(
        and(
          inArray(practicalExamEnrolments.id, [...seatIds]),
          eq(practicalExamEnrolments.status, 1),
          eq(practicalExamEnrolments.cancelReason, 'account-deleted'),
        ),
      );
    return new Set(rows.map((r) => r.id));
  },
};
