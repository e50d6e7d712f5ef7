import { randomBytes } from 'node:crypto';
import type { OrderInfo, PaymentResponse, PaymentStatusAnswer, PlaceOrderBody, RelationBody } from '@credo/contracts/checkout';
import { BANK_TRANSFER_DAYS, CARD_ORDER_TIMEOUT_MS } from '@credo/contracts/constants';
import { OrderStatus, PaymentMethod, type OrderStatusValue, type PaymentMethodValue } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { learnerOwnsRow } from '../../platform/access';
import { AppError } from '../../platform/app-error';
import { chargesFor } from './checkout-pricing';
import { methodsFor, type PaymentProvider, type SaleSession, type SeatCtx, type SeatDesks } from './checkout-ports';
import { orderInfoOf } from './checkout-quote';
import { voidSessions } from './checkout-void';
import {
  countOpenOrders,
  findLatestOrder,
  findLiveFailedOrders,
  findOpenOrder,
  findOrderByMerchantId,
  findOrderBySeqNo,
  findPrice,
  insertOrder,
  lockLearnerCheckout,
  OPEN_STATES,
  updateOrder,
  type OrderRow,
} from './checkout.repo';
import { DAY_MS } from '@credo/contracts/durations';

/**
 * Orders (commerce §4 and §7; decision 0017). Every amount comes from the price row, never from
 * the request. One open order per learner and session: the learner's advisory lock serialises
 * their calls and the partial unique index is the last wall. An open order holds its seat; the
 * seat itself is written only when the provider's webhook says paid (checkout-payment.service).
 */

export type CheckoutDeps = {
  db: Db;
  desks: SeatDesks;
  provider: PaymentProvider;
  publicUrl: string;
  /** Fault injection for the crash test only (CHECKOUT_FAULT, never in production): awaited at a named point. */
  faultPoint?: (name: 'webhook-applied-uncommitted') => Promise<void>;
};
type Learner = { id: number; email: string | null };

const NOT_YOURS = 'No order of yours with this number';
const tx$ = (t: unknown) => t as Db;
const isOpen = (o: OrderRow) => OPEN_STATES.includes(o.state);

/** Card: 30 minutes (the spec's 1,800,000 ms). Bank transfer: 3 calendar days (cert §9, commerce §9). */
export const deadlineOf = (payType: PaymentMethodValue, placedAt: Date) =>
  new Date(placedAt.getTime() + (payType === PaymentMethod.CARD ? CARD_ORDER_TIMEOUT_MS : BANK_TRANSFER_DAYS * DAY_MS));

