import type { Db } from '../db/client';

/**
 * The learner's checkout order per paid session (issue 16 item 8), for the Classroom and Exam
 * tabs: which sessions are paid and the state of the learner's latest order for each, so a card
 * shows Pay, Continue payment, payment timeout, failed or cancelled. Checkout owns prices and
 * orders and stands on the floor of classroom and practical exam, so they cannot import it: the
 * composition root (src/checkout-wiring.ts) registers checkout's reader here, like seat-holds.ts.
 */

/** The learner's latest visible order of a session: its state (0 create … 5 cancel; an open order past its deadline reads 4) and method. */
export type SeatOrder = { state: 0 | 1 | 2 | 3 | 4 | 5; payType: 0 | 1 };
export type SessionSale = { paid: boolean; order: SeatOrder | null };

/** relationType 1 classroom, 2 practical exam. A null user (a visitor) has no orders. */
export type SeatOrderReader = (db: Db, userId: number | null, relationType: 1 | 2, relationIds: number[], now: Date) => Promise<Map<number, SessionSale>>;

let reader: SeatOrderReader | null = null;

/** Called once by the composition root; a later call replaces it (tests build several apps in one process). */
export function setSeatOrderReader(fn: SeatOrderReader): void {
  reader = fn;
}

/** Per session id: paid or not and the learner's order (absent id: free, no order). Without checkout wired nothing is sold. */
export async function seatOrdersOf(
  db: Db,
  userId: number | null,
  relationType: 1 | 2,
  relationIds: number[],
  now = new Date(),
): Promise<Map<number, SessionSale>> {
  if (reader === null || relationIds.length === 0) return new Map();
  return reader(db, userId, relationType, relationIds, now);
}
