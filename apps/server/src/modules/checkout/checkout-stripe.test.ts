/**
 * The Stripe adapter against a local HTTP stand-in of Stripe's API (the client's host, port and
 * protocol options; no network), and Stripe-signed webhooks built with the library's own
 * test-header helper (decision 0017, "Stripe").
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PaymentResponse } from '@credo/contracts/checkout';
import { orders, practicalExamEnrolments } from '../../db/schema/index';
import { assertProductionSafe, loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import type { ReconcileReport } from '@credo/contracts/checkout-bank';
import type { SignedIn } from '../../../test/sessions';
import { certId, codeOf, dataOf, post, readyLearner } from '../practical-exam/practical-exam-test-kit';
import { reconciliation, staffOf } from './checkout-bank-test-kit';
import { cancelOrder, paidExam, place } from './checkout-test-kit';
import { StripeProvider } from './stripe-provider';

const WHSEC = 'whsec_test_secret';

type Seen = { method: string; path: string; form: Record<string, string>; headers: http.IncomingHttpHeaders };
type FakeSession = { id: string; object: 'checkout.session'; status: 'open' | 'complete' | 'expired'; url: string; [k: string]: unknown };

/** Stripe's API as far as the adapter uses it: create (idempotent by key), expire, retrieve. */
function standIn() {
  const seen: Seen[] = [];
  const sessions = new Map<string, FakeSession>();
  const byKey = new Map<string, FakeSession>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const form = Object.fromEntries(new URLSearchParams(body));
      seen.push({ method: req.method ?? '', path, form, headers: req.headers });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
        res.end(JSON.stringify(json));
      };
      const key = String(req.headers['idempotency-key'] ?? '');
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const again = byKey.get(key);
        if (again) return send(200, again);
        const id = `cs_test_${sessions.size + 1}_${Math.random().toString(36).slice(2, 8)}`;
        const s: FakeSession = {
          id,
          object: 'checkout.session',
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: form.client_reference_id,
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          currency: form['line_items[0][price_data][currency]'],
        };
        sessions.set(id, s);
        if (key) byKey.set(key, s);
        return send(200, s);
      }
      const m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      const s = m ? sessions.get(m[1]) : undefined;
      if (!s) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      if (m![2] && req.method === 'POST') {
        if (s.status !== 'open') return send(400, { error: { type: 'invalid_request_error', message: `Only open sessions can be expired (${s.status}).` } });
        s.status = 'expired';
      }
      return send(200, s);
    });
  });
  return { server, seen, sessions };
}

let stub: ReturnType<typeof standIn>;
let base: string;
let t: TestApp;
let genP: number;
let provider: StripeProvider;

