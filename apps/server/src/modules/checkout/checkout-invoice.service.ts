import type { Readable } from 'node:stream';
import { invoiceNoOf, type InvoiceAnswer } from '@credo/contracts/checkout-bank';
import { OrderStatus, PaymentMethod } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { learnerOwnsRow } from '../../platform/access';
import { AppError } from '../../platform/app-error';
import type { Storage } from '../../platform/storage';
import { displayNameOf, userCardOf } from '../user/index';
import { buildInvoicePdf } from './checkout-invoice-pdf';
import {
  currencySymbolOf,
  findInvoiceOfOrder,
  findSeller,
  findUnnumberedPaidOrders,
  insertInvoice,
  lockInvoiceBackfill,
  nextInvoiceNumber,
  setInvoiceFile,
  type InvoiceRow,
} from './checkout-invoice.repo';
import { findOrderBySeqNo, type OrderRow } from './checkout.repo';

/**
 * Invoices (issue 16 item 6; decision 0017 "Invoices"). A paid order gets its number in the
 * transaction that marks it paid (the tenant's counter row of the year stays locked until that
 * commit: no gaps, no duplicates); the PDF is drawn once, on the first download, stored, and
 * served from storage ever after, to the order's learner only.
 */

const NOT_YOURS = 'No order of yours with this number';
const tx$ = (t: unknown) => t as Db;
export const invoicePdfUrl = (seqNo: string) => `/api/user/invoice/pdf/${encodeURIComponent(seqNo)}`;

/** Numbers the paid order's invoice (once: a second call answers the same row). In the paying transaction. */
export async function issueInvoiceNumber(tx: Db, order: Pick<OrderRow, 'id' | 'tenantId' | 'paidAt'>, now: Date): Promise<InvoiceRow> {
  const existing = await findInvoiceOfOrder(tx, order.id);
  if (existing) return existing;
  const issuedAt = order.paidAt ?? now;
  const year = issuedAt.getUTCFullYear();
  const number = await nextInvoiceNumber(tx, order.tenantId, year);
  return insertInvoice(tx, { orderId: order.id, tenantId: order.tenantId, year, number, issuedAt });
}

/**
 * Numbers every paid order of the tenant that has none yet (paid before invoices existed), in the
 * order of payment (then order id), so the result does not depend on who downloads first. Under the
 * tenant's back-fill lock, then the counter row's lock per year, as a payment takes it: no gaps, no
 * duplicates; a second caller waits and finds nothing left. Answers how many were numbered.
 * Every payment path numbers in its own transaction (issueInvoiceNumber in onSucceeded), so after
 * the start-up run this finds nothing; a download still runs it rather than numbering one order alone.
 */
export async function backfillInvoiceNumbers(tx: Db, tenantId: number, now = new Date()): Promise<number> {
  if ((await findUnnumberedPaidOrders(tx, tenantId)).length === 0) return 0;
  await lockInvoiceBackfill(tx, tenantId);
  const due = await findUnnumberedPaidOrders(tx, tenantId);
  for (const o of due) await issueInvoiceNumber(tx, o, now);
  return due.length;
}

/** At start-up: every tenant's unnumbered paid orders, one transaction per tenant. */
export async function backfillAllInvoiceNumbers(db: Db, now = new Date()): Promise<number> {
  const tenants = [...new Set((await findUnnumberedPaidOrders(db, null)).map((o) => o.tenantId))];
  let n = 0;
  for (const tenantId of tenants) n += await db.transaction((t) => backfillInvoiceNumbers(tx$(t), tenantId, now));
  return n;
}

function addressLinesOf(billing: Record<string, string>, countryCode: string | null): string[] {
  const cityLine = [billing.postcode, billing.city].filter(Boolean).join(' ');
  const lines = [billing.street, cityLine, billing.state, billing.country].filter((l): l is string => !!l?.trim());
  return lines.length ? lines : countryCode ? [countryCode] : [];
}

