import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { OrderInfo, PaymentResponse, PaymentStatusAnswer } from '@credo/contracts/checkout';
import { ErrorCode } from '@credo/contracts/errors';
import { bankAccounts, classrooms, practicalExams, prices, regionTaxRates } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { certId, codeOf, dataOf, enrolApproved, enroll, post, readyLearner } from '../practical-exam/practical-exam-test-kit';
import { getPaymentStatus } from './checkout-order.service';
import { cancelOrder, deleteOrder, orderInfo, ordersOf, paidClassroom, paidExam, paymentStatus, place, regionId, verify } from './checkout-test-kit';
import { DAY_MS } from '@credo/contracts/durations';

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

describe('the demo seed sells paid sessions on the main, EU and Polish sites', () => {
  it('a paid classroom and a paid practical exam per market, PLN in Poland, with VAT and transfer accounts', async () => {
    const rows = await t.app.db.select().from(prices);
    // Each market sells at least one paid classroom (1) and one paid practical exam (2); the issue 17 seed adds more classrooms.
    const bySite = (siteId: number, currencyId: number) => rows.filter((p) => p.siteId === siteId && p.currencyId === currencyId);
    const kinds = (siteId: number, currencyId: number) => [...new Set(bySite(siteId, currencyId).map((p) => p.relationType))].sort();
    expect(kinds(1, 3)).toEqual([1, 2]); // USD on the main site
    expect(kinds(21, 1)).toEqual([1, 2]); // EUR on the EU site
    expect(kinds(21, 2)).toEqual([1, 2]); // PLN for Poland
    const pl = bySite(21, 2)[0];
    expect(pl.regionId).toBe(await regionId(t, 21, 'PL'));
    const [vat] = await t.app.db.select().from(regionTaxRates).where(eq(regionTaxRates.regionId, pl.regionId));
    expect(vat.rateBp).toBe(2_300);
    const exams = await t.app.db.select().from(practicalExams).where(eq(practicalExams.isCharge, 1));
    expect(exams.length).toBeGreaterThanOrEqual(3);
    // Poland's złoty account is its own (per region and currency), as is every euro region's.
    const plAccounts = await t.app.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.regionId, await regionId(t, 21, 'PL')));
    expect(plAccounts.map((a) => a.currencyId)).toEqual([2]);
  });

  it('verify and the quote of the Polish classroom: PLN, 23 % VAT, bank transfer dearer than card', async () => {
    const [pl] = await t.app.db
      .select()
      .from(prices)
      .where(and(eq(prices.currencyId, 2), eq(prices.relationType, 1)));
    expect(dataOf<boolean>(await verify(t, null, 1, pl.relationId, 21))).toBe(true);
    const info = dataOf<OrderInfo>(await orderInfo(t, null, 1, pl.relationId, 21));
    expect(info).toMatchObject({ seqNo: null, state: null, currencyTypeCode: 'PLN', courseFee: pl.amountMinor, taxRate: 2_300, payType: 0 });
    const [card, bank] = info.quotes;
    expect(bank.serviceFee).toBeGreaterThan(card.serviceFee);
    expect(card.totalAmount).toBe(card.courseFee + card.serviceFee + card.tax);
  });

  it('bank accounts per region and currency: Poland PLN, an EU region EUR, others the tenant fallback in USD', async () => {
    type Info = { regionCode: string; accounts: { currency: string; iban: string; beneficiaryName: string }[] };
    const info = async (siteId: number, code: string) =>
      dataOf<Info>(await post(t, null, 'user/pay/registration/getBankTransferInfo', { siteId, regionId: await regionId(t, siteId, code) }));
    const pl = await info(21, 'PL');
    expect(pl.regionCode).toBe('PL');
    const iban = (i: Info, c: string) => i.accounts.find((a) => a.currency === c)?.iban;
    // The region's own złoty account; euro and dollars from the tenant's fallback.
    expect(pl.accounts.map((a) => a.currency)).toEqual(['EUR', 'PLN', 'USD']);
    expect(iban(pl, 'PLN')).toMatch(/^PL/);
    expect(iban(pl, 'EUR')).toMatch(/^NL/);
    // A euro region of the EU site: its own (German) euro account wins over the tenant's Dutch one.
    const de = await info(21, 'DE');
    expect(de.accounts.map((a) => a.currency)).toEqual(['EUR', 'USD']);
    expect(iban(de, 'EUR')).toMatch(/^DE/);
    // A dollar region: the tenant's accounts only.
    const us = await info(1, 'US');
    expect(us.accounts.map((a) => a.currency)).toEqual(['EUR', 'USD']);
    expect(iban(us, 'USD')).toMatch(/^US/);
  });

  it("a region of another site of the same tenant answers (an order placed on the main site, paid from the EU site); another tenant's is 404", async () => {
    const main = await regionId(t, 1, 'US');
    const fromEu = await post(t, null, 'user/pay/registration/getBankTransferInfo', { siteId: 21, regionId: main });
    expect(fromEu.statusCode).toBe(200);
    expect(dataOf<{ regionCode: string }>(fromEu).regionCode).toBe('US');
    const fromMicro = await t.app.inject({
      method: 'POST',
      url: '/api/user/pay/registration/getBankTransferInfo',
      headers: { host: 'micro.localhost' },
      payload: { siteId: 19, languageId: 1, regionId: main },
    });
    expect(fromMicro.statusCode).toBe(404);
    const micro = await regionId(t, 19, 'GB');
    const microOnMain = await post(t, null, 'user/pay/registration/getBankTransferInfo', { siteId: 1, regionId: micro });
    expect(microOnMain.statusCode).toBe(404);
  });
});

