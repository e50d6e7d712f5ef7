import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PaymentResponse } from '@credo/contracts/checkout';
import { ErrorCode } from '@credo/contracts/errors';
import { orders, paymentProofs, practicalExamEnrolments, sandboxSessions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { certId, codeOf, dataOf, post, readyLearner } from '../practical-exam/practical-exam-test-kit';
import { voidSessions } from './checkout-void';
import { PROOF_CLOSED_ACCOUNT_DELETED } from './checkout-account-release';
import { makePng, saveVoucher, staffDecide, staffList, staffOf, submittedOrder, uploadProof } from './checkout-bank-test-kit';
import { paidClassroom, paidExam, place } from './checkout-test-kit';

/**
 * A deleted account's unpaid open orders are cancelled in the deletion's transaction, so the seats
 * they held go back at once rather than at the order's timeout (issue 17); the provider's session
 * is expired after the commit by the existing void loop. A transfer whose proof awaits staff is
 * cancelled too and its proof closed; staff confirming it are refused. Paid orders stay as they are.
 */

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

const deleteAccount = (me: SignedIn) => post(t, me, 'user/account/delete', {});
const orderOf = async (seqNo: string) => (await t.app.db.select().from(orders).where(eq(orders.seqNo, seqNo)))[0];

describe('account deletion and checkout orders (issue 17)', () => {
  it("cancels the deleted learner's open orders: their seats are free for another learner at once", async () => {
    const exam = await paidExam(t, genP, 25_000, 1);
    const room = await paidClassroom(t, null, 49_000, 1);
    const gone = await readyLearner(t, genP);
    const [examOrder, roomOrder] = [dataOf<PaymentResponse>(await place(t, gone, 2, exam.id, 0)), dataOf<PaymentResponse>(await place(t, gone, 1, room.id, 0))];
    const [next, nextInRoom] = [await readyLearner(t, genP), await signIn(t)];
    // The open orders hold the last seats.
    expect(codeOf(await place(t, next, 2, exam.id, 0))).toBe(ErrorCode.PRACTICAL_EXAM_FULL);
    expect(codeOf(await place(t, nextInRoom, 1, room.id, 0))).toBe(ErrorCode.TRAINING_FULL);

    expect(codeOf(await deleteAccount(gone))).toBe(200);
    for (const seqNo of [examOrder.seqNo, roomOrder.seqNo]) {
      const row = await orderOf(seqNo);
      expect(row.state).toBe(5);
      expect(row.closedAt).not.toBeNull();
    }
    expect(dataOf<PaymentResponse>(await place(t, next, 2, exam.id, 0)).state).toBe(0);
    expect(dataOf<PaymentResponse>(await place(t, nextInRoom, 1, room.id, 0)).state).toBe(0);
  });

  it("leaves the provider call to the void loop after the commit: it expires the cancelled order's session", async () => {
    const exam = await paidExam(t, genP);
    const gone = await readyLearner(t, genP);
    const order = dataOf<PaymentResponse>(await place(t, gone, 2, exam.id, 0));
    expect(codeOf(await deleteAccount(gone))).toBe(200);
    const cancelled = await orderOf(order.seqNo);
    expect(cancelled.providerSessionId).not.toBeNull();
    expect(cancelled.providerVoidedAt).toBeNull();
    // The plugin's loop runs this every 30 s; called here for this order only.
    expect(await voidSessions(t.app.checkoutDeps(), [cancelled.id])).toBe(1);
    expect((await orderOf(order.seqNo)).providerVoidedAt).not.toBeNull();
    const [session] = await t.app.db.select().from(sandboxSessions).where(eq(sandboxSessions.sessionId, cancelled.providerSessionId!));
    expect(session.state).toBe('expired');
  });

  it('leaves a paid order paid', async () => {
    const paid = await submittedOrder(t, genP);
    const total = (await orderOf(paid.order.seqNo)).totalMinor;
    dataOf(await staffDecide(t, await staffOf(t), { seqNo: paid.order.seqNo, decision: 'confirm', amount: total, currencyCode: 'USD' }));
    const before = await orderOf(paid.order.seqNo);
    expect(before.state).toBe(2);
    expect(codeOf(await deleteAccount(paid.me))).toBe(200);
    expect(await orderOf(paid.order.seqNo)).toEqual(before);
  });

  it("cancels a transfer whose proof awaits staff: the proof leaves staff's queue, its seat is free, and a confirmation is refused", async () => {
    const exam = await paidExam(t, genP, 25_000, 1);
    const gone = await readyLearner(t, genP);
    const order = dataOf<PaymentResponse>(
      await place(t, gone, 2, exam.id, 1, { billingAddress: { street: '1 Main St', postcode: '02110', city: 'Boston', country: 'US' } }),
    );
    dataOf(await saveVoucher(t, gone, order.seqNo, dataOf<string>(await uploadProof(t, gone, await makePng()))));
    expect((await orderOf(order.seqNo)).state).toBe(1);
    const next = await readyLearner(t, genP);
    expect(codeOf(await place(t, next, 2, exam.id, 0))).toBe(ErrorCode.PRACTICAL_EXAM_FULL);
    const staff = await staffOf(t);
    expect(dataOf<{ seqNo: string }[]>(await staffList(t, staff)).map((r) => r.seqNo)).toContain(order.seqNo);

    expect(codeOf(await deleteAccount(gone))).toBe(200);
    const row = await orderOf(order.seqNo);
    expect([row.state, row.seatId]).toEqual([5, null]);
    const [proof] = await t.app.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, row.id));
    expect([proof.state, proof.reviewedBy, proof.reason]).toEqual(['rejected', null, PROOF_CLOSED_ACCOUNT_DELETED]);
    expect(dataOf<{ seqNo: string }[]>(await staffList(t, staff)).map((r) => r.seqNo)).not.toContain(order.seqNo);
    // The pending order's hold went back with it.
    expect(dataOf<PaymentResponse>(await place(t, next, 2, exam.id, 0)).state).toBe(0);

    const refused = await staffDecide(t, staff, { seqNo: order.seqNo, decision: 'confirm', amount: row.totalMinor, currencyCode: 'USD' });
    expect(codeOf(refused)).toBe(ErrorCode.OTHER_ERROR);
    expect(refused.json().message).toMatch(/account was deleted/);
    expect(refused.json().data).toMatchObject({ reason: 'account-deleted' });
    expect(await orderOf(order.seqNo)).toEqual(row);
    const seats = await t.app.db.select().from(practicalExamEnrolments).where(eq(practicalExamEnrolments.userId, gone.user.id));
    expect(seats.filter((s) => s.status === 2)).toEqual([]);
  });
});