/** Order number shown to the learner: the day and 8 random hex digits (unique index decides a clash). */
const newSeqNo = (now: Date) => `CR${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
const newMerchantId = () => `mt_${randomBytes(16).toString('hex')}`;

async function saleOf(deps: CheckoutDeps, db: Db, tenantId: number, rel: RelationBody) {
  const session = await deps.desks[rel.relationType].findSession(db, tenantId, rel.relationId);
  const price = session ? await findPrice(db, rel.relationType, rel.relationId) : null;
  if (!session || !price || price.siteId !== session.siteId) return null;
  return { session, price };
}

/** An open order past its deadline times out when anyone looks (the sweeper does the rest): the server's clock decides. */
export async function expireIfDue(tx: Db, order: OrderRow, now: Date): Promise<OrderRow> {
  if (!isOpen(order) || order.deadlineAt > now) return order;
  const closed = { state: OrderStatus.TIMEOUT, closedAt: now, updatedAt: now };
  await updateOrder(tx, order.id, closed);
  return { ...order, ...closed };
}

/** verify: true when the session is paid and on sale, or the learner already has an order for it (the page shows it). */
export async function verifyPayable(deps: CheckoutDeps, ctx: SeatCtx, userId: number | null, rel: RelationBody, now = new Date()): Promise<boolean> {
  const sale = await saleOf(deps, deps.db, ctx.tenantId, rel);
  if (!sale) return false;
  if (userId !== null && (await findLatestOrder(deps.db, userId, rel.relationType, rel.relationId))) return true;
  return sale.session.startAt > now;
}

/** getPayOrderInfo: the learner's latest order, or a quote; HTTP 404 for a session that is not paid (the page goes to not-found). */
export async function getPayOrderInfo(deps: CheckoutDeps, ctx: SeatCtx, userId: number | null, rel: RelationBody, now = new Date()): Promise<OrderInfo> {
  const sale = await saleOf(deps, deps.db, ctx.tenantId, rel);
  if (!sale) throw AppError.notFound('No paid session here');
  let order = userId === null ? null : await findLatestOrder(deps.db, userId, rel.relationType, rel.relationId);
  if (order && isOpen(order) && order.deadlineAt <= now) {
    order = await deps.db.transaction(async (t) => {
      const locked = await findOrderBySeqNo(tx$(t), order!.seqNo, true);
      return expireIfDue(tx$(t), locked!, now);
    });
  }
  return orderInfoOf(sale.session, rel.relationType, sale.price, order);
}

const FULL = { 1: ErrorCode.TRAINING_FULL, 2: ErrorCode.PRACTICAL_EXAM_FULL } as const;
/** Thrown inside the eligibility savepoint to roll the trial seat back. */
class DryRun extends Error {}

/**
 * The owner's seat rules, tried for real in a savepoint that is then rolled back: the learner
 * is told before paying that the seat could not be theirs (enrol in the certification first,
 * already registered, a current training …), with the owner's own code. No rule is copied here.
 */
async function assertEligible(deps: CheckoutDeps, tx: Db, ctx: SeatCtx, userId: number, rel: RelationBody, now: Date) {
  try {
    await tx.transaction(async (sp) => {
      await deps.desks[rel.relationType].takePaidSeat(tx$(sp), ctx, userId, rel.relationId, now);
      throw new DryRun();
    });
  } catch (err) {
    if (!(err instanceof DryRun)) throw err;
  }
}

const answerOf = (o: OrderRow): PaymentResponse => ({
  merchantTransactionId: o.merchantTransactionId,
  seqNo: o.seqNo,
  paymentUrl: o.paymentUrl,
  state: o.state as OrderStatusValue,
});

/**
 * placeOrder: idempotent per learner and session. The same method again answers the open order;
 * another method cancels the open order first (commerce §4) unless its payment is in progress.
 * In order: 404 unknown or unpaid session, 501 payment in progress, 10013 started, the owner's
 * seat rules, 10014/10008 full (enrolled seats plus other learners' open orders).
 */
/**
 * `returnOrigin`: the tenant's origin the payer comes back to (checkout-return-origin.ts, chosen
 * among the configured hosts); PUBLIC_URL when not given.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  ctx: SeatCtx,
  learner: Learner,
  body: PlaceOrderBody,
  now = new Date(),
  returnOrigin: string = deps.publicUrl,
): Promise<PaymentResponse> {
  const rel = { relationId: Number(body.relationId), relationType: Number(body.relationType) as 1 | 2 };
  const payType = Number(body.payType) as PaymentMethodValue;
  // Orders closed here whose provider session must be expired once this commits.
  const toVoid: number[] = [];
  const answer = await deps.db.transaction(async (t) => {
    const tx = tx$(t);
    await lockLearnerCheckout(tx, learner.id);
    const sale = await saleOf(deps, tx, ctx.tenantId, rel);
    if (!sale) throw AppError.notFound('No paid session here');
    let open = await findOpenOrder(tx, learner.id, rel.relationType, rel.relationId, true);
    if (open) open = await expireIfDue(tx, open, now);
    if (open && isOpen(open)) {
      if (open.payType === payType) return answerOf(open);
      if (open.state === OrderStatus.PENDING) {
        throw new AppError(ErrorCode.OTHER_ERROR, { seqNo: open.seqNo }, 'A payment for this order is being processed. Please wait for its result.');
      }
      await updateOrder(tx, open.id, { state: OrderStatus.CANCEL, closedAt: now, updatedAt: now });
    }
    if (open) toVoid.push(open.id);
    // A failed order's page could still take a payment: a new order supersedes it (decision 0017).
    for (const f of await findLiveFailedOrders(tx, learner.id, rel.relationType, rel.relationId)) toVoid.push(f.id);
    const { session, price } = sale;
    if (session.startAt <= now) throw new AppError(ErrorCode.ENROLMENT_EXPIRED);
    const desk = deps.desks[rel.relationType];
    await desk.lockSession(tx, session.id);
    await assertEligible(deps, tx, ctx, learner.id, rel, now);
    const taken = (await desk.countHeld(tx, session.id)) + (await countOpenOrders(tx, rel.relationType, session.id, learner.id));
    if (taken >= session.seats) throw new AppError(FULL[rel.relationType]);

    const c = chargesFor(price.amountMinor, price.taxRateBp, payType);
    const seqNo = newSeqNo(now);
    const merchantTransactionId = newMerchantId();
    const order = await insertOrder(tx, {
      seqNo,
      merchantTransactionId,
      tenantId: ctx.tenantId,
      siteId: session.siteId,
      userId: learner.id,
      ...rel,
      certificationId: session.certificationId,
      goods: session.name,
      payType,
      state: OrderStatus.CREATE,
      regionId: price.regionId,
      currencyId: price.currencyId,
      currencyCode: price.currencyCode,
      ...c,
      billing: { ...(body.billingAddress ?? {}) },
      contact: { ...(body.custom ?? {}) },
      provider: deps.provider.name,
      placedAt: now,
      deadlineAt: deadlineOf(payType, now),
      updatedAt: now,
    });
    // Under the learner's lock a second open order cannot be in the way; the index says so if it ever is.
    if (!order) throw new AppError(ErrorCode.DUPLICATE_SUBMIT);
    if (payType === PaymentMethod.BANK_TRANSFER) return answerOf(order);
    // In the transaction: an order the provider never heard of is never left behind (the provider keys on our id).
    const back = new URL(returnPathOf(ctx, body.returnToMobile === true), returnOrigin);
    const checkout = await createCheckout(deps, order, session, learner, price.currencyCode, back);
    await updateOrder(tx, order.id, { providerSessionId: checkout.sessionId, paymentUrl: checkout.paymentUrl });
    return answerOf({ ...order, paymentUrl: checkout.paymentUrl });
  });
  await voidSessions(deps, toVoid);
  return answer;
}

/**
 * The payment page the payer left from: the request's site prefix and the /mobile twin, so an EU or
 * phone payer comes back to their own site and layout. Built from the site's own prefix (never a
 * path the client sent), so it cannot point anywhere else.
 */
export const returnPathOf = (ctx: SeatCtx, mobile: boolean): string =>
  ['', ctx.site?.pathPrefix ?? '', mobile ? 'mobile' : '', 'payment'].filter((part, i) => i === 0 || part !== '').join('/');

async function createCheckout(deps: CheckoutDeps, order: OrderRow, session: SaleSession, learner: Learner, currencyCode: string, back: URL) {
  back.searchParams.set('relationId', String(order.relationId));
  back.searchParams.set('relationType', String(order.relationType));
  try {
    return await deps.provider.createCheckout({
      merchantTransactionId: order.merchantTransactionId,
      seqNo: order.seqNo,
      amountMinor: order.totalMinor,
      currencyCode,
      description: session.name,
      payerEmail: (order.contact.email || learner.email) ?? null,
      returnUrl: back.toString(),
      methods: methodsFor(currencyCode),
      expiresAt: order.deadlineAt,
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(ErrorCode.REMOTE_SERVICE_ERROR, null, 'The payment provider did not answer. Nothing was charged; please try again.');
  }
}

/** The learner's own order by number under its row lock; another learner's is as unknown as a wrong number (HTTP 404). */
async function ownOrder(tx: Db, userId: number, seqNo: string): Promise<OrderRow> {
  return learnerOwnsRow(userId, await findOrderBySeqNo(tx, seqNo, true), NOT_YOURS);
}

/**
 * cancelOrder: create, fail and timeout become cancel (the page's timeout handler cancels failed
 * and timed-out card orders); cancelling a cancelled order answers it again. A paid order is not
 * cancelled (paid training is non-refundable) and one whose payment is in progress waits for it.
 */
export async function cancelOrder(deps: CheckoutDeps, userId: number, body: RelationBody & { seqNo: string }, now = new Date()): Promise<PaymentStatusAnswer> {
  const answer = await deps.db.transaction(async (t) => {
    const tx = tx$(t);
    let order = await ownOrder(tx, userId, body.seqNo);
    if (order.relationId !== body.relationId || order.relationType !== body.relationType) throw AppError.notFound(NOT_YOURS);
    order = await expireIfDue(tx, order, now);
    if (order.state === OrderStatus.SUCCESS) throw new AppError(ErrorCode.OTHER_ERROR, null, 'This order is paid. Paid training is non-refundable.');
    if (order.state === OrderStatus.PENDING)
      throw new AppError(ErrorCode.OTHER_ERROR, null, 'A payment for this order is being processed. Please wait for its result.');
    if (order.state !== OrderStatus.CANCEL) {
      await updateOrder(tx, order.id, { state: OrderStatus.CANCEL, closedAt: order.closedAt ?? now, updatedAt: now });
    }
    return { answer: statusOf({ ...order, state: OrderStatus.CANCEL }), id: order.id };
  });
  // After the commit: the provider's page of this order takes no payment any more.
  await voidSessions(deps, [answer.id]);
  return answer.answer;
}

/** deleteOrder: removes an unpaid order from the learner's view (an open one is cancelled first); money rows stay. */
export async function deleteOrder(deps: CheckoutDeps, userId: number, seqNo: string, now = new Date()): Promise<boolean> {
  const id = await deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const order = await expireIfDue(tx, await ownOrder(tx, userId, seqNo), now);
    if (order.state === OrderStatus.SUCCESS || order.state === OrderStatus.PENDING) {
      throw new AppError(ErrorCode.OTHER_ERROR, null, 'A paid or processing order cannot be deleted.');
    }
    const state = order.state === OrderStatus.CREATE ? OrderStatus.CANCEL : order.state;
    await updateOrder(tx, order.id, { state, closedAt: order.closedAt ?? now, hiddenAt: order.hiddenAt ?? now, updatedAt: now });
    return order.id;
  });
  await voidSessions(deps, [id]);
  return true;
}

const statusOf = (o: OrderRow): PaymentStatusAnswer => ({
  merchantTransactionId: o.merchantTransactionId,
  seqNo: o.seqNo,
  state: o.state as OrderStatusValue,
  payType: o.payType as PaymentMethodValue,
});

/** getPaymentStatus: the learner's own order by the provider's id (HTTP 404 for anyone else's). */
export async function getPaymentStatus(deps: CheckoutDeps, userId: number, merchantTransactionId: string, now = new Date()): Promise<PaymentStatusAnswer> {
  return deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const order = learnerOwnsRow(userId, await findOrderByMerchantId(tx, merchantTransactionId, true), NOT_YOURS);
    return statusOf(await expireIfDue(tx, order, now));
  });
}
