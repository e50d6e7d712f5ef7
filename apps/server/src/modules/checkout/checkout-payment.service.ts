import { eq } from 'drizzle-orm';
import { OrderStatus } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { notifyOrderOutcome } from './checkout-notify';
import { paymentEvents } from '../../db/schema/index';
import { AppError } from '../../platform/app-error';
import { userCardOf } from '../user/index';
import type { CheckoutDeps } from './checkout-order.service';
import { issueInvoiceNumber } from './checkout-invoice.service';
import type { PaymentProvider, ProviderEvent } from './checkout-ports';
import { voidSessions } from './checkout-void';
import {
  countOpenOrders,
  findOpenOrder,
  findOrderByMerchantId,
  findOverdueOrders,
  hasPaidOrder,
  lockLearnerCheckout,
  lockOverdueOrder,
  OPEN_STATES,
  updateOrder,
  type OrderRow,
} from './checkout.repo';

/**
 * The provider's verified events (decision 0017). The webhook is the only thing that marks an
 * order paid: the browser's return never does. Each event is stored by its id in the transaction
 * that applies it, so a replay finds the row and changes nothing, and a crash before the commit
 * leaves nothing (the provider retries). Events may come in any order: a failure after a success
 * changes nothing, a success after a failure still takes the seat if the rules allow, and a success
 * after a timeout or cancel is recorded and flagged for reconciliation, never lost. A success for a
 * deleted account seats nobody and is flagged refund-due.
 */

export type Outcome =
  | 'replay'
  | 'paid'
  | 'paid-without-seat'
  | 'late-payment'
  | 'refund-due'
  | 'amount-mismatch'
  | 'already-paid'
  | 'failed'
  | 'pending'
  | 'expired'
  | 'ignored'
  | 'unknown-order';

const tx$ = (t: unknown) => t as Db;
const isOpen = (o: OrderRow) => OPEN_STATES.includes(o.state);

/** Takes the paid seat in a savepoint: a refused rule leaves the payment standing and flags it; a busy learner (10002) is retried. */
async function takeSeat(deps: CheckoutDeps, tx: Db, order: OrderRow, now: Date): Promise<number | null> {
  try {
    return await tx.transaction((sp) =>
      deps.desks[order.relationType as 1 | 2].takePaidSeat(
        tx$(sp),
        { tenantId: order.tenantId, siteId: order.siteId, languageId: 0 },
        order.userId,
        order.relationId,
        now,
      ),
    );
  } catch (err) {
    if (err instanceof AppError && err.code !== ErrorCode.DUPLICATE_SUBMIT) return null;
    throw err;
  }
}

async function seatStillFree(deps: CheckoutDeps, tx: Db, order: OrderRow): Promise<boolean> {
  const desk = deps.desks[order.relationType as 1 | 2];
  const session = await desk.findSession(tx, order.tenantId, order.relationId);
  if (!session) return false;
  await desk.lockSession(tx, session.id);
  const taken = (await desk.countHeld(tx, session.id)) + (await countOpenOrders(tx, order.relationType, session.id, order.userId));
  return taken < session.seats;
}

/**
 * A success on a FAILED order while the learner has moved on (decision 0017, "A late success on an
 * old order"): under the learner's lock, a newer order already paid, or one whose payment is in
 * progress, makes this money a double payment: it is flagged late-payment (staff refund it) and
 * seats nobody. A newer order still waiting for the payer is cancelled (its session voided after
 * the commit) and this payment takes the seat: the learner paid once, and is seated once.
 */
async function supersede(tx: Db, order: OrderRow, now: Date, toVoid: number[]): Promise<'late' | 'go'> {
  if (await hasPaidOrder(tx, order.userId, order.relationType, order.relationId, order.id)) return 'late';
  const newer = await findOpenOrder(tx, order.userId, order.relationType, order.relationId, true);
  if (!newer) return 'go';
  if (newer.state === OrderStatus.PENDING) return 'late';
  await updateOrder(tx, newer.id, { state: OrderStatus.CANCEL, closedAt: now, updatedAt: now });
  toVoid.push(newer.id);
  return 'go';
}

