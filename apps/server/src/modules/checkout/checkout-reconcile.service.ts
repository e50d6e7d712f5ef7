import { desc, eq } from 'drizzle-orm';
import type { ReconcileReport } from '@credo/contracts/checkout-bank';
import { OrderStatus } from '@credo/contracts/enums';
import type { Db } from '../../db/client';
import { orders, paymentEvents, prices, sites } from '../../db/schema/index';
import { userCardsByIds } from '../user/index';
import type { SeatLedgers } from './checkout-bank-ports';
import type { OrderRow } from './checkout.repo';

/**
 * Reconciliation (issue 16 item 7; decision 0017 "Reconciliation"): every provider event of the
 * tenant's orders set against the orders and the seats as their owners keep them. It flags
 *  - paid-without-seat: a paid order whose learner holds no seat in its session (money, no seat);
 *  - seat-without-payment: a seat in a paid session with no paid order of that learner (seat, no money);
 *  - amount-mismatch: a success whose amount or currency differs from the order (flagged order or event);
 *  - late-payment: money that arrived after the order closed (staff refund or seat the learner);
 *  - refund-due: money that arrived for a deleted account's order (nobody was seated: refund it).
 * A paid order whose seat the learner's account deletion released (issue 16/17: the seat is freed,
 * the sale stays, nothing is refunded by itself) is explained, not paid-without-seat: the learner
 * is deleted and the seat's owner marked its cancel 'account-deleted'. Both are read from data.
 * Read-only; the staff member's tenant bounds it.
 */

type Staff = { tenantId: number };
type Flag = ReconcileReport['issues'][number]['flag'];
const EVENT_LIMIT = 1000;
const PAID_OUTCOMES = ['paid', 'paid-without-seat', 'already-paid'];
const key = (type: number, session: number, user: number) => `${type}:${session}:${user}`;

