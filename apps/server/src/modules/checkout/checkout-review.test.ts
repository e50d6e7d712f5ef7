/**
 * The review findings of issue 16's first session, each shown failing without its fix (decision
 * 0017): voided provider sessions, a late success on an old failed order, the free cancel of a
 * paid seat, total signature checks, unknown event types, and the seats open orders hold in lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentResponse } from '@credo/contracts/checkout';
import { ClassroomUserState } from '@credo/contracts/enums';
import { classroomRegistrations, orders, paymentEvents, practicalExamEnrolments, sandboxWebhooks } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { testDriver } from '../../../test/test-env';
import { cancel, certId, codeOf, dataOf, post, readyLearner } from '../practical-exam/practical-exam-test-kit';
import type { SignedIn } from '../../../test/sessions';
import { cancelOrder as cancelOrderCall } from './checkout-order.service';
import { applyProviderEvent, expireOverdueOrders } from './checkout-payment.service';
import { voidSessions } from './checkout-void';
import { cancelOrder, paidClassroom, paidExam, place } from './checkout-test-kit';
import { deliverDue, WEBHOOK_PATH } from './sandbox-outbox';
import { SandboxProvider } from './sandbox-provider';

let t: TestApp;
let genP: number;
let provider: SandboxProvider;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
  provider = t.app.checkoutDeps().provider as SandboxProvider;
  t.app.sandboxSender.pause(true);
});
afterAll(() => t.close());

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const orderRow = async (seqNo: string) => (await t.app.db.select().from(orders).where(eq(orders.seqNo, seqNo)))[0];
const heldPlaces = (userId: number, id: number) =>
  t.app.db
    .select()
    .from(practicalExamEnrolments)
    .where(and(eq(practicalExamEnrolments.userId, userId), eq(practicalExamEnrolments.practicalExamId, id), eq(practicalExamEnrolments.status, 2)));
const queued = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(sandboxWebhooks))[0].n;

/** A press of a button on the sandbox's hosted page, as the browser sends it. */
const press = (paymentUrl: string, action: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sandbox-pay/checkout',
    payload: new URLSearchParams({ session: new URL(paymentUrl).searchParams.get('session')!, action, ...extra }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const webhook = async (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'sandbox-signature': signature }) },
  });
/** A success the provider sends for an order (as if its page took the payment). */
async function succeed(seqNo: string, id: string) {
  const row = await orderRow(seqNo);
  const body = JSON.stringify({
    id,
    type: 'payment.succeeded',
    data: { merchantTransactionId: row.merchantTransactionId, amountMinor: row.totalMinor, currencyCode: row.currencyCode },
  });
  return webhook(body, await provider.sign(body));
}
async function ordered(seats = 12, me?: SignedIn) {
  const learner = me ?? (await readyLearner(t, genP));
  const session = await paidExam(t, genP, 25_000, seats);
  const order = dataOf<PaymentResponse>(await place(t, learner, 2, session.id, 0));
  return { me: learner, session, order };
}

