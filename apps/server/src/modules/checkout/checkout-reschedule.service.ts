import { cancelStillOpen } from '@credo/contracts/constants';
import { OrderStatus } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { learnerOwnsRow } from '../../platform/access';
import { AppError } from '../../platform/app-error';
import type { SeatLedgers } from './checkout-bank-ports';
import type { CheckoutDeps } from './checkout-order.service';
import type { SeatCtx } from './checkout-ports';
import { countOpenOrders, findOrderBySeqNo, findPrice, lockLearnerCheckout, updateOrder } from './checkout.repo';

/**
 * POST user/pay/registration/reschedule (cert §7; issue 16; decision 0017 "Reschedule"): a PAID
 * seat moves to another session of the same training (same certification) at the same price and
 * currency, in one transaction. Locks: the learner's checkout lock, then both sessions' rows by
 * ascending id (two opposite moves cannot deadlock). The old seat is freed and the new one taken
 * with the owner's rules in the same transaction: any refusal rolls both back, so the learner
 * never ends with two seats or none, and the order follows the seat (reconciliation stays clean).
 * Answers in order: 404 not the learner's order or unknown session; 501 not paid; 10024 same
 * session; 501 another training or price; 10011 inside 24 hours of the old start; 10013 new
 * session started; 10014/10008 new session full; the owner's seat rules.
 */

type Body = { seqNo: string; relationType: 1 | 2; relationId: number; targetRelationId: number };
const NOT_YOURS = 'No order of yours with this number';
const FULL = { 1: ErrorCode.TRAINING_FULL, 2: ErrorCode.PRACTICAL_EXAM_FULL } as const;
const tx$ = (t: unknown) => t as Db;

export async function reschedulePaidSeat(deps: CheckoutDeps, ledgers: SeatLedgers, ctx: SeatCtx, userId: number, body: Body, now = new Date()) {
  return deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const seen = learnerOwnsRow(userId, await findOrderBySeqNo(tx, body.seqNo), NOT_YOURS);
    if (seen.tenantId !== ctx.tenantId || seen.relationType !== body.relationType || seen.relationId !== body.relationId) throw AppError.notFound(NOT_YOURS);
    await lockLearnerCheckout(tx, userId);
    const order = (await findOrderBySeqNo(tx, body.seqNo, true))!;
    const type = order.relationType as 1 | 2;
    if (order.state !== OrderStatus.SUCCESS || order.seatId === null || order.relationId !== body.relationId) {
      throw new AppError(ErrorCode.OTHER_ERROR, { state: order.state }, 'Only a paid seat can be rescheduled. Nothing changed.');
    }
    if (body.targetRelationId === order.relationId) throw new AppError(ErrorCode.ALREADY_REGISTERED);
    const desk = deps.desks[type];
    const [from, target] = [await desk.findSession(tx, ctx.tenantId, order.relationId), await desk.findSession(tx, ctx.tenantId, body.targetRelationId)];
    if (!from || !target) throw AppError.notFound('No such session');
    // The target is compared with what the order PAID (course fee, currency, tax rate, region),
    // never with the source session's price of today: staff may have changed it since (review 8).
    const targetPrice = await findPrice(tx, type, target.id, order.regionId);
    const sameTraining = target.certificationId === from.certificationId && (from.certificationId !== null || target.name === from.name);
    if (!sameTraining) throw new AppError(ErrorCode.OTHER_ERROR, null, 'Choose another session of the same training. Nothing changed.');
    if (
      !targetPrice ||
      targetPrice.siteId !== target.siteId ||
      targetPrice.amountMinor !== order.courseFeeMinor ||
      targetPrice.currencyCode !== order.currencyCode ||
      targetPrice.taxRateBp !== order.taxRateBp
    ) {
      throw new AppError(ErrorCode.OTHER_ERROR, null, 'The new session has another price: it cannot take this payment. Nothing changed.');
    }
    if (!cancelStillOpen(from.startAt, now)) throw new AppError(ErrorCode.CANCEL_TOO_LATE);
    if (target.startAt <= now) throw new AppError(ErrorCode.ENROLMENT_EXPIRED);
    for (const id of [from.id, target.id].sort((a, b) => a - b)) await desk.lockSession(tx, id);
    const taken = (await desk.countHeld(tx, target.id)) + (await countOpenOrders(tx, type, target.id, userId));
    if (taken >= target.seats) throw new AppError(FULL[type]);
    // The old seat goes first (one current seat per certification) and is handed on as a cancel's
    // is (a classroom's waitlist promotion, issue 17); the new one is taken with the owner's rules;
    // a refusal throws and the transaction gives the old seat back and undoes the promotion.
    if (!(await ledgers[type].releaseSeat(tx, ctx, order.seatId, userId, now))) {
      throw new AppError(ErrorCode.OTHER_ERROR, null, 'Your seat in this session is no longer held, so it cannot be moved. Nothing changed.');
    }
    // One seat.rescheduled mail (its .ics cancels the old event), as the free reschedule sends, not seat.booked.
    const seatId = await desk.takePaidSeat(tx, ctx, userId, target.id, now, { seatId: order.seatId, sessionId: from.id });
    await updateOrder(tx, order.id, { relationId: target.id, seatId, goods: target.name, updatedAt: now });
    return { seqNo: order.seqNo, relationType: type, relationId: target.id, fromRelationId: from.id, seatId };
  });
}
