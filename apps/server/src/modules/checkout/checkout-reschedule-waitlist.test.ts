import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { classroomRegistrations, classroomWaitlist, orders, outboxMails, prices } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import type { SignedIn } from '../../../test/sessions';
import { certId, codeOf, dataOf, post, readyLearner } from '../practical-exam/practical-exam-test-kit';
import { makePng, reschedule, saveVoucher, staffDecide, staffOf, uploadProof } from './checkout-bank-test-kit';
import { paidClassroom, place } from './checkout-test-kit';

/**
 * Every path that frees a classroom seat hands it to the waitlist in its own transaction (issue 17,
 * decision 0023): the paid reschedule too, not only the free reschedule, the cancel and the
 * account deletion.
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

describe('paid reschedule and the waitlist (issue 17)', () => {
  it('the freed seat goes to the first waiting learner in the same transaction, with one waitlist.promoted mail', async () => {
    const [full, other] = [await paidClassroom(t, genP, 49_000, 1), await paidClassroom(t, genP)];
    const holder = await readyLearner(t, genP);
    const seqNo = await paidSeatIn(full.id, holder);
    // The learner queued while the session was still free (staff priced it later): the waitlist is
    // refused for a paid session, so the price is lifted for the join and put back.
    const waiting = await readyLearner(t, genP);
    const [price] = await t.app.db
      .delete(prices)
      .where(and(eq(prices.relationType, 1), eq(prices.relationId, full.id)))
      .returning();
    const joined = dataOf<{ waitlistPosition: number | null }>(await post(t, waiting, 'user/registration/waitlist/join', { classroomId: full.id }));
    await t.app.db.insert(prices).values(price);
    expect(joined.waitlistPosition).toBe(1);

    expect(codeOf(await reschedule(t, holder, { seqNo, relationType: 1, relationId: full.id, targetRelationId: other.id }))).toBe(200);

    expect(await heldIn(full.id)).toEqual([{ userId: waiting.user.id }]);
    expect(await heldIn(other.id)).toEqual([{ userId: holder.user.id }]);
    const [wait] = await t.app.db.select().from(classroomWaitlist).where(eq(classroomWaitlist.userId, waiting.user.id));
    expect(wait.status).toBe(1);
    const mails = await t.app.db
      .select({ kind: outboxMails.kind })
      .from(outboxMails)
      .where(and(eq(outboxMails.userId, waiting.user.id), eq(outboxMails.kind, 'waitlist.promoted')));
    expect(mails).toHaveLength(1);
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