async function drawInvoice(tx: Db, order: OrderRow, inv: InvoiceRow): Promise<Uint8Array> {
  const seller = await findSeller(tx, order.tenantId);
  if (!seller) throw new AppError(ErrorCode.OTHER_ERROR, null, 'The invoice cannot be issued yet: the seller details of this site are missing.');
  const card = await userCardOf(tx, order.userId);
  const contactName = [order.contact.firstName, order.contact.lastName].filter(Boolean).join(' ');
  return buildInvoicePdf({
    invoiceNo: invoiceNoOf(inv.year, inv.number),
    issuedAt: inv.issuedAt,
    paidAt: order.paidAt ?? inv.issuedAt,
    seqNo: order.seqNo,
    payMethod: order.payType === PaymentMethod.BANK_TRANSFER ? 'Bank transfer' : 'Card / online payment',
    seller,
    buyer: {
      name: contactName || (card ? displayNameOf(card) : '') || 'Learner',
      company: card?.company ?? null,
      addressLines: addressLinesOf(order.billing, card?.countryCode ?? null),
      email: order.contact.email || card?.email || null,
    },
    goods: order.goods,
    currencyCode: order.currencyCode,
    currencySymbol: (await currencySymbolOf(tx, order.currencyId)) ?? order.currencyCode,
    courseFeeMinor: order.courseFeeMinor,
    serviceRateBp: order.serviceRateBp,
    serviceFeeMinor: order.serviceFeeMinor,
    taxRateBp: order.taxRateBp,
    taxMinor: order.taxMinor,
    totalMinor: order.totalMinor,
  });
}

/**
 * The learner's invoice, drawn and stored on the first call (under the order's and the invoice's
 * row locks, so two first downloads draw it once). Another learner's order: HTTP 404; an
 * order that is not paid: 501.
 */
async function ensureInvoice(db: Db, storage: Storage, userId: number, seqNo: string, now: Date): Promise<{ order: OrderRow; inv: InvoiceRow; key: string }> {
  return db.transaction(async (t) => {
    const tx = tx$(t);
    const seen = learnerOwnsRow(userId, await findOrderBySeqNo(tx, seqNo), NOT_YOURS);
    // An order paid before invoices existed and missed by the start-up back-fill: the tenant's whole
    // back-fill runs (in payment order), before this order's row lock (the back-fill's invoice rows
    // check their order key, which a held row lock would block).
    if (seen.state === OrderStatus.SUCCESS && !(await findInvoiceOfOrder(tx, seen.id))) await backfillInvoiceNumbers(tx, seen.tenantId, now);
    const order = (await findOrderBySeqNo(tx, seqNo, true))!;
    if (order.state !== OrderStatus.SUCCESS) throw new AppError(ErrorCode.OTHER_ERROR, null, 'The invoice is issued once the order is paid.');
    const inv = (await findInvoiceOfOrder(tx, order.id, true)) ?? (await issueInvoiceNumber(tx, order, now));
    if (inv.storageKey && (await storage.stat(inv.storageKey))) return { order, inv, key: inv.storageKey };
    const key = `invoices/${inv.tenantId}/${inv.year}/${inv.number}.pdf`;
    await storage.put(key, Buffer.from(await drawInvoice(tx, order, inv)), 'application/pdf');
    await setInvoiceFile(tx, inv.id, key);
    return { order, inv: { ...inv, storageKey: key }, key };
  });
}

/** GET user/invoice/getInvoice {seqNo}: the invoice's download address and number (commerce §3 "Invoice response"). */
export async function getInvoice(db: Db, storage: Storage, userId: number, seqNo: string, now = new Date()): Promise<InvoiceAnswer> {
  const { order, inv } = await ensureInvoice(db, storage, userId, seqNo, now);
  return { invoicePdf: invoicePdfUrl(order.seqNo), invoiceNo: invoiceNoOf(inv.year, inv.number), issuedAt: inv.issuedAt.getTime() };
}

/** The stored PDF for its owner. */
export async function openInvoice(
  db: Db,
  storage: Storage,
  userId: number,
  seqNo: string,
  now = new Date(),
): Promise<{ stream: Readable; size: number; fileName: string }> {
  const { inv, key } = await ensureInvoice(db, storage, userId, seqNo, now);
  const stat = await storage.stat(key);
  if (!stat) throw AppError.notFound('No such invoice');
  return { stream: storage.createReadStream(key), size: stat.size, fileName: `invoice-${inv.year}-${String(inv.number).padStart(6, '0')}.pdf` };
}

/** The invoice number of an order, or null (staff answers). */
export async function invoiceNoOfOrder(db: Db, orderId: number): Promise<string | null> {
  const inv = await findInvoiceOfOrder(db, orderId);
  return inv ? invoiceNoOf(inv.year, inv.number) : null;
}
