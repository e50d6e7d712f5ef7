import { eq } from 'drizzle-orm';
import { OrderStatus } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema/index';
import { AppError } from '../../platform/app-error';
import type { CheckoutDeps } from './checkout-order.service';
import { issueInvoiceNumber } from './checkout-invoice.service';
import type { ProviderEvent } from './checkout-ports';
import { countOpenOrders, findOrderByMerchantId, findOverdueOrders, lockOverdueOrder, OPEN_STATES, updateOrder, type OrderRow } from './checkout.repo';

/**
 * The provider's verified events (decision 0017). The webhook is the only thing that marks an
 * order paid: the browser's return never does. Each event is stored by its id in the transaction
 * that applies it, so a replay finds the row and changes nothing, and a crash before the commit
 * leaves nothing (the provider retries). Events may come in any order: a failure after a success
 * changes nothing, a success after a failure still takes the seat if the rules allow, and a success
 * after a timeout or cancel is recorded and flagged for reconciliation, never lost.
 */

export type Outcome =
  | 'replay'
  | 'paid'
  | 'paid-without-seat'
  | 'late-payment'
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

async function onSucceeded(deps: CheckoutDeps, tx: Db, order: OrderRow, e: ProviderEvent, now: Date): Promise<Outcome> {
  if (e.amountMinor !== order.totalMinor || (e.currencyCode ?? '').toUpperCase() !== order.currencyCode) {
    await updateOrder(tx, order.id, { flag: 'amount-mismatch', updatedAt: now });
    return 'amount-mismatch';
  }
  if (order.state === OrderStatus.SUCCESS) return 'already-paid';
  // Timed out or cancelled: the seat went back; the money is recorded and flagged, not lost.
  if (order.state === OrderStatus.TIMEOUT || order.state === OrderStatus.CANCEL) {
    await updateOrder(tx, order.id, { flag: 'late-payment', updatedAt: now });
    return 'late-payment';
  }
  // Failed, then paid on the provider's page after all: the hold went back, so the seat is taken
  // only if one is still free (under the session's lock); else the money is flagged like a late one.
  if (order.state === OrderStatus.FAIL && !(await seatStillFree(deps, tx, order))) {
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

async function apply(deps: CheckoutDeps, tx: Db, order: OrderRow, e: ProviderEvent, now: Date): Promise<Outcome> {
  switch (e.type) {
    case 'payment.succeeded':
      return onSucceeded(deps, tx, order, e, now);
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
  }
}

/** Applies one verified event exactly once. */
export async function applyProviderEvent(deps: CheckoutDeps, e: ProviderEvent, now = new Date()): Promise<Outcome> {
  return deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const stored = await tx
      .insert(paymentEvents)
      .values({
        eventId: e.eventId,
        provider: deps.provider.name,
        type: e.type,
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
    const order = await findOrderByMerchantId(tx, e.merchantTransactionId, true);
    const outcome: Outcome = order ? await apply(deps, tx, order, e, now) : 'unknown-order';
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.eventId, e.eventId));
    return outcome;
  });
}

/**
 * The sweeper's task: open orders past their deadline time out (card 30 minutes, bank transfer 3
 * calendar days), which frees the seats they held. Each under its row lock, re-checked there, so
 * a webhook that paid it a moment earlier wins.
 */
export async function expireOverdueOrders(db: Db, now = new Date()): Promise<number> {
  let n = 0;
  for (const { id } of await findOverdueOrders(db, now)) {
    await db.transaction(async (t) => {
      const tx = tx$(t);
      const order = await lockOverdueOrder(tx, id, now);
      if (!order) return;
      await updateOrder(tx, id, { state: OrderStatus.TIMEOUT, closedAt: now, updatedAt: now });
      n += 1;
    });
  }
  return n;
}
