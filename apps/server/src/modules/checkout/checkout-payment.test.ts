import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PaymentResponse } from '@credo/contracts/checkout';
import { orders, paymentEvents, practicalExamEnrolments } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { certId, dataOf, readyLearner } from '../practical-exam/practical-exam-test-kit';
import type { SignedIn } from '../../../test/sessions';
import { returnPathOf } from './checkout-order.service';
import { expireOverdueOrders } from './checkout-payment.service';
import { paidExam, paymentStatus, place } from './checkout-test-kit';
import { deliverDue, WEBHOOK_PATH } from './sandbox-outbox';
import { SandboxProvider } from './sandbox-provider';
import { HOUR_MS } from '@credo/contracts/durations';

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
const stateOf = async (seqNo: string) => (await t.app.db.select().from(orders).where(eq(orders.seqNo, seqNo)))[0];
const places = (userId: number, practicalExamId: number) =>
  t.app.db
    .select()
    .from(practicalExamEnrolments)
    .where(
      and(eq(practicalExamEnrolments.userId, userId), eq(practicalExamEnrolments.practicalExamId, practicalExamId), eq(practicalExamEnrolments.status, 2)),
    );

/** Out to the hosted page and a press of one of its buttons, as the browser does. */
async function pressOnPage(paymentUrl: string, action: string, extra: Record<string, string> = {}) {
  const pageRes = await t.app.inject({ method: 'GET', url: pathOf(paymentUrl) });
  expect(pageRes.statusCode).toBe(200);
  const session = new URL(paymentUrl).searchParams.get('session')!;
  return t.app.inject({
    method: 'POST',
    url: '/api/sandbox-pay/checkout',
    payload: new URLSearchParams({ session, action, ...extra }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function ordered(me?: SignedIn, seats = 12) {
  const learner = me ?? (await readyLearner(t, genP));
  const session = await paidExam(t, genP, 25_000, seats);
  const order = dataOf<PaymentResponse>(await place(t, learner, 2, session.id, 0));
  return { me: learner, session, order };
}

const webhook = async (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'sandbox-signature': signature }) },
  });
const eventBody = (
  id: string,
  type: string,
  order: { merchantTransactionId: string; totalMinor: number; currencyCode: string },
  amountMinor = order.totalMinor,
) => JSON.stringify({ id, type, data: { merchantTransactionId: order.merchantTransactionId, amountMinor, currencyCode: order.currencyCode } });

