import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { formatMoney, percentOf } from '@credo/contracts/checkout-bank';
import type { Db } from '../../db/client';
import { invoiceCounters, invoices, orders } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { certId, dataOf } from '../practical-exam/practical-exam-test-kit';
import { bankOrder, getInvoice, staffDecide, staffOf, submittedOrder } from './checkout-bank-test-kit';
import { backfillAllInvoiceNumbers, issueInvoiceNumber } from './checkout-invoice.service';
import { buildInvoicePdf } from './checkout-invoice-pdf';

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

const orderOf = async (seqNo: string) => (await t.app.db.select().from(orders).where(eq(orders.seqNo, seqNo)))[0];
type Invoice = { invoicePdf: string; invoiceNo: string; issuedAt: number };

async function paidOrder() {
  const staff = await staffOf(t);
  const o = await submittedOrder(t, genP);
  const total = (await orderOf(o.order.seqNo)).totalMinor;
  dataOf(await staffDecide(t, staff, { seqNo: o.order.seqNo, decision: 'confirm', amount: total, currencyCode: 'USD' }));
  return o;
}

describe('money as the spec shows it', () => {
  it('two decimals, no grouping, the symbol first; rates as percents', () => {
    expect(formatMoney(195_000, 'zł')).toBe('zł1950.00');
    expect(formatMoney(123_456_789, '€')).toBe('€1234567.89');
    expect(formatMoney(5, '$')).toBe('$0.05');
    expect(percentOf(2_300)).toBe('23');
    expect(percentOf(810)).toBe('8.1');
  });
});