beforeAll(async () => {
  stub = standIn();
  await new Promise<void>((r) => stub.server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}`;
  t = await buildTestApp({ stripe: { secretKey: 'sk_test_standin', webhookSecret: WHSEC, apiBase: base } });
  genP = await certId(t, 'gen-professional');
  provider = t.app.checkoutDeps().provider as StripeProvider;
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => stub.server.close(r));
});

const orderRow = async (seqNo: string) => (await t.app.db.select().from(orders).where(eq(orders.seqNo, seqNo)))[0];
const places = (userId: number, id: number) =>
  t.app.db
    .select()
    .from(practicalExamEnrolments)
    .where(and(eq(practicalExamEnrolments.userId, userId), eq(practicalExamEnrolments.practicalExamId, id), eq(practicalExamEnrolments.status, 2)));

/** A Stripe event about a checkout session, signed as Stripe signs it. */
function stripeEvent(id: string, type: string, session: Record<string, unknown>, secret = WHSEC) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
const deliver = (e: { payload: string; header: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pay/webhook/stripe',
    payload: e.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': e.header },
  });
const sessionOf = (row: typeof orders.$inferSelect, extra: Record<string, unknown> = {}) => ({
  id: row.providerSessionId,
  object: 'checkout.session',
  client_reference_id: row.merchantTransactionId,
  amount_total: row.totalMinor,
  currency: row.currencyCode.toLowerCase(),
  payment_status: 'paid',
  status: 'complete',
  ...extra,
});

async function ordered(currencyId = 2) {
  const me = await readyLearner(t, genP);
  const session = await paidExam(t, genP, 95_000, 12, currencyId);
  const order = dataOf<PaymentResponse>(await place(t, me, 2, session.id, 0));
  return { me, session, order, row: await orderRow(order.seqNo) };
}

describe('Stripe Checkout Sessions through the stand-in', () => {
  it('placeOrder creates one session keyed by our id, with the amount, currency and the methods of PLN', async () => {
    const before = stub.seen.length;
    const { me, order, row } = await ordered(2);
    const calls = stub.seen.slice(before).filter((c) => c.path === '/v1/checkout/sessions');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.headers.authorization).toBe('Bearer sk_test_standin');
    expect(call.headers['idempotency-key']).toBe(row.merchantTransactionId);
    expect(call.form).toMatchObject({
      mode: 'payment',
      // Without a contact e-mail on the order, the learner's own (read by the route, decision 0038).
      customer_email: me.user.email,
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'blik',
      'line_items[0][price_data][currency]': 'pln',
      'line_items[0][price_data][unit_amount]': String(row.totalMinor),
      client_reference_id: row.merchantTransactionId,
      'metadata[seqNo]': row.seqNo,
    });
    // Stripe's expiry limits (30 minutes to 24 hours from now) hold; our deadline decides anyway.
    const expires = Number(call.form.expires_at) - Date.now() / 1000;
    expect(expires).toBeGreaterThan(30 * 60);
    expect(expires).toBeLessThan(24 * 3600);
    expect(order.paymentUrl).toBe(`https://checkout.stripe.test/c/pay/${row.providerSessionId}`);
    expect(row.provider).toBe('stripe');
  });

  it('EUR and USD offer card and Klarna', async () => {
    const before = stub.seen.length;
    await ordered(3);
    const [call] = stub.seen.slice(before).filter((c) => c.path === '/v1/checkout/sessions');
    expect([call.form['allowed_payment_method_types[0]'], call.form['allowed_payment_method_types[1]']]).toEqual(['card', 'klarna']);
  });

  it('a retried create with the same key answers the same session (idempotency key = merchantTransactionId)', async () => {
    const req = {
      merchantTransactionId: 'mt_idem_1',
      seqNo: 'CR-IDEM',
      amountMinor: 1234,
      currencyCode: 'EUR',
      description: 'Retry',
      payerEmail: null,
      returnUrl: 'http://localhost/payment',
      methods: ['card', 'klarna'] as ('card' | 'klarna')[],
      expiresAt: new Date(Date.now() + 1_800_000),
    };
    const a = await provider.createCheckout(req);
    const b = await provider.createCheckout(req);
    expect(b.sessionId).toBe(a.sessionId);
  });

  it('cancelOrder expires the session at Stripe; expiring a completed session answers false', async () => {
    const { me, session, order, row } = await ordered(2);
    expect(dataOf<{ state: number }>(await cancelOrder(t, me, 2, session.id, order.seqNo)).state).toBe(5);
    expect(stub.seen.some((c) => c.method === 'POST' && c.path === `/v1/checkout/sessions/${row.providerSessionId}/expire`)).toBe(true);
    expect(stub.sessions.get(row.providerSessionId!)?.status).toBe('expired');
    expect((await orderRow(order.seqNo)).providerVoidedAt).not.toBeNull();
    // Already expired: true again; completed by the payer first: false (its success webhook decides).
    expect(await provider.expireCheckout(row.providerSessionId!)).toBe(true);
    const other = await ordered(2);
    stub.sessions.get(other.row.providerSessionId!)!.status = 'complete';
    expect(await provider.expireCheckout(other.row.providerSessionId!)).toBe(false);
  });
});

describe('Stripe webhooks, verified by the library', () => {
  it('checkout.session.completed (paid) pays the order and enrols the seat once; a replay changes nothing', async () => {
    const { me, session, row } = await ordered(2);
    const e = stripeEvent(`evt_paid_${row.id}`, 'checkout.session.completed', sessionOf(row));
    const res = await deliver(e);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe('paid');
    expect((await orderRow(row.seqNo)).state).toBe(2);
    expect(await places(me.user.id, session.id)).toHaveLength(1);
    expect((await deliver(e)).json().data.outcome).toBe('replay');
    expect(await places(me.user.id, session.id)).toHaveLength(1);
  });

  it('a delayed method: completed unpaid is pending, async_payment_succeeded pays; async_payment_failed fails', async () => {
    const a = await ordered(3);
    expect(
      (await deliver(stripeEvent(`evt_unpaid_${a.row.id}`, 'checkout.session.completed', sessionOf(a.row, { payment_status: 'unpaid' })))).json().data.outcome,
    ).toBe('pending');
    expect((await deliver(stripeEvent(`evt_async_ok_${a.row.id}`, 'checkout.session.async_payment_succeeded', sessionOf(a.row)))).json().data.outcome).toBe(
      'paid',
    );
    const b = await ordered(3);
    await deliver(stripeEvent(`evt_unpaid_${b.row.id}`, 'checkout.session.completed', sessionOf(b.row, { payment_status: 'unpaid' })));
    expect((await deliver(stripeEvent(`evt_async_ko_${b.row.id}`, 'checkout.session.async_payment_failed', sessionOf(b.row)))).json().data.outcome).toBe(
      'failed',
    );
    expect((await orderRow(b.row.seqNo)).state).toBe(3);
  });

  it('checkout.session.expired times the order out', async () => {
    const { row } = await ordered(2);
    const res = await deliver(
      stripeEvent(`evt_expired_${row.id}`, 'checkout.session.expired', sessionOf(row, { status: 'expired', payment_status: 'unpaid' })),
    );
    expect(res.json().data.outcome).toBe('expired');
    expect((await orderRow(row.seqNo)).state).toBe(4);
  });

  it('a wrong secret, a changed body or no signature answers 400; another event type is acknowledged and ignored', async () => {
    const { row } = await ordered(2);
    const forged = stripeEvent(`evt_forged_${row.id}`, 'checkout.session.completed', sessionOf(row), 'whsec_not_ours');
    expect((await deliver(forged)).statusCode).toBe(400);
    const genuine = stripeEvent(`evt_changed_${row.id}`, 'checkout.session.completed', sessionOf(row));
    expect((await deliver({ payload: genuine.payload.replace(String(row.totalMinor), '1'), header: genuine.header })).statusCode).toBe(400);
    expect((await deliver({ payload: genuine.payload, header: '' })).statusCode).toBe(400);
    expect((await orderRow(row.seqNo)).state).toBe(0);
    const other = await deliver(stripeEvent(`evt_other_${row.id}`, 'customer.created', { id: 'cus_1', object: 'customer' }));
    expect(other.statusCode).toBe(200);
    expect(other.json().data.outcome).toBe('ignored');
  });

  it('no sandbox page is mounted while Stripe is the provider', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sandbox-pay/checkout?session=x' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/pay/webhook/sandbox', payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(404);
  });
});

