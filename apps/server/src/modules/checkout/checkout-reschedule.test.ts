import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { classroomRegistrations, orders, outboxMails, practicalExamEnrolments, prices } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { certId, codeOf, dataOf, readyLearner } from '../practical-exam/practical-exam-test-kit';
import type { SignedIn } from '../../../test/sessions';
import { makePng, reschedule, saveVoucher, staffDecide, staffOf, submittedOrder, uploadProof } from './checkout-bank-test-kit';
import { paidClassroom, paidExam, place } from './checkout-test-kit';
import { renderedOutbox } from '../../../test/outbox';

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

const orderOf = async (seqNo: string) => (await t.app.db.select().from(orders).where(eq(orders.seqNo, seqNo)))[0];
const heldBy = (userId: number, examIds: number[]) =>
  t.app.db
    .select({ examId: practicalExamEnrolments.practicalExamId })
    .from(practicalExamEnrolments)
    .where(and(eq(practicalExamEnrolments.userId, userId), inArray(practicalExamEnrolments.practicalExamId, examIds), eq(practicalExamEnrolments.status, 2)));

/** A learner whose bank transfer for a paid practical exam was confirmed: a paid seat. */
async function paidSeat(me?: SignedIn) {
  const o = await submittedOrder(t, genP, me);
  const total = (await orderOf(o.order.seqNo)).totalMinor;
  dataOf(await staffDecide(t, await staffOf(t), { seqNo: o.order.seqNo, decision: 'confirm', amount: total, currencyCode: 'USD' }));
  return o;
}
/** The learner's seat mails (seat.*), oldest first, with their .ics attachments decoded. */
const seatMailsOf = async (userId: number) =>
  (await (await renderedOutbox(t.app.db)).select().from(outboxMails).where(eq(outboxMails.userId, userId)).orderBy(outboxMails.id))
    .filter((m) => (m.kind ?? '').startsWith('seat.'))
    .map((m) => ({ kind: m.kind, ics: Object.fromEntries((m.attachments ?? []).map((a) => [a.filename, Buffer.from(a.content, 'base64').toString()])) }));
const uidIn = (ics: string | undefined) => (ics ? /^UID:(.*)$/m.exec(ics)?.[1].trim() : undefined);

/** After a paid move: exactly one seat.rescheduled mail and no new seat.booked, its .ics cancelling the booking's event and carrying the new seat. */
function expectOneRescheduleMail(before: Awaited<ReturnType<typeof seatMailsOf>>, after: Awaited<ReturnType<typeof seatMailsOf>>, newUid: RegExp) {
  expect(before.map((m) => m.kind)).toEqual(['seat.booked']);
  expect(after.slice(before.length).map((m) => m.kind)).toEqual(['seat.rescheduled']);
  const moved = after[before.length];
  expect(uidIn(moved.ics['cancelled.ics'])).toBe(uidIn(before[0].ics['session.ics']));
  expect(moved.ics['cancelled.ics']).toContain('METHOD:CANCEL');
  expect(uidIn(moved.ics['session.ics'])).toMatch(newUid);
  expect(moved.ics['session.ics']).toContain('METHOD:PUBLISH');
}

const move = (me: SignedIn, seqNo: string, from: number, to: number) => reschedule(t, me, { seqNo, relationType: 2, relationId: from, targetRelationId: to });