describe('verify and getPayOrderInfo', () => {
  it('a free or unknown session is not payable: false, and the order lookup answers 404', async () => {
    const [free] = await t.app.db.select().from(practicalExams).where(eq(practicalExams.isCharge, 0)).limit(1);
    expect(dataOf<boolean>(await verify(t, null, 2, free.id))).toBe(false);
    expect(dataOf<boolean>(await verify(t, null, 1, 99_999_999))).toBe(false);
    expect((await orderInfo(t, null, 2, free.id)).statusCode).toBe(404);
  });

  it('the server time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/pay/registration/getServerTime?siteId=1&languageId=1' });
    expect(Math.abs(res.json().data.serverTime - Date.now())).toBeLessThan(5_000);
  });
});

describe('placeOrder', () => {
  it('a visitor gets HTTP 401', async () => {
    const session = await paidExam(t, genP);
    expect((await place(t, null, 2, session.id, 0)).statusCode).toBe(401);
  });

  it("card: the provider's page; a client-sent total is ignored; the same method again answers the same order", async () => {
    const me = await readyLearner(t, genP);
    const session = await paidExam(t, genP, 25_000);
    const first = dataOf<PaymentResponse>(await place(t, me, 2, session.id, 0, { totalAmount: 1, courseFee: 1, tax: 0, serviceFee: 0 }));
    expect(first.state).toBe(0);
    expect(first.paymentUrl).toMatch(/\/api\/sandbox-pay\/checkout\?session=/);
    const again = dataOf<PaymentResponse>(await place(t, me, 2, session.id, 0));
    expect(again).toEqual(first);
    const [order] = await ordersOf(t, me.user.id);
    expect(order.courseFeeMinor).toBe(25_000);
    expect(order.totalMinor).toBe(25_000 + 500); // US: no VAT; 2 % card service
    expect(order.deadlineAt.getTime() - order.placedAt.getTime()).toBe(1_800_000);
  });

  it('another method cancels the open order first; bank transfer has 3 days and no page', async () => {
    const me = await readyLearner(t, genP);
    const session = await paidExam(t, genP);
    const card = dataOf<PaymentResponse>(await place(t, me, 2, session.id, 0));
    const bank = dataOf<PaymentResponse>(await place(t, me, 2, session.id, 1));
    expect(bank.seqNo).not.toBe(card.seqNo);
    expect(bank.paymentUrl).toBeNull();
    const rows = await ordersOf(t, me.user.id);
    expect(rows.find((o) => o.seqNo === card.seqNo)!.state).toBe(5);
    const open = rows.find((o) => o.seqNo === bank.seqNo)!;
    expect(open.state).toBe(0);
    expect(open.deadlineAt.getTime() - open.placedAt.getTime()).toBe(3 * DAY_MS);
    expect(open.serviceRateBp).toBeGreaterThan(rows.find((o) => o.seqNo === card.seqNo)!.serviceRateBp);
  });

  it('50 concurrent calls of one learner write one open order, and every success answers it', async () => {
    const me = await readyLearner(t, genP);
    const session = await paidExam(t, genP);
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(t, me, 2, session.id, 0)));
    const ok = answers.filter((r) => r.statusCode === 200 && r.json().code === 200).map((r) => r.json().data as PaymentResponse);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((a) => a.seqNo)).size).toBe(1);
    for (const r of answers) expect([200, 429]).toContain(r.statusCode);
    const rows = await ordersOf(t, me.user.id);
    expect(rows).toHaveLength(1);
  }, 120_000);

  it('an open order holds the seat: the last seat is refused to another learner (10008) until the order is cancelled', async () => {
    const [a, b] = [await readyLearner(t, genP), await readyLearner(t, genP)];
    const session = await paidExam(t, genP, 25_000, 1);
    const order = dataOf<PaymentResponse>(await place(t, a, 2, session.id, 0));
    expect(codeOf(await place(t, b, 2, session.id, 0))).toBe(ErrorCode.PRACTICAL_EXAM_FULL);
    expect(dataOf<PaymentStatusAnswer>(await cancelOrder(t, a, 2, session.id, order.seqNo)).state).toBe(5);
    expect(dataOf<PaymentResponse>(await place(t, b, 2, session.id, 0)).state).toBe(0);
  });

  it('the seat rules of the session apply before paying: theory exam first (501), and a paid session refuses the free call', async () => {
    const me = await signIn(t, { firstName: 'Nora', lastName: 'New' });
    await enrolApproved(t, me, genP);
    const session = await paidExam(t, genP);
    const res = await place(t, me, 2, session.id, 0);
    expect(codeOf(res)).toBe(ErrorCode.OTHER_ERROR);
    expect(res.json().message).toBe('Pass the theory exam first');
    expect(await ordersOf(t, me.user.id)).toHaveLength(0);
    const ready = await readyLearner(t, genP);
    expect(codeOf(await enroll(t, ready, session.id))).toBe(ErrorCode.OTHER_ERROR);
  });

  it('a paid classroom: ordered through checkout, the free enrol call refuses it (501)', async () => {
    const me = await signIn(t);
    await enrolApproved(t, me, genP);
    const room = await paidClassroom(t, genP);
    const free = await post(t, me, 'user/registration/enrollClassroom', { classroomId: room.id });
    expect(codeOf(free)).toBe(ErrorCode.OTHER_ERROR);
    expect(dataOf<PaymentResponse>(await place(t, me, 1, room.id, 0)).state).toBe(0);
    const [row] = await t.app.db.select().from(classrooms).where(eq(classrooms.id, room.id));
    expect(row.id).toBe(room.id);
  });
});

