import { OrderStatus } from '@credo/contracts/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { DeletedAccount } from '../../platform/account-deletion';
import { lockLearnerCheckout } from './checkout.repo';

/**
 * An account is being deleted (in the deletion's transaction, issue 17): its open orders waiting
 * for the payer (create) are cancelled, so the seats they held go back to other learners at once
 * instead of at the order's timeout (card 30 minutes, bank transfer 3 days).
 *
 * The provider's checkout session is NOT expired here: that is a network call, and this runs in a
 * transaction that holds the learner's locks. A cancelled order with a live session is exactly
 * what the existing void loop looks for (checkout-void.ts, every 30 s, decision 0017 "Voided
 * sessions"), so it is expired shortly after the commit; a payment that slips through before then
 * reaches a closed order and is flagged late-payment, never lost.
 *
 * Paid orders stay (the record of a sale; nothing is refunded by itself), and so does an order
 * whose payment is in progress (pending: a card payment at the provider or a transfer proof with
 * staff), whose outcome the webhook or staff decide. Runs before the classroom and practical-exam
 * steps (app.ts) so the locks are taken in the order placeOrder takes them: the learner's checkout
 * lock, then the order rows, then the sessions.
 */
export async function cancelOpenOrdersOfDeletedAccount(tx: Db, account: DeletedAccount, now: Date): Promise<{ orders: number }> {
  // Waits for a placeOrder, method switch or success webhook of this learner in flight.
  await lockLearnerCheckout(tx, account.id);
  const open = await tx
    .select({ id: orders.id, closedAt: orders.closedAt })
    .from(orders)
    .where(and(eq(orders.userId, account.id), eq(orders.state, OrderStatus.CREATE)))
    .orderBy(asc(orders.id))
    .for('update');
  for (const o of open) {
    await tx
      .update(orders)
      .set({ state: OrderStatus.CANCEL, closedAt: o.closedAt ?? now, updatedAt: now })
      .where(eq(orders.id, o.id));
  }
  return { orders: open.length };
}
