import { z } from 'zod';
import { inputText, positiveId } from './fields';
import { orderStatusSchema } from './enums';
import { orderRelationTypeSchema } from './checkout';

/**
 * Bank transfer, invoices, reconciliation and reschedule (issue 16 items 2, 5–7; decision 0017).
 * POST /api/user/pay/registration/image/upload   multipart field image -> data: the proof URL
 * POST /api/user/pay/registration/save/voucher    {paymentProof, id}   -> the order under review
 * POST /api/user/pay/registration/getProof        {seqNo}              -> the latest proof and its review
 * GET  /api/user/invoice/getInvoice               {seqNo}              -> {invoicePdf, invoiceNo}
 * POST /api/user/pay/registration/reschedule      {seqNo, relationType, relationId, targetRelationId}
 * GET  /api/staff/checkout/bank-transfer/list     proofs awaiting review
 * POST /api/staff/checkout/bank-transfer/decide   {seqNo, decision, reason?, amount?, currencyCode?}
 * GET  /api/staff/checkout/reconciliation          every provider event against orders and seats
 */

/** Staff have this long to review a submitted proof; the learner's 3-day clock stops at submission. */
export const PROOF_REVIEW_DAYS = 7;
/** Where proof images are served (owner and the tenant's staff only). */
export const PROOF_URL_PREFIX = '/api/user/pay/registration/proof/';
export const proofFileParams = z.object({ file: z.string().regex(/^[1-9]\d{0,9}-[0-9a-f-]{36}\.(png|jpg)$/) });

const seqNo = inputText.trim().min(1).max(64);

/** save/voucher (commerce §7): the proof URL from image/upload and the order (its number, seqNo). */
export const saveVoucherBody = z.object({
  paymentProof: inputText.trim().max(300).optional().default(''),
  id: seqNo,
});

export const proofState = z.enum(['submitted', 'confirmed', 'rejected']);
export const proofInfo = z.object({
  seqNo: z.string(),
  orderState: orderStatusSchema,
  proofState: proofState.nullable(),
  paymentProof: z.string().nullable(),
  submittedAt: z.number().int().nullable(),
  reviewedAt: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type ProofInfo = z.infer<typeof proofInfo>;
export const proofQuery = z.object({ seqNo });

/** Invoice response (commerce §3): invoicePdf is the download address of the stored PDF. */
export const invoiceQuery = z.object({ seqNo });
export const invoiceAnswer = z.object({ invoicePdf: z.string(), invoiceNo: z.string(), issuedAt: z.number().int() });
export type InvoiceAnswer = z.infer<typeof invoiceAnswer>;
export const invoiceFileParams = z.object({ seqNo });

/** Reschedule a paid seat: the order, and the session of the same training and price to move to. */
export const rescheduleBody = z.object({
  seqNo,
  relationType: orderRelationTypeSchema,
  relationId: positiveId,
  targetRelationId: positiveId,
});
export const rescheduleAnswer = z.object({
  seqNo: z.string(),
  relationType: z.number().int(),
  relationId: z.number().int(),
  fromRelationId: z.number().int(),
  seatId: z.number().int(),
});
export type RescheduleAnswer = z.infer<typeof rescheduleAnswer>;

// Staff

export const staffProofItem = z.object({
  seqNo: z.string(),
  proofId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  email: z.string().nullable(),
  goods: z.string(),
  relationType: z.number().int(),
  relationId: z.number().int(),
  totalAmount: z.number().int(),
  currencyTypeCode: z.string(),
  paymentProof: z.string(),
  submittedAt: z.string(),
  deadline: z.string(),
});
/** Confirm states the amount received (minor units) and its currency; reject states its reason (the server answers 400 otherwise). */
export const staffProofDecideBody = z.object({
  seqNo,
  decision: z.enum(['confirm', 'reject']),
  reason: inputText.trim().max(200).optional(),
  // Bounded to the int4 column it is recorded in (payment_events.amount_minor): more answers 400, never 500.
  amount: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  currencyCode: z.string().trim().toUpperCase().length(3).optional(),
});
export const staffProofDecision = z.object({
  seqNo: z.string(),
  decision: z.enum(['confirm', 'reject']),
  outcome: z.string(),
  orderState: orderStatusSchema,
  seatId: z.number().int().nullable(),
  invoiceNo: z.string().nullable(),
});

/** refund-due: money that arrived for the order of a deleted account (nobody was seated; staff refund it). */
export const reconcileFlag = z.enum(['paid-without-seat', 'seat-without-payment', 'amount-mismatch', 'late-payment', 'refund-due']);
export const reconcileEvent = z.object({
  eventId: z.string(),
  provider: z.string(),
  type: z.string(),
  outcome: z.string(),
  receivedAt: z.string(),
  merchantTransactionId: z.string(),
  amount: z.number().int().nullable(),
  currencyCode: z.string().nullable(),
  seqNo: z.string().nullable(),
  orderState: z.number().int().nullable(),
  orderTotal: z.number().int().nullable(),
  orderCurrency: z.string().nullable(),
  seatId: z.number().int().nullable(),
  flags: z.array(reconcileFlag),
});
export const reconcileIssue = z.object({
  flag: reconcileFlag,
  seqNo: z.string().nullable(),
  userId: z.number().int(),
  relationType: z.number().int(),
  relationId: z.number().int(),
  seatId: z.number().int().nullable(),
  detail: z.string(),
});
export const reconcileReport = z.object({
  generatedAt: z.string(),
  counts: z.object({
    events: z.number().int(),
    paidWithoutSeat: z.number().int(),
    seatWithoutPayment: z.number().int(),
    amountMismatch: z.number().int(),
    latePayment: z.number().int(),
    refundDue: z.number().int(),
  }),
  events: z.array(reconcileEvent),
  issues: z.array(reconcileIssue),
});
export type ReconcileReport = z.infer<typeof reconcileReport>;

/**
 * Money as the spec shows it (commerce §9): two decimals, no thousands grouping, the currency
 * symbol first: formatMoney(195000, 'zł') = 'zł1950.00'. Integer arithmetic: no float rounding.
 */
export function formatMoney(minor: number, symbol: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${symbol}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A rate in basis points as a percent without trailing zeros: 2300 → '23', 810 → '8.1', 0 → '0'. */
export const percentOf = (bp: number): string => String(bp / 100);

/** The invoice number shown: year and the tenant's sequence in that year, e.g. '2026/000042'. */
export const invoiceNoOf = (year: number, n: number): string => `${year}/${String(n).padStart(6, '0')}`;