describe('a: cancel, timeout and a method switch void the provider session', () => {
  it('after cancelOrder the hosted page refuses to pay (410) and queues no webhook', async () => {
    const { me, session, order } = await ordered();
    expect(dataOf<{ state: number }>(await cancelOrder(t, me, 2, session.id, order.seqNo)).state).toBe(5);
    const before = await queued();
    expect((await t.app.inject({ method: 'GET', url: pathOf(order.paymentUrl!) })).statusCode).toBe(410);
    const approve = await press(order.paymentUrl!, 'approve', { method: 'card' });
    expect(approve.statusCode).toBe(410);
    expect(approve.body).toContain('expired or was cancelled');
    expect(await queued()).toBe(before);
    expect((await orderRow(order.seqNo)).providerVoidedAt).not.toBeNull();
  });

  it('a method switch voids the card session of the order it cancels', async () => {
    const { me, session, order } = await ordered();
    const bank = dataOf<PaymentResponse>(await place(t, me, 2, session.id, 1));
    expect(bank.seqNo).not.toBe(order.seqNo);
    expect((await press(order.paymentUrl!, 'approve')).statusCode).toBe(410);
    expect(await heldPlaces(me.user.id, session.id)).toHaveLength(0);
  });

  it('the sweeper’s timeout voids the session, and the deadline signed into it refuses even unvoided', async () => {
    const { order } = await ordered();
    const row = await orderRow(order.seqNo);
    expect(await expireOverdueOrders(t.app.db, row.deadlineAt, provider)).toBeGreaterThanOrEqual(1);
    expect((await press(order.paymentUrl!, 'approve')).statusCode).toBe(410);
    // A session whose deadline has passed, never voided: the page still takes no payment.
    const stale = await provider.createCheckout({
      merchantTransactionId: 'mt_stale_session',
      seqNo: 'CR-STALE',
      amountMinor: 100,
      currencyCode: 'USD',
      description: 'stale',
      payerEmail: null,
      returnUrl: 'http://localhost/payment',
      methods: ['card'],
      expiresAt: new Date(Date.now() - 1),
    });
    expect((await t.app.inject({ method: 'GET', url: pathOf(stale.paymentUrl) })).statusCode).toBe(410);
    expect((await press(stale.paymentUrl, 'approve')).statusCode).toBe(410);
  });

  it('approve before the cancel wins: the cancel cannot void it and the success is flagged late-payment, not seated', async () => {
    const { me, session, order } = await ordered();
    expect((await press(order.paymentUrl!, 'approve')).statusCode).toBe(303);
    expect(dataOf<{ state: number }>(await cancelOrder(t, me, 2, session.id, order.seqNo)).state).toBe(5);
    await deliverDue(t.app, provider);
    const row = await orderRow(order.seqNo);
    expect([row.state, row.flag]).toEqual([5, 'late-payment']);
    expect(await heldPlaces(me.user.id, session.id)).toHaveLength(0);
  });

  it('a provider out of reach at cancel: the order is cancelled all the same and the void is retried later', async () => {
    const { me, session, order } = await ordered();
    const deps = t.app.checkoutDeps();
    const unreachable = {
      ...deps,
      provider: {
        name: provider.name,
        createCheckout: (r: Parameters<SandboxProvider['createCheckout']>[0]) => provider.createCheckout(r),
        verifyWebhook: (b: string, h: Record<string, string>) => provider.verifyWebhook(b, h),
        expireCheckout: () => Promise.reject(new Error('provider down')),
      },
    };
    expect((await cancelOrderCall(unreachable, me.user.id, { relationType: 2, relationId: session.id, seqNo: order.seqNo })).state).toBe(5);
    expect((await orderRow(order.seqNo)).providerVoidedAt).toBeNull();
    expect(await voidSessions(deps)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.seqNo)).providerVoidedAt).not.toBeNull();
    expect((await press(order.paymentUrl!, 'approve')).statusCode).toBe(410);
  });
});