describe('POST /api/user/pay/registration/reschedule: a paid seat to another session of the same training and price', () => {
  it('moves the seat and the order in one transaction: the old seat is freed, the new one held', async () => {
    const { me, session, order } = await paidSeat();
    const other = await paidExam(t, genP);
    const moved = dataOf<{ relationId: number; fromRelationId: number; seatId: number }>(await move(me, order.seqNo, session.id, other.id));
    expect(moved).toMatchObject({ relationId: other.id, fromRelationId: session.id });
    expect(await heldBy(me.user.id, [session.id, other.id])).toEqual([{ examId: other.id }]);
    expect(await orderOf(order.seqNo)).toMatchObject({ state: 2, relationId: other.id, seatId: moved.seatId });
  });

  it('tells the learner with one seat.rescheduled mail (the .ics cancels the old event), no seat.booked (issue 20)', async () => {
    const { me, session, order } = await paidSeat();
    const other = await paidExam(t, genP);
    const before = await seatMailsOf(me.user.id);
    expect(uidIn(before[0]?.ics['session.ics'])).toMatch(new RegExp(`^practical-\\d+-${session.id}@`));
    const moved = dataOf<{ seatId: number }>(await move(me, order.seqNo, session.id, other.id));
    expectOneRescheduleMail(before, await seatMailsOf(me.user.id), new RegExp(`^practical-${moved.seatId}-${other.id}@`));
  });

  it('refusals change nothing: another learner 404, same session 10024, another price 501, a full session 10008, an unpaid order 501', async () => {
    const { me, session, order } = await paidSeat();
    const stranger = await readyLearner(t, genP);
    const other = await paidExam(t, genP);
    expect((await move(stranger, order.seqNo, session.id, other.id)).statusCode).toBe(404);
    expect(codeOf(await move(me, order.seqNo, session.id, session.id))).toBe(10024);
    const dearer = await paidExam(t, genP, 30_000);
    expect(codeOf(await move(me, order.seqNo, session.id, dearer.id))).toBe(501);
    const full = await paidExam(t, genP, 25_000, 1);
    await paidSeat(await readyLearner(t, genP)).then(async (x) => {
      const o = await orderOf(x.order.seqNo);
      dataOf(await move(x.me, x.order.seqNo, o.relationId, full.id));
    });
    expect(codeOf(await move(me, order.seqNo, session.id, full.id))).toBe(10008);
    expect(await heldBy(me.user.id, [session.id, other.id, dearer.id, full.id])).toEqual([{ examId: session.id }]);
    const unpaid = await submittedOrder(t, genP);
    expect(codeOf(await move(unpaid.me, unpaid.order.seqNo, unpaid.session.id, other.id))).toBe(501);
  });

  it('compares the target with what the order paid, not the source price of today (review 8)', async () => {
    const { me, session, order } = await paidSeat();
    // Staff raise the source to 500.00 after the learner paid 250.00: a 500.00 target is still another price.
    await t.app.db
      .update(prices)
      .set({ amountMinor: 50_000 })
      .where(and(eq(prices.relationType, 2), eq(prices.relationId, session.id)));
    const dearer = await paidExam(t, genP, 50_000);
    expect(codeOf(await move(me, order.seqNo, session.id, dearer.id))).toBe(501);
    // ...and a target at the paid 250.00 still takes the seat, whatever the source costs now.
    const same = await paidExam(t, genP, 25_000);
    dataOf(await move(me, order.seqNo, session.id, same.id));
    expect(await orderOf(order.seqNo)).toMatchObject({ relationId: same.id, courseFeeMinor: 25_000 });
  });

  it('staff confirming an amount beyond the int4 column answer 400, never 500', async () => {
    const o = await submittedOrder(t, genP);
    const before = await orderOf(o.order.seqNo);
    const r = await staffDecide(t, await staffOf(t), { seqNo: o.order.seqNo, decision: 'confirm', amount: 3_000_000_000, currencyCode: 'USD' });
    expect(r.statusCode).toBe(400);
    expect(await orderOf(o.order.seqNo)).toEqual(before);
  });

  it('two learners racing for the last seat: one moves, the other keeps the seat they had', async () => {
    const [a, b] = [await paidSeat(), await paidSeat()];
    const last = await paidExam(t, genP, 25_000, 1);
    const answers = await Promise.all([move(a.me, a.order.seqNo, a.session.id, last.id), move(b.me, b.order.seqNo, b.session.id, last.id)]);
    expect(answers.map((r) => r.json().code as number).sort((x, y) => x - y)).toEqual([200, 10008]);
    const seats = [...(await heldBy(a.me.user.id, [a.session.id, last.id])), ...(await heldBy(b.me.user.id, [b.session.id, last.id]))];
    expect(seats).toHaveLength(2);
    expect(seats.filter((s) => s.examId === last.id)).toHaveLength(1);
  });

  it('a paid classroom seat moves the same way (relationType 1)', async () => {
    const me = await readyLearner(t, genP);
    const [a, b] = [await paidClassroom(t, genP), await paidClassroom(t, genP)];
    const order = dataOf<{ seqNo: string }>(await place(t, me, 1, a.id, 1));
    dataOf(await saveVoucher(t, me, order.seqNo, dataOf<string>(await uploadProof(t, me, await makePng()))));
    const total = (await orderOf(order.seqNo)).totalMinor;
    dataOf(await staffDecide(t, await staffOf(t), { seqNo: order.seqNo, decision: 'confirm', amount: total, currencyCode: 'USD' }));
    dataOf(await reschedule(t, me, { seqNo: order.seqNo, relationType: 1, relationId: a.id, targetRelationId: b.id }));
    const seats = await t.app.db
      .select({ classroomId: classroomRegistrations.classroomId, status: classroomRegistrations.status })
      .from(classroomRegistrations)
      .where(eq(classroomRegistrations.userId, me.user.id));
    expect(seats.filter((s) => s.status === 3 || s.status === 2).map((s) => s.classroomId)).toEqual([b.id]);
    expect(await orderOf(order.seqNo)).toMatchObject({ relationId: b.id, state: 2 });
  });

  it('a moved paid classroom seat is told with one seat.rescheduled mail and no seat.booked (issue 20)', async () => {
    const me = await readyLearner(t, genP);
    const [a, b] = [await paidClassroom(t, genP), await paidClassroom(t, genP)];
    const order = dataOf<{ seqNo: string }>(await place(t, me, 1, a.id, 1));
    dataOf(await saveVoucher(t, me, order.seqNo, dataOf<string>(await uploadProof(t, me, await makePng()))));
    const total = (await orderOf(order.seqNo)).totalMinor;
    dataOf(await staffDecide(t, await staffOf(t), { seqNo: order.seqNo, decision: 'confirm', amount: total, currencyCode: 'USD' }));
    const before = await seatMailsOf(me.user.id);
    expect(uidIn(before[0]?.ics['session.ics'])).toMatch(new RegExp(`^classroom-\\d+-${a.id}@`));
    const moved = dataOf<{ seatId: number }>(await reschedule(t, me, { seqNo: order.seqNo, relationType: 1, relationId: a.id, targetRelationId: b.id }));
    expectOneRescheduleMail(before, await seatMailsOf(me.user.id), new RegExp(`^classroom-${moved.seatId}-${b.id}@`));
  });
});