export async function reconciliationReport(db: Db, ledgers: SeatLedgers, staff: Staff, now = new Date()): Promise<ReconcileReport> {
  const tenantOrders = await db.select().from(orders).where(eq(orders.tenantId, staff.tenantId));
  const byMerchant = new Map(tenantOrders.map((o) => [o.merchantTransactionId, o]));
  const paidSessions = await db
    .select({ relationType: prices.relationType, relationId: prices.relationId })
    .from(prices)
    .innerJoin(sites, eq(sites.id, prices.siteId))
    .where(eq(sites.tenantId, staff.tenantId));

  // Seats as classroom and practical exam keep them, in the tenant's paid sessions and in the sessions of its orders.
  const seats = new Map<string, number>();
  for (const type of [1, 2] as const) {
    const ids = new Set([
      ...paidSessions.filter((p) => p.relationType === type).map((p) => p.relationId),
      ...tenantOrders.filter((o) => o.relationType === type).map((o) => o.relationId),
    ]);
    for (const s of await ledgers[type].activeSeats(db, [...ids])) seats.set(key(type, s.sessionId, s.userId), s.seatId);
  }

  const released = await releasedByAccountDeletion(db, ledgers, tenantOrders);
  const seatless = (o: OrderRow) => !seats.has(key(o.relationType, o.relationId, o.userId)) && !released.has(o.id);

  const issues: ReconcileReport['issues'] = [];
  const issue = (flag: Flag, o: Pick<OrderRow, 'userId' | 'relationType' | 'relationId'> & { seqNo: string | null; seatId: number | null }, detail: string) =>
    issues.push({ flag, seqNo: o.seqNo, userId: o.userId, relationType: o.relationType, relationId: o.relationId, seatId: o.seatId, detail });

  const paidKeys = new Set<string>();
  for (const o of tenantOrders) {
    const k = key(o.relationType, o.relationId, o.userId);
    if (o.state === OrderStatus.SUCCESS) {
      paidKeys.add(k);
      if (seatless(o))
        issue('paid-without-seat', o, `Paid ${o.currencyCode} ${o.totalMinor} on ${o.paidAt?.toISOString() ?? '?'}; the learner holds no seat in the session.`);
    }
    if (o.flag === 'amount-mismatch') issue('amount-mismatch', o, `A payment for this order did not match its total ${o.currencyCode} ${o.totalMinor}.`);
    if (o.flag === 'refund-due')
      issue('refund-due', o, `Money arrived after the learner deleted their account (state ${o.state}); nobody was seated: refund it to the payer.`);
    if (o.flag === 'late-payment') issue('late-payment', o, `Money arrived after the order closed (state ${o.state}): refund it or seat the learner.`);
  }
  const paidSessionKeys = new Set(paidSessions.map((p) => `${p.relationType}:${p.relationId}`));
  for (const [k, seatId] of seats) {
    const [type, session, user] = k.split(':').map(Number);
    if (paidSessionKeys.has(`${type}:${session}`) && !paidKeys.has(k)) {
      issue(
        'seat-without-payment',
        { seqNo: null, userId: user, relationType: type, relationId: session, seatId },
        'A seat in a paid session without a paid order of this learner.',
      );
    }
  }

  // Joined on the tenant's orders, not bound as a list of ids: a list past 65,535 ids is refused by
  // PostgreSQL's protocol (a 500 for a large academy; found in review).
  const events = await db
    .select({ event: paymentEvents })
    .from(paymentEvents)
    .innerJoin(orders, eq(orders.merchantTransactionId, paymentEvents.merchantTransactionId))
    .where(eq(orders.tenantId, staff.tenantId))
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(EVENT_LIMIT)
    .then((rows) => rows.map((r) => r.event));
  const eventRows = events.map((e) => {
    const o = byMerchant.get(e.merchantTransactionId) ?? null;
    const flags: Flag[] = [];
    const differs = o !== null && e.amountMinor !== null && (e.amountMinor !== o.totalMinor || (e.currencyCode ?? '').toUpperCase() !== o.currencyCode);
    if (e.outcome === 'amount-mismatch' || (differs && PAID_OUTCOMES.includes(e.outcome))) flags.push('amount-mismatch');
    if (e.outcome === 'late-payment') flags.push('late-payment');
    if (e.outcome === 'refund-due') flags.push('refund-due');
    if (o && PAID_OUTCOMES.includes(e.outcome) && o.state === OrderStatus.SUCCESS && seatless(o)) flags.push('paid-without-seat');
    return {
      eventId: e.eventId,
      provider: e.provider,
      type: e.type,
      outcome: e.outcome,
      receivedAt: e.receivedAt.toISOString(),
      merchantTransactionId: e.merchantTransactionId,
      amount: e.amountMinor,
      currencyCode: e.currencyCode,
      seqNo: o?.seqNo ?? null,
      orderState: o?.state ?? null,
      orderTotal: o?.totalMinor ?? null,
      orderCurrency: o?.currencyCode ?? null,
      seatId: o?.seatId ?? null,
      flags,
    };
  });
  const count = (f: Flag) => issues.filter((i) => i.flag === f).length;
  return {
    generatedAt: now.toISOString(),
    counts: {
      events: eventRows.length,
      paidWithoutSeat: count('paid-without-seat'),
      seatWithoutPayment: count('seat-without-payment'),
      amountMismatch: count('amount-mismatch'),
      latePayment: count('late-payment'),
      refundDue: count('refund-due'),
    },
    events: eventRows,
    issues,
  };
}

/**
 * The tenant's paid orders whose seat was released by the learner's account deletion: the learner
 * is deleted (user face) and the seat's owner marked the cancel (cancel_reason 'account-deleted').
 */
async function releasedByAccountDeletion(db: Db, ledgers: SeatLedgers, tenantOrders: readonly OrderRow[]): Promise<Set<number>> {
  const paid = tenantOrders.filter((o) => o.state === OrderStatus.SUCCESS && o.seatId !== null);
  if (paid.length === 0) return new Set();
  const cards = await userCardsByIds(db, [...new Set(paid.map((o) => o.userId))]);
  const ofDeleted = paid.filter((o) => cards.get(o.userId)?.deleted === true);
  const out = new Set<number>();
  for (const type of [1, 2] as const) {
    const mine = ofDeleted.filter((o) => o.relationType === type);
    const marked = await ledgers[type].releasedByAccountDeletion(
      db,
      mine.map((o) => o.seatId!),
    );
    for (const o of mine) if (marked.has(o.seatId!)) out.add(o.id);
  }
  return out;
}
