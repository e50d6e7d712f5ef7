import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { OrderStatus } from '@credo/contracts/enums';
import type { Db } from '../../db/client';
import { orders, prices } from '../../db/schema/index';
import type { SeatOrder, SessionSale } from '../../platform/seat-orders';

const OPEN: number[] = [OrderStatus.CREATE, OrderStatus.PENDING];

/**
 * Which of the sessions are paid (a price row) and the learner's latest order of each that is not
 * removed from their view (deleteOrder). An open order past its deadline reads timeout, as every
 * read of an order does (the server's clock decides between sweeps). Registered for the seat lists
 * through platform/seat-orders by src/checkout-wiring.ts.
 */
export async function salesOfSessions(db: Db, userId: number | null, relationType: 1 | 2, relationIds: number[], now: Date): Promise<Map<number, SessionSale>> {
  const result = new Map<number, SessionSale>();
  if (relationIds.length === 0) return result;
  const priced = await db
    .select({ relationId: prices.relationId })
    .from(prices)
    .where(and(eq(prices.relationType, relationType), inArray(prices.relationId, relationIds)));
  for (const p of priced) result.set(p.relationId, { paid: true, order: null });
  if (userId === null || priced.length === 0) return result;
  const rows = await db
    .select({ relationId: orders.relationId, state: orders.state, payType: orders.payType, deadlineAt: orders.deadlineAt })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.relationType, relationType),
        inArray(
          orders.relationId,
          priced.map((p) => p.relationId),
        ),
        isNull(orders.hiddenAt),
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.id));
  for (const row of rows) {
    const sale = result.get(row.relationId);
    if (!sale || sale.order) continue;
    const state = OPEN.includes(row.state) && row.deadlineAt <= now ? OrderStatus.TIMEOUT : row.state;
    sale.order = { state, payType: row.payType } as SeatOrder;
  }
  return result;
}