describe('card in the sandbox: out to the provider, back, and the webhook alone marks paid', () => {
  it('approve: the browser comes back to /payment unpaid; the signed webhook pays it and enrols the seat, once', async () => {
    const { me, session, order } = await ordered();
    const page = await t.app.inject({ method: 'GET', url: pathOf(order.paymentUrl!) });
    expect(page.body).toContain('255.00 USD');
    const back = await pressOnPage(order.paymentUrl!, 'approve', { method: 'card' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain(`/payment?relationId=${session.id}&relationType=2`);
    // The return alone changes nothing: only the webhook does.
    expect(dataOf<{ state: number }>(await paymentStatus(t, me, order.merchantTransactionId)).state).toBe(0);
    await deliverDue(t.app, provider);
    expect(dataOf<{ state: number }>(await paymentStatus(t, me, order.merchantTransactionId)).state).toBe(2);
    const row = await stateOf(order.seqNo);
    expect(row.paidAt).not.toBeNull();
    expect(await places(me.user.id, session.id)).toHaveLength(1);
    expect(row.seatId).toBe((await places(me.user.id, session.id))[0].id);
    // A second delivery round sends nothing more; a replay of the event changes nothing.
    expect(await deliverDue(t.app, provider, new Date(Date.now() + HOUR_MS))).toBe(0);
    const [event] = await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.merchantTransactionId, order.merchantTransactionId));
    const raw = JSON.stringify(event.payload);
    const replay = await webhook(raw, await provider.sign(raw));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.outcome).toBe('replay');
    expect(await places(me.user.id, session.id)).toHaveLength(1);
  });

  it('decline: the webhook fails the order', async () => {
    const { order } = await ordered();
    await pressOnPage(order.paymentUrl!, 'decline');
    await deliverDue(t.app, provider);
    expect((await stateOf(order.seqNo)).state).toBe(3);
  });

  it('BLIK (PLN): the code must be 6 digits; the decline code fails the payment, another approves it', async () => {
    const me = await readyLearner(t, genP);
    const session = await paidExam(t, genP, 95_000, 12, 2);
    const order = dataOf<PaymentResponse>(await place(t, me, 2, session.id, 0));
    const bad = await pressOnPage(order.paymentUrl!, 'approve', { method: 'blik', blikCode: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('6-digit BLIK code');
    expect(await deliverDue(t.app, provider)).toBe(0);
    await pressOnPage(order.paymentUrl!, 'approve', { method: 'blik', blikCode: '000000' });
    await deliverDue(t.app, provider);
    expect((await stateOf(order.seqNo)).state).toBe(3);
    // Paid on the page after all (the payer tried again): the success still takes the seat.
    await pressOnPage(order.paymentUrl!, 'approve', { method: 'blik', blikCode: '123456' });
    await deliverDue(t.app, provider);
    expect((await stateOf(order.seqNo)).state).toBe(2);
    expect(await places(me.user.id, session.id)).toHaveLength(1);
  });

  it('abandon: back to the site, no webhook, the order stays open until its deadline', async () => {
    const { order } = await ordered();
    const back = await pressOnPage(order.paymentUrl!, 'abandon');
    expect(back.statusCode).toBe(303);
    expect(await deliverDue(t.app, provider)).toBe(0);
    expect((await stateOf(order.seqNo)).state).toBe(0);
  });

  it("sends the payer back to the page they left: the site's prefix and the /mobile twin, built on the server", async () => {
    const learner = await readyLearner(t, genP);
    const session = await paidExam(t, genP, 25_000, 12);
    const order = dataOf<PaymentResponse>(await place(t, learner, 2, session.id, 0, { returnToMobile: true }));
    const back = await pressOnPage(order.paymentUrl!, 'abandon');
    expect(new URL(back.headers.location as string).pathname).toBe('/mobile/payment');
    expect(returnPathOf({ tenantId: 1, siteId: 2, languageId: 1, site: { pathPrefix: 'eu' } }, true)).toBe('/eu/mobile/payment');
    expect(returnPathOf({ tenantId: 1, siteId: 2, languageId: 1, site: { pathPrefix: 'eu' } }, false)).toBe('/eu/payment');
    expect(returnPathOf({ tenantId: 1, siteId: 1, languageId: 1, site: { pathPrefix: '' } }, false)).toBe('/payment');
    expect((await place(t, learner, 2, session.id, 0, { returnToMobile: '/evil' })).statusCode).toBe(400);
  });

  it("sends the payer back to the tenant's own host, chosen among the configured hosts; a forged Host gets PUBLIC_URL", async () => {
    const learner = await readyLearner(t, genP);
    const base = new URL(t.app.config.publicUrl);
    const backVia = async (host: string) => {
      const session = await paidExam(t, genP, 25_000, 12);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/pay/registration/placeOrder',
        headers: { ...learner.headers, host, origin: `http://${host}` },
        payload: { siteId: 21, languageId: 1, relationType: 2, relationId: session.id, payType: 0 },
      });
      expect(res.statusCode).toBe(200);
      const back = await pressOnPage(dataOf<PaymentResponse>(res).paymentUrl!, 'abandon');
      return new URL(back.headers.location as string);
    };
    // academy.localhost is one of the main tenant's hosts (tenant table), not PUBLIC_URL's.
    const own = await backVia('academy.localhost');
    expect(own.origin).toBe(`${base.protocol}//academy.localhost${base.port ? `:${base.port}` : ''}`);
    expect(own.pathname).toBe('/eu/payment');
    // An unknown host selects the default tenant but never becomes a redirect target.
    const forged = await backVia('evil.example');
    expect(forged.origin).toBe(base.origin);
    expect(forged.pathname).toBe('/eu/payment');
  });
});

