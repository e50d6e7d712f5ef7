import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ProofInfo } from '@credo/contracts/checkout-bank';
import { orders, outboxMails, paymentEvents, practicalExamEnrolments, staffAuditLog, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { certId, dataOf } from '../practical-exam/practical-exam-test-kit';
import { getInvoice, getProof, makePng, saveVoucher, staffDecide, staffList, staffOf, submittedOrder, uploadProof } from './checkout-bank-test-kit';
import { DAY_MS } from '@credo/contracts/durations';
import { renderedOutbox } from '../../../test/outbox';

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

const mailsOf = async (userId: number) =>
  (await renderedOutbox(t.app.db)).select().from(outboxMails).where(eq(outboxMails.userId, userId)).orderBy(outboxMails.id);
const orderOf = async (seqNo: string) => (await t.app.db.select().from(orders).where(eq(orders.seqNo, seqNo)))[0];
const seatsOf = (userId: number, examId: number) =>
  t.app.db
    .select()
    .from(practicalExamEnrolments)
    .where(and(eq(practicalExamEnrolments.userId, userId), eq(practicalExamEnrolments.practicalExamId, examId), eq(practicalExamEnrolments.status, 2)));
const auditOf = (orderId: number) =>
  t.app.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetType, 'order'), eq(staffAuditLog.targetId, orderId)));

