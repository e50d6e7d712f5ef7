import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { classroomRegistrations, classroomWaitlist, orders, outboxMails, prices } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import type { SignedIn } from '../../../test/sessions';
import { certId, codeOf, dataOf, post, readyLearner } from '../practical-exam/practical-exam-test-kit';
import type { ReconcileReport } from '@credo/contracts/checkout-bank';
import { makePng, reconciliation, reschedule, saveVoucher, staffDecide, staffOf, uploadProof } from './checkout-bank-test-kit';
import { paidClassroom, place } from './checkout-test-kit';

/**
 * A paid session has no waitlist (decision 0023): waiting rows exist only when staff priced a
 * session after learners joined, and no path that frees a seat there (the paid reschedule, the
 * account deletion) may seat a waiting learner who has not paid. The freed seat is for sale.
 */

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

const orderOf = async (seqNo: string) => (await t.app.db.select().from(orders).where(eq(orders.seqNo, seqNo)))[0];
const heldIn = (classroomId: number) =>
  t.app.db
    .select({ userId: classroomRegistrations.userId })
    .from(classroomRegistrations)
    .where(and(eq(classroomRegistrations.classroomId, classroomId), inArray(classroomRegistrations.status, [2, 3])));

/** A learner who paid (bank transfer confirmed by staff) for a seat in the classroom. */
async function paidSeatIn(classroomId: number, me: SignedIn) {
  const order = dataOf<{ seqNo: string }>(await place(t, me, 1, classroomId, 1));
  dataOf(await saveVoucher(t, me, order.seqNo, dataOf<string>(await uploadProof(t, me, await makePng()))));
  const total = (await orderOf(order.seqNo)).totalMinor;
  dataOf(await staffDecide(t, await staffOf(t), { seqNo: order.seqNo, decision: 'confirm', amount: total, currencyCode: 'USD' }));
  return order.seqNo;
}

/**
 * A learner who queued while the session was still free (staff priced it later): the waitlist is
 * refused for a paid session, so the price is lifted for the join and put back.
 */
async function queuedBeforePricing(classroomId: number) {
  const waiting = await readyLearner(t, genP);
  const [price] = await t.app.db
    .delete(prices)
    .where(and(eq(prices.relationType, 1), eq(prices.relationId, classroomId)))
    .returning();
  const joined = dataOf<{ waitlistPosition: number | null }>(await post(t, waiting, 'user/registration/waitlist/join', { classroomId }));
  await t.app.db.insert(prices).values(price);
  expect(joined.waitlistPosition).toBe(1);
  return waiting;
}

async function expectStillWaiting(waiting: SignedIn, classroomId: number) {
  const [wait] = await t.app.db
    .select()
    .from(classroomWaitlist)
    .where(and(eq(classroomWaitlist.userId, waiting.user.id), eq(classroomWaitlist.classroomId, classroomId)));
  expect(wait.status).toBe(0);
  const mails = await t.app.db
    .select({ kind: outboxMails.kind })
    .from(outboxMails)
    .where(and(eq(outboxMails.userId, waiting.user.id), eq(outboxMails.kind, 'waitlist.promoted')));
  expect(mails).toHaveLength(0);
}

describe('paid sessions and the waitlist (issue 17, decision 0023)', () => {
  it('a paid session promotes nobody: the freed seat is for sale and the waiting learner is not seated without paying', async () => {
    const [full, other] = [await paidClassroom(t, genP, 49_000, 1), await paidClassroom(t, genP)];
    const holder = await readyLearner(t, genP);
    const seqNo = await paidSeatIn(full.id, holder);
    const waiting = await queuedBeforePricing(full.id);

    expect(codeOf(await reschedule(t, holder, { seqNo, relationType: 1, relationId: full.id, targetRelationId: other.id }))).toBe(200);

    // Without decision 0023's amendment the waiting learner took the seat unpaid (seat-without-payment).
    expect(await heldIn(full.id)).toEqual([]);
    expect(await heldIn(other.id)).toEqual([{ userId: holder.user.id }]);
    await expectStillWaiting(waiting, full.id);
    // The seat is sold through checkout: the waiting learner (or anyone) orders it.
    expect(dataOf<{ state: number }>(await place(t, waiting, 1, full.id, 0)).state).toBe(0);
  });

  it('an account deletion freeing a paid seat promotes nobody either; reconciliation finds no unpaid seat', async () => {
    const room = await paidClassroom(t, genP, 49_000, 1);
    const holder = await readyLearner(t, genP);
    await paidSeatIn(room.id, holder);
    const waiting = await queuedBeforePricing(room.id);

    expect(codeOf(await post(t, holder, 'user/account/delete', {}))).toBe(200);

    expect(await heldIn(room.id)).toEqual([]);
    await expectStillWaiting(waiting, room.id);
    const report = dataOf<ReconcileReport>(await reconciliation(t, await staffOf(t)));
    expect(report.issues.filter((i) => i.relationType === 1 && i.relationId === room.id)).toEqual([]);
  });

  it('a refused move promotes nobody: the seat and the queue stay as they were', async () => {
    const [full, target] = [await paidClassroom(t, genP, 49_000, 1), await paidClassroom(t, genP, 49_000, 1)];
    const holder = await readyLearner(t, genP);
    const seqNo = await paidSeatIn(full.id, holder);
    await paidSeatIn(target.id, await readyLearner(t, genP));
    const waiting = await readyLearner(t, genP);
    const [price] = await t.app.db
      .delete(prices)
      .where(and(eq(prices.relationType, 1), eq(prices.relationId, full.id)))
      .returning();
    dataOf(await post(t, waiting, 'user/registration/waitlist/join', { classroomId: full.id }));
    await t.app.db.insert(prices).values(price);

    expect(codeOf(await reschedule(t, holder, { seqNo, relationType: 1, relationId: full.id, targetRelationId: target.id }))).toBe(10014);
    expect(await heldIn(full.id)).toEqual([{ userId: holder.user.id }]);
    const [wait] = await t.app.db.select().from(classroomWaitlist).where(eq(classroomWaitlist.userId, waiting.user.id));
    expect(wait.status).toBe(0);
  });
});
