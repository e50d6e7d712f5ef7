import type { Db } from '../../db/client';
import { openOrderHolds } from './checkout.repo';

/**
 * Seats held by open orders per session: what the seat lists of classroom and practical exam
 * subtract from the seats (through platform/seat-holds, registered by src/checkout-wiring.ts),
 * so the displayed seats left agree with placeOrder's capacity rule (enrolled + open orders).
 */
export const seatsHeldByOrders = (db: Db, relationType: 1 | 2, relationIds: number[]) => openOrderHolds(db, relationType, relationIds);