describe('staff review of bank-transfer proofs (/api/staff/checkout/bank-transfer)', () => {
  it('only staff of the tenant: a visitor 401, a learner 403; another tenant’s order 404', async () => {
    const { me, order } = await submittedOrder(t, genP);
    expect((await staffList(t, null)).statusCode).toBe(401);
    expect((await staffList(t, me)).statusCode).toBe(403);
    expect((await staffDecide(t, me, { seqNo: order.seqNo, decision: 'reject', reason: 'x' })).statusCode).toBe(403);
    const foreign = await signIn(t, { role: 'staff', tenantId: 2 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/checkout/bank-transfer/decide',
      headers: { ...foreign.headers, host: 'micro.localhost', origin: 'http://micro.localhost' },
      payload: { siteId: 19, languageId: 1, seqNo: order.seqNo, decision: 'reject', reason: 'x' },
    });
    expect(res.statusCode).toBe(404);
    expect((await orderOf(order.seqNo)).state).toBe(1);
  });

  it('the list shows the proof awaiting review; confirm pays the order and enrols the seat in one transaction, audited, with an invoice number', async () => {
    const staff = await staffOf(t);
    const { me, session, order, url } = await submittedOrder(t, genP);
    const list = dataOf<{ seqNo: string; paymentProof: string; totalAmount: number; currencyTypeCode: string }[]>(await staffList(t, staff));
    const item = list.find((i) => i.seqNo === order.seqNo)!;
    expect(item).toMatchObject({ paymentProof: url, currencyTypeCode: 'USD' });
    // Staff can open the proof image; another learner cannot.
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: (await signIn(t)).cookie } })).statusCode).toBe(404);

    const decided = dataOf<{ outcome: string; orderState: number; seatId: number; invoiceNo: string }>(
      await staffDecide(t, staff, { seqNo: order.seqNo, decision: 'confirm', amount: item.totalAmount, currencyCode: 'usd' }),
    );
    expect(decided).toMatchObject({ outcome: 'paid', orderState: 2 });
    expect(decided.invoiceNo).toMatch(/^\d{4}\/\d{6}$/);
    const row = await orderOf(order.seqNo);
    expect(row).toMatchObject({ state: 2, flag: null, seatId: decided.seatId });
    expect((await seatsOf(me.user.id, session.id)).map((s) => s.id)).toEqual([decided.seatId]);
    const [event] = await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.merchantTransactionId, row.merchantTransactionId));
    expect(event).toMatchObject({ provider: 'bank-transfer', outcome: 'paid', amountMinor: row.totalMinor });
    const [audit] = await auditOf(row.id);
    expect(audit).toMatchObject({ actorUserId: staff.user.id, action: 'order.bankTransfer.confirm' });
    expect(audit.detail).toMatchObject({ seqNo: order.seqNo, outcome: 'paid', from: 1, to: 2 });
    expect(dataOf<ProofInfo>(await getProof(t, me, order.seqNo))).toMatchObject({ proofState: 'confirmed', orderState: 2 });
    expect(dataOf<{ invoiceNo: string }>(await getInvoice(t, me, order.seqNo)).invoiceNo).toBe(decided.invoiceNo);

    // Deciding again: nothing awaits review (501), nothing changes.
    expect((await staffDecide(t, staff, { seqNo: order.seqNo, decision: 'reject', reason: 'late' })).json().code).toBe(501);
    expect(await auditOf(row.id)).toHaveLength(1);
  });

  it('reject sends the order back to create with the reason; the learner uploads again', async () => {
    const staff = await staffOf(t);
    const { me, session, order } = await submittedOrder(t, genP);
    expect((await staffDecide(t, staff, { seqNo: order.seqNo, decision: 'reject' })).statusCode).toBe(400);
    const decided = dataOf<{ orderState: number; outcome: string }>(
      await staffDecide(t, staff, { seqNo: order.seqNo, decision: 'reject', reason: 'The transfer reference is unreadable' }),
    );
    expect(decided).toMatchObject({ orderState: 0, outcome: 'rejected' });
    const row = await orderOf(order.seqNo);
    expect(row).toMatchObject({ state: 0, paymentProof: null });
    expect(Math.abs(row.deadlineAt.getTime() - (row.placedAt.getTime() + 3 * DAY_MS))).toBeLessThan(1000);
    expect(dataOf<ProofInfo>(await getProof(t, me, order.seqNo))).toMatchObject({
      proofState: 'rejected',
      reason: 'The transfer reference is unreadable',
      orderState: 0,
    });
    expect(await seatsOf(me.user.id, session.id)).toEqual([]);
    const url = dataOf<string>(await uploadProof(t, me, await makePng()));
    expect(dataOf<ProofInfo>(await saveVoucher(t, me, order.seqNo, url)).proofState).toBe('submitted');
    const [audit] = await auditOf(row.id);
    expect(audit).toMatchObject({ action: 'order.bankTransfer.reject' });
  });

  it('a reject after the 3-day window fails the order (the seat returns)', async () => {
    const staff = await staffOf(t);
    const { order } = await submittedOrder(t, genP);
    const row = await orderOf(order.seqNo);
    await t.app.db
      .update(orders)
      .set({ placedAt: new Date(Date.now() - 4 * DAY_MS) })
      .where(eq(orders.id, row.id));
    expect(dataOf<{ orderState: number }>(await staffDecide(t, staff, { seqNo: order.seqNo, decision: 'reject', reason: 'No money arrived' })).orderState).toBe(
      3,
    );
  });

  it('a confirmation with another amount is flagged amount-mismatch, pays nothing and rejects the proof with the amounts', async () => {
    const staff = await staffOf(t);
    const { me, session, order } = await submittedOrder(t, genP);
    const row = await orderOf(order.seqNo);
    const decided = dataOf<{ outcome: string; orderState: number; invoiceNo: string | null }>(
      await staffDecide(t, staff, { seqNo: order.seqNo, decision: 'confirm', amount: row.totalMinor - 100, currencyCode: 'USD' }),
    );
    expect(decided).toMatchObject({ outcome: 'amount-mismatch', orderState: 0, invoiceNo: null });
    expect(await orderOf(order.seqNo)).toMatchObject({ state: 0, flag: 'amount-mismatch' });
    expect(await seatsOf(me.user.id, session.id)).toEqual([]);
    expect(dataOf<ProofInfo>(await getProof(t, me, order.seqNo)).reason).toContain('differs from the order total');
  });

  it("the learner is mailed the decision in their language: a rejection with staff's reason; a confirmation once, as order.paid", async () => {
    const staff = await staffOf(t);
    const { me, order } = await submittedOrder(t, genP);
    await t.app.db.update(users).set({ languageId: 3 }).where(eq(users.id, me.user.id)); // Polish
    const reason = 'Tytuł przelewu jest nieczytelny';
    dataOf(await staffDecide(t, staff, { seqNo: order.seqNo, decision: 'reject', reason }));
    const rejected = (await mailsOf(me.user.id)).filter((m) => m.kind === 'transfer.decided');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ language: 'pl' });
    expect(rejected[0].subject).toContain('Przelew niepotwierdzony');
    expect(rejected[0].text).toContain(reason);
    expect(rejected[0].payload).toMatchObject({ accepted: false, reason, seqNo: order.seqNo });

    // The learner uploads again and staff confirm: one mail, order.paid, no transfer.decided besides it.
    const url = dataOf<string>(await uploadProof(t, me, await makePng()));
    dataOf(await saveVoucher(t, me, order.seqNo, url));
    const total = (await orderOf(order.seqNo)).totalMinor;
    dataOf(await staffDecide(t, staff, { seqNo: order.seqNo, decision: 'confirm', amount: total, currencyCode: 'USD' }));
    const kinds = (await mailsOf(me.user.id)).map((m) => m.kind).filter((k) => k?.startsWith('order.') || k === 'transfer.decided');
    expect(kinds).toEqual(['transfer.decided', 'order.paid']);
  });

  it('an amount that differs is mailed as a rejection with both amounts', async () => {
    const staff = await staffOf(t);
    const { me, order } = await submittedOrder(t, genP);
    const total = (await orderOf(order.seqNo)).totalMinor;
    dataOf(await staffDecide(t, staff, { seqNo: order.seqNo, decision: 'confirm', amount: total - 1, currencyCode: 'USD' }));
    const [mail] = (await mailsOf(me.user.id)).filter((m) => m.kind === 'transfer.decided');
    expect(mail.payload).toMatchObject({ accepted: false });
    expect(mail.text).toContain('differs from the order total');
  });

  it('two staff confirming the same proof at once: paid once, one seat, one audit entry', async () => {
    const [a, b] = [await staffOf(t), await staffOf(t)];
    const { me, session, order } = await submittedOrder(t, genP);
    const total = (await orderOf(order.seqNo)).totalMinor;
    const body = { seqNo: order.seqNo, decision: 'confirm', amount: total, currencyCode: 'USD' };
    const codes = (await Promise.all([staffDecide(t, a, body), staffDecide(t, b, body)])).map((r) => r.json().code).sort();
    expect(codes).toEqual([200, 501]);
    expect(await seatsOf(me.user.id, session.id)).toHaveLength(1);
    expect(await auditOf((await orderOf(order.seqNo)).id)).toHaveLength(1);
  });
});
