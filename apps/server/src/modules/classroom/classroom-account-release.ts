import type { Db } from '../../db/client';
import type { DeletedAccount } from '../../platform/account-deletion';
import { cancelSeat, lockClassroom } from './classroom.repo';
import { findFutureSeatsOf, findWaitingRowsOf, waitForLearnerLock } from './classroom-account-release.repo';
import { LEFT, setWaitStatus } from './classroom-waitlist.repo';
import { promoteFromWaitlist, type Promotion } from './classroom-waitlist.service';

export type ClassroomRelease = { seats: number; waits: number; promoted: Promotion[] };

/**
 * An account is being deleted (in the deletion's transaction): its seats in classrooms that have
 * not started are cancelled, its waiting places left, and each freed seat goes to the waitlist by
 * the cancel's own promotion (classroom-waitlist.service), so nobody waits behind a deleted account.
 *
 * No 24-hour rule (10011) and no paid-seat refusal: those protect a trainer's planning and a sale
 * from a learner's change of mind; a deleted account will not come, and a held seat would stay
 * empty. A paid seat is released all the same, but its order stays as it is: checkout refunds
 * nothing by itself (paid training is non-refundable, decision 0017) and the order remains the
 * record of the sale. No mail to the deleted account (its address is gone). Seats of sessions that
 * have started or ended stay: they are attendance history.
 *
 * Locks in the order every seat path takes them: the learner's, then classrooms by ascending id.
 */
export async function releaseClassroomSeatsOfDeletedAccount(tx: Db, account: DeletedAccount, now: Date): Promise<ClassroomRelease> {
  await waitForLearnerLock(tx, account.id);
  const seats = await findFutureSeatsOf(tx, account.id, now);
  const waits = await findWaitingRowsOf(tx, account.id);
  const roomIds = [...new Set([...seats.map((s) => s.classroomId), ...waits.map((w) => w.classroomId)])].sort((a, b) => a - b);
  for (const id of roomIds) await lockClassroom(tx, id);
  for (const w of waits) await setWaitStatus(tx, w.id, LEFT, now);
  const promoted: Promotion[] = [];
  for (const seat of seats) {
    // Marked, so reconciliation explains the paid order left without a seat (decision 0017).
    await cancelSeat(tx, seat.seatId, now, 'account-deleted');
    // The promoted learner's seat and mail are written on the classroom's site.
    const ctx = { tenantId: account.tenantId, siteId: seat.siteId, languageId: seat.languageId };
    promoted.push(...(await promoteFromWaitlist(tx, ctx, seat.classroomId, seat.seats, now)));
  }
  return { seats: seats.length, waits: waits.length, promoted };
}
