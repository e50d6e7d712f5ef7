import { ClassroomUserState } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import type { WaitlistResult } from '@credo/contracts/classroom-booking';
import type { ClassroomSeatResult } from '@credo/contracts/training';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { heldByOpenOrders } from '../../platform/seat-holds';
import { countHeldSeats, findClassroom, lockClassroom } from './classroom.repo';
import { cancelClassroom, takeClassroomSeat } from './classroom.service';
import { assertFreeClassroom, isPaidClassroom } from './classroom-price';
import { findWaiting, insertWaiting, LEFT, positionOf, PROMOTED, setWaitStatus, SKIPPED, waitingQueue } from './classroom-waitlist.repo';

/**
 * The waitlist of a full classroom (issue 17). Joining takes a seat when one is free (the seat
 * rules of decision 0011 run first, so only an eligible learner waits); otherwise the learner
 * queues in arrival order, decided by the classroom's row lock. A cancellation hands the freed seat
 * to the first waiting learner in the cancel's own transaction, so a seat is never free while
 * someone waits and no second request can overtake the queue.
 */

type Ctx = Pick<RequestContext, 'tenantId' | 'siteId' | 'languageId'>;

const asDb = (tx: unknown) => tx as Db;

/** POST waitlist/join: a seat if one is free, else a place in the queue (a repeat answers the same place). */
export async function joinWaitlist(db: Db, ctx: Ctx, userId: number, classroomId: number, now = new Date()): Promise<WaitlistResult> {
  // Paid sessions are sold by checkout: a promotion would seat a learner who has not paid.
  await assertFreeClassroom(db, classroomId);
  return db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    // The row lock is taken out here, not only inside the savepoint: rolling a savepoint back
    // releases the row locks taken in it, and the queue must be written under the lock.
    const room = await findClassroom(tx, ctx.tenantId, classroomId);
    if (room) await lockClassroom(tx, room.id);
    try {
      // A savepoint: a refusal inside takes nothing back from this transaction but its own reads.
      await tx.transaction((sp) => takeClassroomSeat(asDb(sp), ctx, userId, classroomId, { via: 'direct', emailNotificationStatus: 1 }, now));
      return { classroomId, userStatus: ClassroomUserState.ENROLLED, waitlistPosition: null };
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== ErrorCode.TRAINING_FULL) throw err;
    }
    // takeClassroomSeat holds the classroom's row lock and the learner's: the place is taken in turn.
    const waitId = (await insertWaiting(tx, classroomId, userId, now)) ?? (await findWaiting(tx, classroomId, userId))!.id;
    return { classroomId, userStatus: ClassroomUserState.UNENROLLED, waitlistPosition: await positionOf(tx, classroomId, waitId) };
  });
}

/** POST waitlist/leave: gives up the place; leaving when not waiting answers the same result. */
export async function leaveWaitlist(db: Db, ctx: Ctx, userId: number, classroomId: number, now = new Date()): Promise<WaitlistResult> {
  const room = await findClassroom(db, ctx.tenantId, classroomId);
  if (!room) throw AppError.notFound('No such classroom');
  await db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    await lockClassroom(tx, room.id);
    const wait = await findWaiting(tx, room.id, userId);
    if (wait) await setWaitStatus(tx, wait.id, LEFT, now);
  });
  return { classroomId, userStatus: ClassroomUserState.UNENROLLED, waitlistPosition: null };
}

export type Promotion = { userId: number; registrationId: number; classroomId: number };

/**
 * Fills free seats from the queue, first come first served, in the caller's transaction (which
 * must hold the classroom's row lock). A learner who can no longer take the seat (for example,
 * booked another session of the certification meanwhile) is skipped; one whose own seat request is
 * in flight (10002) stays first and the promotion stops, so nobody is overtaken.
 *
 * A paid classroom promotes nobody (decision 0023, "Waiting rows in a paid session"): a promotion
 * would seat a learner who has not paid. Its queue exists only when staff priced the session after
 * learners joined; the freed seat is sold through checkout (first order wins) and the waiting rows
 * stay as they are.
 */
export async function promoteFromWaitlist(tx: Db, ctx: Ctx, classroomId: number, seats: number, now: Date): Promise<Promotion[]> {
  const promoted: Promotion[] = [];
  if (await isPaidClassroom(tx, classroomId)) return promoted;
  for (;;) {
    const orders = (await heldByOpenOrders(tx, 1, [classroomId])).get(classroomId) ?? 0;
    if ((await countHeldSeats(tx, classroomId)) + orders >= seats) break;
    const [next] = await waitingQueue(tx, classroomId, 1);
    if (!next) break;
    try {
      // The seat's one mail is waitlist.promoted (with the .ics), queued by takeClassroomSeat in this transaction.
      const seat = await tx.transaction((sp) =>
        takeClassroomSeat(asDb(sp), ctx, next.userId, classroomId, { via: 'direct', emailNotificationStatus: 1, notice: 'waitlist.promoted' }, now),
      );
      await setWaitStatus(tx, next.id, PROMOTED, now, seat.registrationId);
      promoted.push({ userId: next.userId, registrationId: seat.registrationId, classroomId });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === ErrorCode.DUPLICATE_SUBMIT) break;
      await setWaitStatus(tx, next.id, SKIPPED, now);
    }
  }
  return promoted;
}

/**
 * POST cancelClassroom (and the non-certification cancel) with the waitlist: the classroom's row
 * lock first (as an enrolment takes it), then the cancel of decision 0011 as a savepoint, then the
 * freed seat goes to the queue, all in one transaction.
 */
export async function cancelAndPromote(
  db: Db,
  ctx: Ctx,
  userId: number,
  body: { classroomId: number },
  now = new Date(),
): Promise<ClassroomSeatResult & { promoted: Promotion[] }> {
  return db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    const room = await findClassroom(tx, ctx.tenantId, body.classroomId);
    if (room) await lockClassroom(tx, room.id);
    const result = await cancelClassroom(tx, ctx, userId, body, now);
    const promoted = room ? await promoteFromWaitlist(tx, ctx, room.id, room.seats, now) : [];
    return { ...result, promoted };
  });
}