async function onSucceeded(deps: CheckoutDeps, tx: Db, order: OrderRow, e: ProviderEvent, now: Date, toVoid: number[]): Promise<Outcome> {
  if (e.amountMinor !== order.totalMinor || (e.currencyCode ?? '').toUpperCase() !== order.currencyCode) {
    await updateOrder(tx, order.id, { flag: 'amount-mismatch', updatedAt: now });
    return 'amount-mismatch';
  }
  if (order.state === OrderStatus.SUCCESS) return 'already-paid';
  // The payer's account was deleted (its open orders were cancelled by the deletion): the money is
  // recorded and flagged for a refund, and nobody is seated, whatever state the order is in.
  if ((await userCardOf(tx, order.userId))?.deleted) {
    const closed = isOpen(order) ? { state: OrderStatus.CANCEL, closedAt: now } : {};
    await updateOrder(tx, order.id, { ...closed, flag: 'refund-due', updatedAt: now });
    return 'refund-due';
  }
  // Timed out or cancelled: the seat went back; the money is recorded and flagged, not lost.
  if (order.state === OrderStatus.TIMEOUT || order.state === OrderStatus.CANCEL) {
    await updateOrder(tx, order.id, { flag: 'late-payment', updatedAt: now });
    return 'late-payment';
  }
  // Failed, then paid on the provider's page after all: the hold went back, so the seat is taken
  // only if one is still free (under the session's lock) and no newer order of the learner took
  // over; else the money is flagged like a late one.
  if (order.state === OrderStatus.FAIL && ((await supersede(tx, order, now, toVoid)) === 'late' || !(await seatStillFree(deps, tx, order)))) {
    await updateOrder(tx, order.id, { flag: 'late-payment', updatedAt: now });
    return 'late-payment';
  }
  const seatId = await takeSeat(deps, tx, order, now);
  await updateOrder(tx, order.id, {
    state: OrderStatus.SUCCESS,
    paidAt: now,
    closedAt: now,
    seatId,
    flag: seatId === null ? 'paid-without-seat' : null,
    updatedAt: now,
  });
  // The invoice is numbered in the paying transaction: the tenant's counter stays locked until commit (no gaps).
  await issueInvoiceNumber(tx, { id: order.id, tenantId: order.tenantId, paidAt: now }, now);
  return seatId === null ? 'paid-without-seat' : 'paid';
}

async function apply(deps: CheckoutDeps, tx: Db, order: OrderRow, e: ProviderEvent, now: Date, toVoid: number[]): Promise<Outcome> {
  switch (e.type) {
    case 'payment.succeeded':
      return onSucceeded(deps, tx, order, e, now, toVoid);
    case 'payment.failed':
      if (!isOpen(order)) return 'ignored';
      await updateOrder(tx, order.id, { state: OrderStatus.FAIL, closedAt: now, updatedAt: now });
      return 'failed';
    case 'payment.pending':
      if (order.state !== OrderStatus.CREATE) return 'ignored';
      await updateOrder(tx, order.id, { state: OrderStatus.PENDING, updatedAt: now });
      return 'pending';
    case 'checkout.expired':
      if (!isOpen(order)) return 'ignored';
      await updateOrder(tx, order.id, { state: OrderStatus.TIMEOUT, closedAt: now, updatedAt: now });
      return 'expired';
    case 'other':
      return 'ignored';
  }
}

/** Applies one verified event exactly once. */
export async function applyProviderEvent(deps: CheckoutDeps, e: ProviderEvent, now = new Date()): Promise<Outcome> {
  const toVoid: number[] = [];
  const outcome = await deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const stored = await tx
      .insert(paymentEvents)
      .values({
        eventId: e.eventId,
        provider: deps.provider.name,
        type: e.providerType || e.type,
        merchantTransactionId: e.merchantTransactionId,
        amountMinor: e.amountMinor,
        currencyCode: e.currencyCode,
        payload: e.payload as object,
        receivedAt: now,
        outcome: 'received',
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (stored.length === 0) return 'replay';
    // The learner's checkout lock first (placeOrder's order: learner, then order rows), so a
    // success never races the learner's own placeOrder, cancel or method switch.
    const found = e.merchantTransactionId ? await findOrderByMerchantId(tx, e.merchantTransactionId) : null;
    if (found) await lockLearnerCheckout(tx, found.userId);
    const order = found && (await findOrderByMerchantId(tx, e.merchantTransactionId, true));
    const outcome: Outcome = e.type === 'other' ? 'ignored' : order ? await apply(deps, tx, order, e, now, toVoid) : 'unknown-order';
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.eventId, e.eventId));
    if (order) await notifyOrderOutcome(tx, order.id, outcome, now);
    // The crash test stops here: the event is applied but not committed when the process dies.
    await deps.faultPoint?.('webhook-applied-uncommitted');
    return outcome;
  });
  await voidSessions(deps, toVoid);
  return outcome;
}

/**
 * The sweeper's task: open orders past their deadline time out (card 30 minutes, bank transfer 3
 * calendar days), which frees the seats they held. Each under its row lock, re-checked there, so
 * a webhook that paid it a moment earlier wins.
 */
export async function expireOverdueOrders(db: Db, now = new Date(), provider?: PaymentProvider): Promise<number> {
  let n = 0;
  const timedOut: number[] = [];
  for (const { id } of await findOverdueOrders(db, now)) {
    await db.transaction(async (t) => {
      const tx = tx$(t);
      const order = await lockOverdueOrder(tx, id, now);
      if (!order) return;
      await updateOrder(tx, id, { state: OrderStatus.TIMEOUT, closedAt: now, updatedAt: now });
      timedOut.push(id);
      await notifyOrderOutcome(tx, id, 'expired', now);
      n += 1;
    });
  }
  // The provider's pages of the timed-out orders take no payment any more (the plugin's loop retries what fails).
  if (provider) await voidSessions({ db, provider }, timedOut, now);
  return n;
}
