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

/**
 * Staff's decision on a bank-transfer proof (issue 20 `transfer.decided`), queued in the decision's
 * transaction. A rejection (also an amount that differs from the order) mails the learner with
 * staff's reason: they upload again, or the order failed. A confirmation sends no transfer.decided:
 * the payment path it goes through already mails order.paid ("your place is secured"), so the
 * learner gets one mail, not two; a confirmation that came too late (the order had timed out: the
 * money is flagged late-payment for staff to refund or seat by hand) would make that sentence untrue.
 */
export async function notifyTransferRejected(
  tx: Db,
  order: { id: number; userId: number; seqNo: string; goods: string; totalMinor: number; currencyCode: string },
  reason: string | null,
  now: Date,
): Promise<void> {
  await notify(tx, {
    type: 'transfer.decided',
    userId: order.userId,
    orderId: order.id,
    seqNo: order.seqNo,
    goods: order.goods,
    amountMinor: order.totalMinor,
    currency: order.currencyCode,
    accepted: false,
    reason,
    at: now,
  });
}
