import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PaymentResponse } from '@credo/contracts/checkout';
import { ErrorCode } from '@credo/contracts/errors';
import { orders, sandboxSessions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { certId, codeOf, dataOf, post, readyLearner } from '../practical-exam/practical-exam-test-kit';
import { voidSessions } from './checkout-void';
import { staffDecide, staffOf, submittedOrder } from './checkout-bank-test-kit';
import { paidClassroom, paidExam, place } from './checkout-test-kit';

/**
 * A deleted account's unpaid open orders are cancelled in the deletion's transaction, so the seats
 * they held go back at once rather than at the order's timeout (issue 17); the provider's session
 * is expired after the commit by the existing void loop. Paid orders stay as they are.
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

  it('leaves a paid order paid (and a transfer with its proof awaiting staff pending)', async () => {
    const paid = await submittedOrder(t, genP);
    const total = (await orderOf(paid.order.seqNo)).totalMinor;
    dataOf(await staffDecide(t, await staffOf(t), { seqNo: paid.order.seqNo, decision: 'confirm', amount: total, currencyCode: 'USD' }));
    const pending = await submittedOrder(t, genP, await readyLearner(t, genP));
    const before = [await orderOf(paid.order.seqNo), await orderOf(pending.order.seqNo)];
    expect(before.map((o) => o.state)).toEqual([2, 1]);

    expect(codeOf(await deleteAccount(paid.me))).toBe(200);
    expect(codeOf(await deleteAccount(pending.me))).toBe(200);
    expect(await orderOf(paid.order.seqNo)).toEqual(before[0]);
    expect(await orderOf(pending.order.seqNo)).toEqual(before[1]);
  });
});
