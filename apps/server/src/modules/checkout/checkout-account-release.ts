import { OrderStatus } from '@credo/contracts/enums';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { DeletedAccount } from '../../platform/account-deletion';
import { lockSubmittedProof, updateProof } from './checkout-proof.repo';
import { lockLearnerCheckout, OPEN_STATES } from './checkout.repo';

/** The reason a proof of a deleted account is closed with (staff see it; no staff member decided). */
export const PROOF_CLOSED_ACCOUNT_DELETED = 'The learner deleted their account: the order was cancelled and nobody will be seated for it.';

/**
 * An account is being deleted (in the deletion's transaction, issue 17): its open orders (create,
 * waiting for the payer, and pending, a card payment in progress at the provider or a transfer proof
 * awaiting staff) are cancelled, so the seats they held go back to other learners at once instead of
 * at the order's timeout (card 30 minutes, bank transfer 3 days, proof review 7 days). A proof under
 * review is closed (rejected with PROOF_CLOSED_ACCOUNT_DELETED, no reviewer), so it leaves staff's
 * queue; staff deciding it anyway hear a clear refusal (checkout-proof-review.service).
 *
 * The provider's checkout session is NOT expired here: that is a network call, and this runs in a
 * transaction that holds the learner's locks. A cancelled order with a live session is exactly
 * what the existing void loop looks for (checkout-void.ts, every 30 s, decision 0017 "Voided
 * sessions"), so it is expired shortly after the commit; a payment that slips through before then
 * reaches a closed order and is flagged late-payment, never lost.
 *
 * A payment still succeeding after this (a delayed card method the provider completes later, a
 * payer approving a moment before the void) seats nobody: the payment path sees the deleted
 * account, records the money and flags the order `refund-due` for reconciliation
 * (checkout-payment.service). Paid orders stay (the record of a sale). Runs before the classroom and practical-exam
 * steps (app.ts) so the locks are taken in the order placeOrder takes them: the learner's checkout
 * lock, then the order rows, then the sessions.
 */
export async function cancelOpenOrdersOfDeletedAccount(tx: Db, account: DeletedAccount, now: Date): Promise<{ orders: number; proofs: number }> {
  // Waits for a placeOrder, method switch, success webhook or staff decision of this learner in flight.
  await lockLearnerCheckout(tx, account.id);
  const open = await tx
    .select({ id: orders.id, closedAt: orders.closedAt })
    .from(orders)
    .where(and(eq(orders.userId, account.id), inArray(orders.state, [...OPEN_STATES])))
    .orderBy(asc(orders.id))
    .for('update');
  let proofs = 0;
  for (const o of open) {
    await tx
      .update(orders)
      .set({ state: OrderStatus.CANCEL, closedAt: o.closedAt ?? now, updatedAt: now })
      .where(eq(orders.id, o.id));
    const proof = await lockSubmittedProof(tx, o.id);
    if (proof) {
      await updateProof(tx, proof.id, { state: 'rejected', reviewedAt: now, reviewedBy: null, reason: PROOF_CLOSED_ACCOUNT_DELETED });
      proofs += 1;
    }
  }
  return { orders: open.length, proofs };
}
