import { BANK_TRANSFER_DAYS } from '@credo/contracts/constants';
import { OrderStatus, PaymentMethod, type OrderStatusValue } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import { formatMoney } from '@credo/contracts/checkout-bank';
import type { Db } from '../../db/client';
import { rowOfTenant } from '../../platform/access';
import { AppError } from '../../platform/app-error';
import { displayNameOf, userCardOf, userCardsByIds } from '../user/index';
import type { AuditWriter } from './checkout-bank-ports';
import { invoiceNoOfOrder } from './checkout-invoice.service';
import { notifyTransferRejected } from './checkout-notify';
import type { CheckoutDeps } from './checkout-order.service';
import { applyProviderEvent } from './checkout-payment.service';
import { listSubmittedProofs, lockSubmittedProof, updateProof } from './checkout-proof.repo';
import { findOrderBySeqNo, lockLearnerCheckout, updateOrder, type OrderRow } from './checkout.repo';
import { DAY_MS } from '@credo/contracts/durations';

/**
 * Staff review of bank-transfer proofs (issue 16 item 5; decision 0017 "Bank transfer"). A
 * confirmation is the bank's statement that the money arrived: it goes through the same path as a
 * provider's success webhook (applyProviderEvent, stored as a `bank-transfer` event by the proof's
 * id), so the order is paid and the seat taken in one transaction, amounts are checked against the
 * order and the invoice is numbered there. A rejection sends the order back to create with the
 * reason while the learner's 3 days last (they upload again), else it fails and the seat returns.
 * Every decision is written to the staff audit log in the same transaction, and the learner is
 * mailed (a rejection: transfer.decided with the reason; a confirmation: order.paid only).
 */

type Staff = { id: number; tenantId: number };
type Body = { seqNo: string; decision: 'confirm' | 'reject'; reason?: string; amount?: number; currencyCode?: string };
const tx$ = (t: unknown) => t as Db;

export async function listAwaitingProofs(db: Db, staff: Staff) {
  const rows = await listSubmittedProofs(db, staff.tenantId);
  const users = await userCardsByIds(
    db,
    rows.map((r) => r.order.userId),
  );
  return rows.map(({ proof, order }) => {
    const u = users.get(order.userId);
    return {
      seqNo: order.seqNo,
      proofId: proof.id,
      userId: order.userId,
      userName: u ? displayNameOf(u) : '',
      email: u?.email ?? null,
      goods: order.goods,
      relationType: order.relationType,
      relationId: order.relationId,
      totalAmount: order.totalMinor,
      currencyTypeCode: order.currencyCode,
      paymentProof: proof.url,
      submittedAt: proof.submittedAt.toISOString(),
      deadline: order.deadlineAt.toISOString(),
    };
  });
}

/** Back to create while the transfer window lasts (the learner sends a new proof), else failed: the seat returns. */
async function sendBack(tx: Db, order: OrderRow, now: Date): Promise<OrderStatusValue> {
  if (order.state !== OrderStatus.PENDING) return order.state as OrderStatusValue;
  const window = new Date(order.placedAt.getTime() + BANK_TRANSFER_DAYS * DAY_MS);
  if (window > now) {
    await updateOrder(tx, order.id, { state: OrderStatus.CREATE, paymentProof: null, deadlineAt: window, updatedAt: now });
    return OrderStatus.CREATE;
  }
  await updateOrder(tx, order.id, { state: OrderStatus.FAIL, closedAt: now, updatedAt: now });
  return OrderStatus.FAIL;
}

export async function decideProof(deps: CheckoutDeps, audit: AuditWriter, staff: Staff, body: Body, now = new Date()) {
  if (body.decision === 'confirm' && (body.amount === undefined || !body.currencyCode)) {
    throw AppError.badRequest('A confirmation states the amount received (minor units) and its currency.');
  }
  if (body.decision === 'reject' && !body.reason) throw AppError.badRequest('A rejection states its reason.');
  return deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const seen = rowOfTenant(staff, await findOrderBySeqNo(tx, body.seqNo), 'No such order');
    // The learner's checkout lock first, then the rows: the order placeOrder and the webhook take them in.
    await lockLearnerCheckout(tx, seen.userId);
    const order = (await findOrderBySeqNo(tx, body.seqNo, true))!;
    // A deleted account's order was cancelled by the deletion and its proof closed: nobody is seated
    // for it, so neither decision applies (a transfer that reached the bank is refunded by hand).
    if ((await userCardOf(tx, order.userId))?.deleted)
      throw new AppError(
        ErrorCode.OTHER_ERROR,
        { reason: 'account-deleted', state: order.state },
        "The learner's account was deleted: this order is cancelled and cannot be paid or seated. If their transfer reached the account, refund it to the payer. Nothing changed.",
      );
    if (order.payType !== PaymentMethod.BANK_TRANSFER)
      throw new AppError(ErrorCode.OTHER_ERROR, null, 'Only a bank-transfer order has a proof to review. Nothing changed.');
    const proof = await lockSubmittedProof(tx, order.id);
    if (!proof) throw new AppError(ErrorCode.OTHER_ERROR, { state: order.state }, 'No payment proof awaits review on this order. Nothing changed.');

    let outcome: string = 'rejected';
    let reason = body.reason || null;
    let proofState: 'confirmed' | 'rejected' = 'rejected';
    if (body.decision === 'confirm') {
      // Same path as a provider's success webhook, in a savepoint of this transaction.
      outcome = await applyProviderEvent(
        { ...deps, db: tx, provider: { ...deps.provider, name: 'bank-transfer' } },
        {
          eventId: `bank-transfer:proof:${proof.id}`,
          type: 'payment.succeeded',
          providerType: 'bank_transfer.confirmed',
          merchantTransactionId: order.merchantTransactionId,
          amountMinor: body.amount ?? null,
          currencyCode: body.currencyCode ?? null,
          payload: { proofId: proof.id, staffId: staff.id, amount: body.amount, currencyCode: body.currencyCode },
        },
        now,
      );
      if (outcome === 'amount-mismatch') {
        reason = `The amount received (${body.currencyCode} ${formatMoney(body.amount ?? 0, '')}) differs from the order total (${order.currencyCode} ${formatMoney(order.totalMinor, '')}).`;
      } else proofState = 'confirmed';
    }
    if (proofState === 'rejected') await sendBack(tx, order, now);
    await updateProof(tx, proof.id, {
      state: proofState,
      reviewedBy: staff.id,
      reviewedAt: now,
      reason,
      receivedMinor: body.amount ?? null,
      receivedCurrency: body.currencyCode ?? null,
    });
    // The learner hears a rejection with its reason in their language; a confirmation is told by order.paid.
    if (proofState === 'rejected') await notifyTransferRejected(tx, order, reason, now);
    const after = (await findOrderBySeqNo(tx, order.seqNo))!;
    const invoiceNo = await invoiceNoOfOrder(tx, order.id);
    await audit(tx, {
      actorUserId: staff.id,
      action: `order.bankTransfer.${body.decision}`,
      targetType: 'order',
      targetId: order.id,
      detail: {
        seqNo: order.seqNo,
        proofId: proof.id,
        outcome,
        reason,
        amount: body.amount ?? null,
        currencyCode: body.currencyCode ?? null,
        from: order.state,
        to: after.state,
      },
    });
    return { seqNo: order.seqNo, decision: body.decision, outcome, orderState: after.state as OrderStatusValue, seatId: after.seatId, invoiceNo };
  });
}
