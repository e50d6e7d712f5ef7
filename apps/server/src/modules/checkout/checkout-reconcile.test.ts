import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ReconcileReport } from '@credo/contracts/checkout-bank';
import { orders, practicalExamEnrolments } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { certId, dataOf, readyLearner } from '../practical-exam/practical-exam-test-kit';
import { reconciliation, staffDecide, staffOf, submittedOrder } from './checkout-bank-test-kit';
import { expireOverdueOrders } from './checkout-payment.service';
import { paidExam } from './checkout-test-kit';

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

const orderOf = async (seqNo: string) => (await t.app.db.select().from(orders).where(eq(orders.seqNo, seqNo)))[0];
const report = async () => dataOf<ReconcileReport>(await reconciliation(t, await staffOf(t)));
const confirm = async (seqNo: string, amount?: number) =>
  dataOf<{ outcome: string }>(
    await staffDecide(t, await staffOf(t), { seqNo, decision: 'confirm', amount: amount ?? (await orderOf(seqNo)).totalMinor, currencyCode: 'USD' }),
  );

describe('GET /api/staff/checkout/reconciliation', () => {
  it('staff only: a visitor 401, a learner 403', async () => {
    expect((await reconciliation(t, null)).statusCode).toBe(401);
    expect((await reconciliation(t, await readyLearner(t, genP))).statusCode).toBe(403);
  });

  it('the demo seed has nothing to flag', async () => {
    const r = await report();
    expect(r.counts).toMatchObject({ paidWithoutSeat: 0, seatWithoutPayment: 0, amountMismatch: 0, latePayment: 0 });
    expect(r.issues).toEqual([]);
  });

  it('a clean payment lists its event with no flag', async () => {
    const { order } = await submittedOrder(t, genP);
    expect((await confirm(order.seqNo)).outcome).toBe('paid');
    const r = await report();
    const ev = r.events.find((e) => e.seqNo === order.seqNo)!;
    expect(ev).toMatchObject({ provider: 'bank-transfer', outcome: 'paid', flags: [] });
    expect(r.issues).toEqual([]);
  });

  it('detects each kind when it is constructed', async () => {
    // Paid, then the seat removed by staff: money without a seat.
    const paid = await submittedOrder(t, genP);
    await confirm(paid.order.seqNo);
    const row = await orderOf(paid.order.seqNo);
    await t.app.db.update(practicalExamEnrolments).set({ status: 3 }).where(eq(practicalExamEnrolments.id, row.seatId!));
    // A seat in a paid session that nobody paid for.
    const session = await paidExam(t, genP);
    const squatter = await readyLearner(t, genP);
    await t.app.db.insert(practicalExamEnrolments).values({ practicalExamId: session.id, userId: squatter.user.id, certificationId: genP, status: 2 });
    // A transfer of another amount.
    const short = await submittedOrder(t, genP);
    expect((await confirm(short.order.seqNo, 100)).outcome).toBe('amount-mismatch');
    // Money after the order timed out.
    const late = await submittedOrder(t, genP);
    await t.app.db
      .update(orders)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(orders.seqNo, late.order.seqNo));
    await expireOverdueOrders(t.app.db);
    expect((await confirm(late.order.seqNo)).outcome).toBe('late-payment');

    const r = await report();
    expect(r.counts).toMatchObject({ paidWithoutSeat: 1, seatWithoutPayment: 1, amountMismatch: 1, latePayment: 1 });
    expect(r.issues.find((i) => i.flag === 'paid-without-seat')).toMatchObject({ seqNo: paid.order.seqNo, userId: paid.me.user.id });
    expect(r.issues.find((i) => i.flag === 'seat-without-payment')).toMatchObject({ seqNo: null, userId: squatter.user.id, relationId: session.id });
    expect(r.issues.find((i) => i.flag === 'amount-mismatch')?.seqNo).toBe(short.order.seqNo);
    expect(r.issues.find((i) => i.flag === 'late-payment')?.seqNo).toBe(late.order.seqNo);
    expect(r.events.find((e) => e.seqNo === short.order.seqNo)?.flags).toContain('amount-mismatch');
    expect(r.events.find((e) => e.seqNo === paid.order.seqNo)?.flags).toContain('paid-without-seat');
    expect(r.events.find((e) => e.seqNo === late.order.seqNo)?.flags).toContain('late-payment');
  });
});
