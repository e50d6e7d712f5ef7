import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PaymentResponse } from '@credo/contracts/checkout';
import type { ClassroomSeatList, PracticalExamList } from '@credo/contracts/training';
import { orders } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { certId, dataOf, enrolApproved, get, post, readyLearner } from '../practical-exam/practical-exam-test-kit';
import { cancelOrder, paidClassroom, paidExam, place } from './checkout-test-kit';

/**
 * The Classroom and Exam tabs learn which sessions are paid and the learner's order of each from
 * getOfCertification (issue 16 item 8), through platform/seat-orders wired to checkout.
 */
let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

const classrooms = async (me: SignedIn | null) =>
  dataOf<ClassroomSeatList>(await post(t, me, 'certification/classroom/getOfCertification', { certificationId: genP })).rows;
const sessions = async (me: SignedIn | null) =>
  dataOf<PracticalExamList>(await post(t, me, 'certification/practicalExam/getOfCertification', { certificationId: genP })).rows;

describe('paid sessions and the learner order on the seat lists', () => {
  it('a classroom reads paid with the learner own order: none, open, then cancelled; free ones and visitors see none', async () => {
    const room = await paidClassroom(t, genP);
    const me = await signIn(t, { firstName: 'Tab', lastName: 'Payer', countryCode: 'US' });
    await enrolApproved(t, me, genP);
    const other = await signIn(t, { firstName: 'Tab', lastName: 'Other', countryCode: 'US' });

    const before = await classrooms(me);
    expect(before.find((r) => r.id === room.id)).toMatchObject({ isCharge: '1', order: null });
    // The free classrooms of the certification read '0'; no row has an order yet.
    expect(before.some((r) => r.isCharge === '0')).toBe(true);
    expect(before.every((r) => r.order === null)).toBe(true);

    const placed = dataOf<PaymentResponse>(await place(t, me, 1, room.id, 0));
    expect((await classrooms(me)).find((r) => r.id === room.id)?.order).toEqual({ state: 0, payType: 0 });
    // Only the learner's own order: another learner and a visitor see the paid classroom without one.
    expect((await classrooms(other)).find((r) => r.id === room.id)).toMatchObject({ isCharge: '1', order: null });
    expect((await classrooms(null)).find((r) => r.id === room.id)).toMatchObject({ isCharge: '1', order: null });

    dataOf(await cancelOrder(t, me, 1, room.id, placed.seqNo));
    expect((await classrooms(me)).find((r) => r.id === room.id)?.order).toEqual({ state: 5, payType: 0 });
  });

  it('a practical-exam session shows the bank-transfer order, and an open order past its deadline reads timeout', async () => {
    const me = await readyLearner(t, genP);
    const session = await paidExam(t, genP);
    expect((await sessions(me)).find((r) => r.id === session.id)).toMatchObject({ isCharge: '1', order: null });

    const placed = dataOf<PaymentResponse>(await place(t, me, 2, session.id, 1));
    expect((await sessions(me)).find((r) => r.id === session.id)?.order).toEqual({ state: 0, payType: 1 });
    const one = dataOf<{ order: unknown }>(await get(t, me, 'certification/practicalExam/getById', { id: session.id }));
    expect(one.order).toEqual({ state: 0, payType: 1 });

    // The server's clock decides between sweeps: an overdue open order is shown as timed out.
    await t.app.db
      .update(orders)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(orders.seqNo, placed.seqNo));
    expect((await sessions(me)).find((r) => r.id === session.id)?.order).toEqual({ state: 4, payType: 1 });
  });
});
