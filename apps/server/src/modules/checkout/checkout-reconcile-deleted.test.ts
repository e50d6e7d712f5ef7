import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ReconcileReport } from '@credo/contracts/checkout-bank';
import { classroomRegistrations, orders, practicalExamEnrolments } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import type { SignedIn } from '../../../test/sessions';
import { certId, codeOf, dataOf, post, readyLearner } from '../practical-exam/practical-exam-test-kit';
import { makePng, reconciliation, saveVoucher, staffDecide, staffOf, submittedOrder, uploadProof } from './checkout-bank-test-kit';
import { paidClassroom, place } from './checkout-test-kit';

/**
 * A paid future seat released by the learner's account deletion leaves its order paid (the record
 * of the sale, nothing refunded by itself): reconciliation explains it from data (the learner is
 * deleted, the seat's cancel is marked 'account-deleted') instead of flagging paid-without-seat
 * for ever (issue 16 expects no unexplained flags).
 */

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

const orderOf = async (seqNo: string) => (await t.app.db.select().from(orders).where(eq(orders.seqNo, seqNo)))[0];
const report = async () => dataOf<ReconcileReport>(await reconciliation(t, await staffOf(t)));
const confirm = async (seqNo: string) =>
  dataOf(await staffDecide(t, await staffOf(t), { seqNo, decision: 'confirm', amount: (await orderOf(seqNo)).totalMinor, currencyCode: 'USD' }));
const deleteAccount = (me: SignedIn) => post(t, me, 'user/account/delete', {});
const flagsOf = (r: ReconcileReport, seqNo: string) => [
  ...r.issues.filter((i) => i.seqNo === seqNo).map((i) => i.flag),
  ...r.events.filter((e) => e.seqNo === seqNo).flatMap((e) => e.flags),
];

describe('reconciliation and account deletion (issue 16)', () => {
  it('a paid seat released by the deletion is explained, not paid-without-seat (classroom and practical exam)', async () => {
    const exam = await submittedOrder(t, genP);
    await confirm(exam.order.seqNo);
    const room = await paidClassroom(t, genP);
    const learner = await readyLearner(t, genP);
    const roomOrder = dataOf<{ seqNo: string }>(await place(t, learner, 1, room.id, 1));
    dataOf(await saveVoucher(t, learner, roomOrder.seqNo, dataOf<string>(await uploadProof(t, learner, await makePng()))));
    await confirm(roomOrder.seqNo);

    expect(codeOf(await deleteAccount(exam.me))).toBe(200);
    expect(codeOf(await deleteAccount(learner))).toBe(200);

    const [examRow, roomRow] = [await orderOf(exam.order.seqNo), await orderOf(roomOrder.seqNo)];
    expect([examRow.state, roomRow.state]).toEqual([2, 2]);
    const [place1] = await t.app.db.select().from(practicalExamEnrolments).where(eq(practicalExamEnrolments.id, examRow.seatId!));
    const [seat1] = await t.app.db.select().from(classroomRegistrations).where(eq(classroomRegistrations.id, roomRow.seatId!));
    expect([place1.status, place1.cancelReason, seat1.status, seat1.cancelReason]).toEqual([1, 'account-deleted', 1, 'account-deleted']);

    const r = await report();
    expect(flagsOf(r, exam.order.seqNo)).toEqual([]);
    expect(flagsOf(r, roomOrder.seqNo)).toEqual([]);
    expect(r.counts.paidWithoutSeat).toBe(0);
  });

  it('still flags a deleted learner whose paid seat was lost otherwise (no deletion mark)', async () => {
    const paid = await submittedOrder(t, genP);
    await confirm(paid.order.seqNo);
    const row = await orderOf(paid.order.seqNo);
    // Removed by staff before the deletion (status 3): not the deletion's release, so the money is unexplained.
    await t.app.db.update(practicalExamEnrolments).set({ status: 3 }).where(eq(practicalExamEnrolments.id, row.seatId!));
    expect(codeOf(await deleteAccount(paid.me))).toBe(200);
    const r = await report();
    expect(r.issues.filter((i) => i.seqNo === paid.order.seqNo).map((i) => i.flag)).toEqual(['paid-without-seat']);
    expect(r.counts.paidWithoutSeat).toBe(1);
  });
});