describe('b: a success on an old failed order while a newer one exists', () => {
  async function failedThenNewer() {
    const { me, session, order: old } = await ordered(3);
    const row = await orderRow(old.seqNo);
    const fail = JSON.stringify({
      id: `evt_fail_${old.seqNo}`,
      type: 'payment.failed',
      data: { merchantTransactionId: row.merchantTransactionId, amountMinor: row.totalMinor, currencyCode: row.currencyCode },
    });
    expect((await webhook(fail, await provider.sign(fail))).json().data.outcome).toBe('failed');
    const newer = dataOf<PaymentResponse>(await place(t, me, 2, session.id, 0));
    // The failed order's page was voided by the new order.
    expect((await orderRow(old.seqNo)).providerVoidedAt).not.toBeNull();
    return { me, session, old, newer };
  }

  it('the newer open order is cancelled (and voided) and the late success seats the learner once', async () => {
    const { me, session, old, newer } = await failedThenNewer();
    expect((await succeed(old.seqNo, `evt_late_ok_${old.seqNo}`)).json().data.outcome).toBe('paid');
    expect((await orderRow(newer.seqNo)).state).toBe(5);
    expect((await orderRow(newer.seqNo)).providerVoidedAt).not.toBeNull();
    expect((await press(newer.paymentUrl!, 'approve')).statusCode).toBe(410);
    expect(await heldPlaces(me.user.id, session.id)).toHaveLength(1);
  });

  it('both successes at once (old and newer order): one seat, the other payment flagged', async () => {
    const { me, session, old, newer } = await failedThenNewer();
    const outcomes = await Promise.all([succeed(old.seqNo, `evt_race_old_${old.seqNo}`), succeed(newer.seqNo, `evt_race_new_${newer.seqNo}`)]);
    expect(outcomes.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(outcomes.map((r) => r.json().data.outcome).sort()).toEqual(['late-payment', 'paid']);
    expect(await heldPlaces(me.user.id, session.id)).toHaveLength(1);
    const rows = [await orderRow(old.seqNo), await orderRow(newer.seqNo)];
    expect(rows.filter((r) => r.state === 2)).toHaveLength(1);
    expect(rows.filter((r) => r.flag === 'late-payment')).toHaveLength(1);
  });

  it('the newer order already paid: the old success is flagged late-payment and seats nobody again', async () => {
    const { me, session, old, newer } = await failedThenNewer();
    expect((await succeed(newer.seqNo, `evt_new_first_${newer.seqNo}`)).json().data.outcome).toBe('paid');
    expect((await succeed(old.seqNo, `evt_old_second_${old.seqNo}`)).json().data.outcome).toBe('late-payment');
    expect([(await orderRow(old.seqNo)).state, (await orderRow(old.seqNo)).flag]).toEqual([3, 'late-payment']);
    expect(await heldPlaces(me.user.id, session.id)).toHaveLength(1);
  });
});

describe('c: a paid seat is not cancelled through the free cancel calls', () => {
  it('practical exam: cancelPracticalExam answers 501 non-refundable and the place stays', async () => {
    const { me, session, order } = await ordered();
    expect((await succeed(order.seqNo, `evt_paid_place_${order.seqNo}`)).json().data.outcome).toBe('paid');
    const [placeRow] = await heldPlaces(me.user.id, session.id);
    const res = await cancel(t, me, placeRow.id);
    expect(codeOf(res)).toBe(501);
    expect(res.json().message).toContain('non-refundable');
    expect(await heldPlaces(me.user.id, session.id)).toHaveLength(1);
  });

  it('classroom: cancelClassroom answers 501 non-refundable and the seat stays', async () => {
    const me = await readyLearner(t, genP);
    const room = await paidClassroom(t, null);
    const order = dataOf<PaymentResponse>(await place(t, me, 1, room.id, 0));
    expect((await succeed(order.seqNo, `evt_paid_seat_${order.seqNo}`)).json().data.outcome).toBe('paid');
    const res = await post(t, me, 'user/registration/cancelClassroom', { classroomId: room.id });
    expect(codeOf(res)).toBe(501);
    expect(res.json().message).toContain('non-refundable');
    const seats = await t.app.db
      .select()
      .from(classroomRegistrations)
      .where(and(eq(classroomRegistrations.userId, me.user.id), eq(classroomRegistrations.classroomId, room.id)));
    expect(seats.map((s) => s.status)).toEqual([ClassroomUserState.ENROLLED]);
  });
});

describe('d: the sweeper skips an order another transaction holds', () => {
  it.skipIf(testDriver() !== 'postgres')(
    'lockOverdueOrder does not wait for a row lock (FOR UPDATE SKIP LOCKED)',
    async () => {
      const { order } = await ordered();
      const row = await orderRow(order.seqNo);
      const later = new Date(row.deadlineAt.getTime() + 1);
      // A webhook holds the order's row: the sweeper must pass it by (not wait), and see it next round.
      await t.app.db.transaction(async (tx) => {
        await (tx as unknown as Db).select().from(orders).where(eq(orders.id, row.id)).for('update');
        await expireOverdueOrders(t.app.db, later);
        expect((await (tx as unknown as Db).select().from(orders).where(eq(orders.id, row.id)))[0].state).toBe(0);
      });
      await expireOverdueOrders(t.app.db, later);
      expect((await orderRow(order.seqNo)).state).toBe(4);
    },
    60_000,
  );
});

describe('e and f: signatures and event types never answer 500', () => {
  it('a session or signature of multibyte characters is a mismatch (404 / 400), not an exception', async () => {
    const { order } = await ordered();
    const token = new URL(order.paymentUrl!).searchParams.get('session')!.split('.')[0];
    const bad = `${token}.${'é'.repeat(64)}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/sandbox-pay/checkout?session=${encodeURIComponent(bad)}` })).statusCode).toBe(404);
    const body = JSON.stringify({ id: 'evt_multibyte', type: 'payment.succeeded', data: {} });
    const res = await webhook(body, `t=${Math.floor(Date.now() / 1000)},v1=${'é'.repeat(64)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it('a signed event of a type checkout does not act on is stored and acknowledged (200) and changes nothing', async () => {
    const { order } = await ordered();
    const row = await orderRow(order.seqNo);
    const body = JSON.stringify({ id: 'evt_unknown_type', type: 'payout.created', data: { merchantTransactionId: row.merchantTransactionId } });
    const res = await webhook(body, await provider.sign(body));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe('ignored');
    const bare = JSON.stringify({ id: 'evt_no_data', type: 'balance.available' });
    expect((await webhook(bare, await provider.sign(bare))).statusCode).toBe(200);
    const stored = await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_unknown_type'));
    expect(stored.map((e) => [e.type, e.outcome])).toEqual([['payout.created', 'ignored']]);
    expect((await orderRow(order.seqNo)).state).toBe(0);
    // Applied directly too (another provider's mapping): 'other' is ignored.
    const direct = await applyProviderEvent(t.app.checkoutDeps(), {
      eventId: 'evt_other_direct',
      type: 'other',
      providerType: 'charge.refunded',
      merchantTransactionId: row.merchantTransactionId,
      amountMinor: null,
      currencyCode: null,
      payload: {},
    });
    expect(direct).toBe('ignored');
  });
});

describe('g: the seat lists count the seats open orders hold', () => {
  it('practical exam: an open order takes one off seatsLeft, and enrollable follows; cancelling gives it back', async () => {
    const { me, session, order } = await ordered(2);
    const list = async () =>
      dataOf<{ rows: { id: number; seatsLeft: number }[] }>(
        await post(t, null, 'certification/practicalExam/getOfCertification', { certificationId: genP }),
      ).rows.find((r) => r.id === session.id)!;
    expect((await list()).seatsLeft).toBe(1);
    const other = await readyLearner(t, genP);
    dataOf<PaymentResponse>(await place(t, other, 2, session.id, 0));
    expect((await list()).seatsLeft).toBe(0);
    await cancelOrder(t, me, 2, session.id, order.seqNo);
    expect((await list()).seatsLeft).toBe(1);
  });

  it('classroom: getOfCertification subtracts open orders', async () => {
    const room = await paidClassroom(t, genP, 49_000, 2);
    const me = await readyLearner(t, genP);
    dataOf<PaymentResponse>(await place(t, me, 1, room.id, 0));
    const res = dataOf<{ rows: { id: number; seatsLeft: number; enrollable: boolean }[] }>(
      await post(t, null, 'certification/classroom/getOfCertification', { certificationId: genP }),
    );
    expect(res.rows.find((r) => r.id === room.id)?.seatsLeft).toBe(1);
  });
});