describe('owner only, cancel, delete, timeout', () => {
  it('another learner can neither read, cancel nor delete the order (HTTP 404, nothing changes)', async () => {
    const me = await readyLearner(t, genP);
    const other = await signIn(t);
    const session = await paidExam(t, genP);
    const order = dataOf<PaymentResponse>(await place(t, me, 2, session.id, 0));
    expect((await paymentStatus(t, other, order.merchantTransactionId)).statusCode).toBe(404);
    expect((await cancelOrder(t, other, 2, session.id, order.seqNo)).statusCode).toBe(404);
    expect((await deleteOrder(t, other, order.seqNo)).statusCode).toBe(404);
    expect(dataOf<OrderInfo>(await orderInfo(t, other, 2, session.id)).seqNo).toBeNull();
    expect(dataOf<PaymentStatusAnswer>(await paymentStatus(t, me, order.merchantTransactionId)).state).toBe(0);
  });

  it('cancel twice answers cancel twice; delete hides it from the page', async () => {
    const me = await readyLearner(t, genP);
    const session = await paidExam(t, genP);
    const order = dataOf<PaymentResponse>(await place(t, me, 2, session.id, 1));
    expect(dataOf<PaymentStatusAnswer>(await cancelOrder(t, me, 2, session.id, order.seqNo)).state).toBe(5);
    expect(dataOf<PaymentStatusAnswer>(await cancelOrder(t, me, 2, session.id, order.seqNo)).state).toBe(5);
    expect(dataOf<OrderInfo>(await orderInfo(t, me, 2, session.id)).state).toBe(5);
    expect(dataOf<boolean>(await deleteOrder(t, me, order.seqNo))).toBe(true);
    expect(dataOf<OrderInfo>(await orderInfo(t, me, 2, session.id)).seqNo).toBeNull();
  });

  it('a card order times out 30 minutes after it was placed, on the server clock, and frees its seat', async () => {
    const [a, b] = [await readyLearner(t, genP), await readyLearner(t, genP)];
    const session = await paidExam(t, genP, 25_000, 1);
    const order = dataOf<PaymentResponse>(await place(t, a, 2, session.id, 0));
    const [row] = await ordersOf(t, a.user.id);
    const at = (ms: number) => getPaymentStatus(t.app.checkoutDeps(), a.user.id, order.merchantTransactionId, new Date(row.placedAt.getTime() + ms));
    expect((await at(1_800_000 - 1)).state).toBe(0);
    expect((await at(1_800_000)).state).toBe(4);
    expect(codeOf(await cancelOrder(t, a, 2, session.id, order.seqNo))).toBe(200);
    expect(dataOf<PaymentResponse>(await place(t, b, 2, session.id, 0)).state).toBe(0);
  });
});