describe('the invoice document', () => {
  it('draws a PLN invoice with the złoty sign and an Arabic buyer name (Unicode font), one A4 page', async () => {
    const bytes = await buildInvoicePdf({
      invoiceNo: '2026/000007',
      issuedAt: new Date('2026-03-02T10:00:00Z'),
      paidAt: new Date('2026-03-02T10:00:00Z'),
      seqNo: 'CR20260302-ABCDEF01',
      payMethod: 'Bank transfer',
      seller: {
        name: 'Credo Academy B.V.',
        address: 'Stationsplein 45\n3013 AK Rotterdam',
        countryCode: 'NL',
        vatId: 'NL859048467B01',
        email: 'billing@example.test',
      },
      buyer: { name: 'سارة أحمد', company: 'Zakład Ochrony Sp. z o.o.', addressLines: ['ul. Długa 5', '00-238 Warszawa', 'PL'], email: 'sara@example.test' },
      goods: 'Praktyczny egzamin — Kraków',
      currencyCode: 'PLN',
      currencySymbol: 'zł',
      courseFeeMinor: 95_000,
      serviceRateBp: 350,
      serviceFeeMinor: 3_325,
      taxRateBp: 2_300,
      taxMinor: 22_615,
      totalMinor: 120_940,
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Invoice 2026/000007');
    expect(pdf.getPageCount()).toBe(1);
    const [w, h] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect([Math.round(w), Math.round(h)]).toEqual([595, 842]);
  });
});

describe('GET /api/user/invoice/getInvoice: one PDF per paid order, to its owner only', () => {
  it('a real PDF, drawn once and stored: the same bytes on every download', async () => {
    const { me, order } = await paidOrder();
    const inv = dataOf<Invoice>(await getInvoice(t, me, order.seqNo));
    expect(inv.invoicePdf).toBe(`/api/user/invoice/pdf/${order.seqNo}`);
    const first = await t.app.inject({ method: 'GET', url: inv.invoicePdf, headers: { cookie: me.cookie } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain('attachment');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(first.rawPayload);
    expect(pdf.getTitle()).toBe(`Invoice ${inv.invoiceNo}`);
    expect(pdf.getPageCount()).toBe(1);
    const again = await t.app.inject({ method: 'GET', url: inv.invoicePdf, headers: { cookie: me.cookie } });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(dataOf<Invoice>(await getInvoice(t, me, order.seqNo))).toEqual(inv);
    const rows = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, (await orderOf(order.seqNo)).id));
    expect(rows).toHaveLength(1);
    expect(rows[0].storageKey).toMatch(/^invoices\/1\/\d{4}\/\d+\.pdf$/);
  });

  it('another learner gets 404 for the number and the file; a visitor 401; an unpaid order 501', async () => {
    const { order } = await paidOrder();
    const other = await signIn(t);
    expect((await getInvoice(t, other, order.seqNo)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/invoice/pdf/${order.seqNo}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await getInvoice(t, null, order.seqNo)).statusCode).toBe(401);
    const unpaid = await bankOrder(t, genP);
    expect((await getInvoice(t, unpaid.me, unpaid.order.seqNo)).json().code).toBe(501);
  });

  it('numbers per tenant and year have no gaps or duplicates under concurrent payments', async () => {
    const staff = await staffOf(t);
    const batch = await Promise.all(Array.from({ length: 8 }, () => submittedOrder(t, genP)));
    const totals = await Promise.all(batch.map(async (b) => (await orderOf(b.order.seqNo)).totalMinor));
    const answers = await Promise.all(
      batch.map((b, i) => staffDecide(t, staff, { seqNo: b.order.seqNo, decision: 'confirm', amount: totals[i], currencyCode: 'USD' })),
    );
    for (const a of answers) expect(dataOf<{ outcome: string }>(a).outcome).toBe('paid');
    // A payment rolled back after taking a number gives it back.
    const year = new Date().getUTCFullYear();
    const probe = await orderOf(batch[0].order.seqNo);
    await expect(
      t.app.db.transaction(async (tx) => {
        await issueInvoiceNumber(tx as unknown as Db, { id: probe.id + 10_000_000, tenantId: 1, paidAt: new Date() }, new Date()).catch(() => null);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow();
    const numbers = (
      await t.app.db
        .select({ n: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.tenantId, 1), eq(invoices.year, year)))
    )
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers.length).toBeGreaterThanOrEqual(8);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('orders paid before invoices existed are numbered in payment order, whoever downloads first, without gaps', async () => {
    const year = new Date().getUTCFullYear();
    const [a, b, c] = [await paidOrder(), await paidOrder(), await paidOrder()];
    const rows = await Promise.all([a, b, c].map((o) => orderOf(o.order.seqNo)));
    // As before migration 0013: paid (a first), but no invoice and the counter never moved for them.
    const [counter] = await t.app.db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.tenantId, 1), eq(invoiceCounters.year, year)));
    const base = counter.lastNumber - 3;
    await t.app.db.delete(invoices).where(
      inArray(
        invoices.orderId,
        rows.map((r) => r.id),
      ),
    );
    await t.app.db.update(invoiceCounters).set({ lastNumber: base }).where(eq(invoiceCounters.id, counter.id));
    const paidAt = (i: number) => new Date(Date.UTC(year, 0, 1, 9, 0, i));
    for (const [i, r] of rows.entries())
      await t.app.db
        .update(orders)
        .set({ paidAt: paidAt(i) })
        .where(eq(orders.id, r.id));
    // The last payer and the middle one download first, at once: numbers follow the payments.
    const [invC, invB] = await Promise.all([getInvoice(t, c.me, c.order.seqNo), getInvoice(t, b.me, b.order.seqNo)]);
    const no = (n: number) => `${year}/${String(n).padStart(6, '0')}`;
    expect(dataOf<Invoice>(invC).invoiceNo).toBe(no(base + 3));
    expect(dataOf<Invoice>(invB).invoiceNo).toBe(no(base + 2));
    expect(dataOf<Invoice>(await getInvoice(t, a.me, a.order.seqNo)).invoiceNo).toBe(no(base + 1));
    const issued = await t.app.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          rows.map((r) => r.id),
        ),
      );
    expect(issued.map((i) => i.issuedAt.getTime()).sort()).toEqual([0, 1, 2].map((i) => paidAt(i).getTime()));
    const [after] = await t.app.db.select().from(invoiceCounters).where(eq(invoiceCounters.id, counter.id));
    expect(after.lastNumber).toBe(base + 3);
  });

  it('the start-up back-fill numbers every tenant, once', async () => {
    const o = await paidOrder();
    const row = await orderOf(o.order.seqNo);
    const year = new Date().getUTCFullYear();
    const [counter] = await t.app.db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.tenantId, 1), eq(invoiceCounters.year, year)));
    await t.app.db.delete(invoices).where(eq(invoices.orderId, row.id));
    await t.app.db
      .update(invoiceCounters)
      .set({ lastNumber: counter.lastNumber - 1 })
      .where(eq(invoiceCounters.id, counter.id));
    const runs = await Promise.all([backfillAllInvoiceNumbers(t.app.db), backfillAllInvoiceNumbers(t.app.db)]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    const [inv] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, row.id));
    expect(inv.number).toBe(counter.lastNumber);
    expect(await backfillAllInvoiceNumbers(t.app.db)).toBe(0);
  });
});
