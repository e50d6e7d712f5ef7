import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { notify, type NotificationType } from '../notification/index';

/** Which outcome of a payment event or timeout the learner hears about (issue 20); the others send nothing. */
const MAIL_OF: Record<string, NotificationType | undefined> = {
  paid: 'order.paid',
  'paid-without-seat': 'order.paid',
  failed: 'order.failed',
  expired: 'order.timedOut',
};

/** The order's mail, queued in the caller's transaction: one per order and outcome (a replayed webhook adds none). */
export async function notifyOrderOutcome(tx: Db, orderId: number, outcome: string, now: Date): Promise<void> {
  const type = MAIL_OF[outcome];
  if (!type) return;
  const [o] = await tx
    .select({
      userId: orders.userId,
      seqNo: orders.seqNo,
      goods: orders.goods,
      amountMinor: orders.totalMinor,
      currency: orders.currencyCode,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!o) return;
  const facts = { userId: o.userId, orderId, seqNo: o.seqNo, goods: o.goods, amountMinor: o.amountMinor, currency: o.currency };
  if (type === 'order.paid') await notify(tx, { type, ...facts, paidAt: o.paidAt ?? now });
  else if (type === 'order.failed') await notify(tx, { type, ...facts, at: now });
  else await notify(tx, { type: 'order.timedOut', ...facts });
}