describe("a deleted account's card payment in progress (issue 17)", () => {
  const deleteAccount = (me: SignedIn) => post(t, me, 'user/account/delete', {});
  const report = async () => dataOf<ReconcileReport>(await reconciliation(t, await staffOf(t)));

  it('deletion cancels the pending order; the later success seats nobody and is flagged refund-due for reconciliation', async () => {
    const { me, session, row } = await ordered(3);
    // A delayed method: the payer completed the page, the money is on its way.
    await deliver(stripeEvent(`evt_del_unpaid_${row.id}`, 'checkout.session.completed', sessionOf(row, { payment_status: 'unpaid' })));
    expect((await orderRow(row.seqNo)).state).toBe(1);

    expect(codeOf(await deleteAccount(me))).toBe(200);
    expect((await orderRow(row.seqNo)).state).toBe(5);

    const res = await deliver(stripeEvent(`evt_del_ok_${row.id}`, 'checkout.session.async_payment_succeeded', sessionOf(row)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe('refund-due');
    const after = await orderRow(row.seqNo);
    expect([after.state, after.seatId, after.flag, after.paidAt]).toEqual([5, null, 'refund-due', null]);
    expect(await places(me.user.id, session.id)).toHaveLength(0);

    const r = await report();
    expect(r.issues.filter((i) => i.seqNo === row.seqNo).map((i) => i.flag)).toEqual(['refund-due']);
    expect(r.events.find((e) => e.eventId === `evt_del_ok_${row.id}`)?.flags).toEqual(['refund-due']);
    expect(r.counts.refundDue).toBeGreaterThanOrEqual(1);
  });

  it('a success on a failed order of a deleted account (paid on the old page after all) seats nobody either', async () => {
    const { me, session, row } = await ordered(3);
    await deliver(stripeEvent(`evt_del2_unpaid_${row.id}`, 'checkout.session.completed', sessionOf(row, { payment_status: 'unpaid' })));
    await deliver(stripeEvent(`evt_del2_ko_${row.id}`, 'checkout.session.async_payment_failed', sessionOf(row)));
    expect((await orderRow(row.seqNo)).state).toBe(3);
    expect(codeOf(await deleteAccount(me))).toBe(200);
    // Without the deleted-account check the failed order's success would take a free seat.
    expect((await deliver(stripeEvent(`evt_del2_ok_${row.id}`, 'checkout.session.completed', sessionOf(row)))).json().data.outcome).toBe('refund-due');
    expect(await places(me.user.id, session.id)).toHaveLength(0);
    expect((await orderRow(row.seqNo)).flag).toBe('refund-due');
  });
});

describe('Stripe settings', () => {
  const env = (e: Record<string, string>) => ({ NODE_ENV: 'production', ...e }) as NodeJS.ProcessEnv;
  it('a secret key without its webhook secret refuses to start', () => {
    expect(() => loadConfig(env({ STRIPE_SECRET_KEY: 'sk_live_x' }))).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
  it('production with Stripe needs no PAYMENT_SANDBOX=false, but refuses STRIPE_API_BASE', () => {
    const prod = { PUBLIC_URL: 'https://academy.example.com', SEED_ON_START: 'false', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => assertProductionSafe(loadConfig(env(prod)))).not.toThrow();
    expect(() => assertProductionSafe(loadConfig(env({ ...prod, STRIPE_API_BASE: 'http://127.0.0.1:1' })))).toThrow(/STRIPE_API_BASE/);
    const { STRIPE_SECRET_KEY: _k, STRIPE_WEBHOOK_SECRET: _w, ...noStripe } = prod;
    expect(() => assertProductionSafe(loadConfig(env(noStripe)))).toThrow(/PAYMENT_SANDBOX/);
  });
});
