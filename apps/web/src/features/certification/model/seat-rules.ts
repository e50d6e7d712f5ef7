import type { ClassroomSeatRow, PracticalExamEntry, SeatOrder } from '@credo/contracts/training';
import { ClassroomUserState, OrderStatus, PracticalExamUserState } from '@credo/contracts/enums';

/**
 * What the Classroom and Exam tabs show for a seat (cert §4 user states, §5 the 24-hour cancel
 * rule, decision 0011). The server decides; `enrollable` and `cancellable` are its answers, and
 * these helpers only choose the words and which button is on screen.
 */

/** Seats that hold a place: pending (2) and enrolled (3). */
export const holdsClassroomSeat = (row: ClassroomSeatRow): boolean =>
  row.userStatus === ClassroomUserState.PENDING || row.userStatus === ClassroomUserState.ENROLLED;

/** The state tag of a classroom, or null without a registration (never enrolled, or a visitor). */
export const classroomStateKey = (row: ClassroomSeatRow): string | null => {
  if (row.userStatus === ClassroomUserState.NOT_LOGGED_IN) return null;
  if (row.userStatus === ClassroomUserState.UNENROLLED && row.registrationId === null) return null;
  return String(row.userStatus);
};

/** The state tag of a practical-exam session, or null without a place (0 enroll). */
export const practicalStateKey = (entry: PracticalExamEntry): string | null =>
  entry.userPracticalExamStatus === PracticalExamUserState.ENROLL ? null : String(entry.userPracticalExamStatus);

export const holdsPracticalPlace = (entry: PracticalExamEntry): boolean => entry.userPracticalExamStatus === PracticalExamUserState.UNENROLL;

/** A passed or failed practical exam: a new session needs a staff invitation (10012). */
export const practicalDecided = (entries: PracticalExamEntry[]): boolean =>
  entries.some((entry) => entry.userPracticalExamStatus === PracticalExamUserState.SUCCESS || entry.userPracticalExamStatus === PracticalExamUserState.FAIL);

/** Why a session cannot be booked now, from the session alone. */
export const sessionClosedReason = (session: { enrollable: boolean; seatsLeft: number; startAt: string; endAt: string }, now = Date.now()) => {
  if (session.enrollable) return null;
  if (Date.parse(session.endAt) <= now) return 'ended' as const;
  if (Date.parse(session.startAt) <= now) return 'started' as const;
  if (session.seatsLeft <= 0) return 'full' as const;
  return 'closed' as const;
};

/** An enrolled seat that can no longer be cancelled, before its start: the 24-hour note applies. */
export const cancelClosedNote = (held: boolean, cancellable: boolean, startAt: string, now = Date.now()): boolean =>
  held && !cancellable && Date.parse(startAt) > now;

/**
 * A paid session's card (issue 16; cert §4 "Classroom payment" labels): the tag for the learner's
 * latest order and the button. No order, or a closed unpaid one (timeout, failed, cancelled): Pay.
 * An open one (create, or pending while the provider or staff confirm): waiting for payment and
 * Continue payment. Paid: neither, the enrolled seat shows.
 */
export type PaidSeatView = {
  label: 'waitingForPayment' | 'paymentTimeout' | 'failed' | 'cancelled' | null;
  action: 'pay' | 'continuePayment' | null;
};
export const paidSeatView = (order: SeatOrder | null | undefined): PaidSeatView => {
  switch (order?.state) {
    case undefined:
      return { label: null, action: 'pay' };
    case OrderStatus.CREATE:
    case OrderStatus.PENDING:
      return { label: 'waitingForPayment', action: 'continuePayment' };
    case OrderStatus.SUCCESS:
      return { label: null, action: null };
    case OrderStatus.FAIL:
      return { label: 'failed', action: 'pay' };
    case OrderStatus.TIMEOUT:
      return { label: 'paymentTimeout', action: 'pay' };
    default:
      return { label: 'cancelled', action: 'pay' };
  }
};

/** The payment page of a session (commerce §2): relationType 1 classroom, 2 practical exam. */
export const paymentPath = (relationType: 1 | 2, relationId: number): string => `/payment?relationId=${relationId}&relationType=${relationType}`;

/** A paid session is on sale while it has not started and has seats left (its `enrollable` is about the free enrol only). */
export const paidOnSale = (session: { startAt: string; seatsLeft: number }, now = Date.now()): boolean =>
  Date.parse(session.startAt) > now && session.seatsLeft > 0;
