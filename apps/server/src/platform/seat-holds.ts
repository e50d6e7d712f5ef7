import type { Db } from '../db/client';

/**
 * Seats held by open checkout orders (issue 16, decision 0017), for the seat lists of classroom and
 * practical exam. Checkout owns the orders and stands on their floor, so they cannot import it:
 * the composition root (src/checkout-wiring.ts) registers checkout's counter here, as app.ts wires
 * the session resolver, and the lists call `heldByOpenOrders`. The capacity rule is the same one
 * placeOrder applies: seats left = seats − enrolled − open orders (create or pending).
 */

/** relationType 1 classroom, 2 practical exam (as the orders and invitation codes use them). */
export type OrderHoldCounter = (db: Db, relationType: 1 | 2, relationIds: number[]) => Promise<Map<number, number>>;

let counter: OrderHoldCounter | null = null;

/** Called once by the composition root; a later call replaces it (tests build several apps in one process). */
export function setOrderHoldCounter(fn: OrderHoldCounter): void {
  counter = fn;
}

/**
 * Open orders holding a seat, per session id (absent = 0). Without checkout wired (a server built
 * without it) no order exists, so none holds a seat.
 */
export async function heldByOpenOrders(db: Db, relationType: 1 | 2, relationIds: number[]): Promise<Map<number, number>> {
  if (counter === null || relationIds.length === 0) return new Map();
  return counter(db, relationType, relationIds);
}