describe('webhooks: signed, stored by id, in any order', () => {
  it('forged, unsigned and stale deliveries answer 400 and change nothing', async () => {
    const { order } = await ordered();
    const row = await stateOf(order.seqNo);
    const body = eventBody('evt_forged_1', 'payment.succeeded', row);
    expect((await webhook(body)).statusCode).toBe(400);
    expect((await webhook(body, 't=1,v1=00')).statusCode).toBe(400);
    // Signed with another key, and a genuine signature over another body.
    const ts = Math.floor(Date.now() / 1000);
    const otherKey = createHmac('sha256', 'not-the-key').update(`${ts}.${body}`).digest('hex');
    expect((await webhook(body, `t=${ts},v1=${otherKey}`)).statusCode).toBe(400);
    expect((await webhook(body.replace('evt_forged_1', 'evt_forged_2'), await provider.sign(body))).statusCode).toBe(400);
    expect((await webhook(body, await provider.sign(body, Date.now() - 10 * 60_000))).statusCode).toBe(400);
    expect((await stateOf(order.seqNo)).state).toBe(0);
    expect(await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.merchantTransactionId, row.merchantTransactionId))).toHaveLength(0);
  });

  it('a success after a failure whose seat went to someone else is recorded and flagged, not seated over capacity', async () => {
    const { me, session, order } = await ordered(undefined, 1);
    const row = await stateOf(order.seqNo);
    const fail = eventBody('evt_fail_then_full', 'payment.failed', row);
    expect((await webhook(fail, await provider.sign(fail))).json().data.outcome).toBe('failed');
    const other = await readyLearner(t, genP);
    expect(dataOf<PaymentResponse>(await place(t, other, 2, session.id, 0)).state).toBe(0);
    const ok = eventBody('evt_success_after_fail', 'payment.succeeded', row);
    expect((await webhook(ok, await provider.sign(ok))).json().data.outcome).toBe('late-payment');
    expect([(await stateOf(order.seqNo)).state, (await stateOf(order.seqNo)).flag]).toEqual([3, 'late-payment']);
    expect(await places(me.user.id, session.id)).toHaveLength(0);
  });

  it('a failure after the success changes nothing; a wrong amount is flagged and not paid', async () => {
    const a = await ordered();
    const rowA = await stateOf(a.order.seqNo);
    const ok = eventBody('evt_any_order_ok', 'payment.succeeded', rowA);
    expect((await webhook(ok, await provider.sign(ok))).json().data.outcome).toBe('paid');
    const fail = eventBody('evt_any_order_fail', 'payment.failed', rowA);
    expect((await webhook(fail, await provider.sign(fail))).json().data.outcome).toBe('ignored');
    expect((await stateOf(a.order.seqNo)).state).toBe(2);

    const b = await ordered();
    const rowB = await stateOf(b.order.seqNo);
    const short = eventBody('evt_short_amount', 'payment.succeeded', rowB, rowB.totalMinor - 1);
    expect((await webhook(short, await provider.sign(short))).json().data.outcome).toBe('amount-mismatch');
    const after = await stateOf(b.order.seqNo);
    expect([after.state, after.flag]).toEqual([0, 'amount-mismatch']);
    expect(await places(b.me.user.id, b.session.id)).toHaveLength(0);
  });

  it('the sweeper times the card order out after 30 minutes and frees the seat; a late success is recorded and flagged, not lost', async () => {
    const { me, session, order } = await ordered(undefined, 1);
    const row = await stateOf(order.seqNo);
    await expireOverdueOrders(t.app.db, new Date(row.placedAt.getTime() + 1_800_000 - 1));
    expect((await stateOf(order.seqNo)).state).toBe(0);
    expect(await expireOverdueOrders(t.app.db, new Date(row.placedAt.getTime() + 1_800_000))).toBeGreaterThanOrEqual(1);
    expect((await stateOf(order.seqNo)).state).toBe(4);
    const other = await readyLearner(t, genP);
    expect(dataOf<PaymentResponse>(await place(t, other, 2, session.id, 0)).state).toBe(0);
    const late = eventBody('evt_late_success', 'payment.succeeded', row);
    expect((await webhook(late, await provider.sign(late))).json().data.outcome).toBe('late-payment');
    const after = await stateOf(order.seqNo);
    expect([after.state, after.flag]).toEqual([4, 'late-payment']);
    expect(await places(me.user.id, session.id)).toHaveLength(0);
    expect(await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_late_success'))).toHaveLength(1);
  });
});

describe('the sender on its own', () => {
  it('delivers the webhook asynchronously after the payer approves, without anyone asking', async () => {
    t.app.sandboxSender.pause(false);
    try {
      const { me, session, order } = await ordered();
      await pressOnPage(order.paymentUrl!, 'approve');
      const until = Date.now() + 20_000;
      while ((await stateOf(order.seqNo)).state !== 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      expect((await stateOf(order.seqNo)).state).toBe(2);
      expect(await places(me.user.id, session.id)).toHaveLength(1);
    } finally {
      t.app.sandboxSender.pause(true);
    }
  }, 60_000);
});
