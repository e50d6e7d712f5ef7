import { z } from 'zod';
import { inputText, positiveId } from './fields';
import { orderStatusSchema, paymentMethodSchema } from './enums';

/**
 * Checkout (commerce §3 "Order info", "Bank account info", "Payment response", "Payment creation
 * request"; §4 order states; §7 payment calls; issue 16; decision 0017). Money is integer minor
 * units (cents, grosze) with a currency code; rates are basis points (2300 = 23 %).
 * POST /api/user/pay/registration/verify {relationId, relationType}            data true = payable
 * POST /api/user/pay/registration/getPayOrderInfo {relationId, relationType}   the order (or a quote)
 * POST /api/user/pay/registration/getBankTransferInfo {regionId}
 * POST /api/user/pay/registration/placeOrder {payment creation request}      -> {merchantTransactionId, paymentUrl}
 * POST /api/user/pay/registration/cancelOrder {relationId, relationType, seqNo}
 * GET  /api/user/pay/registration/getPaymentStatus {merchantTransactionId}
 * GET  /api/user/pay/registration/getServerTime
 * GET  /api/user/pay/registration/deleteOrder {seqNo}
 */

/** What an order buys (as the invitation codes use it): 1 a classroom seat, 2 a practical-exam place. */
export const RelationType = { CLASSROOM: 1, PRACTICAL_EXAM: 2 } as const;
export const orderRelationTypeSchema = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(2)]));

export const relationBody = z.object({ relationId: positiveId, relationType: orderRelationTypeSchema });
export type RelationBody = z.infer<typeof relationBody>;

const seqNo = inputText.trim().min(1).max(64);
const field = (max: number) => inputText.trim().max(max).default('');

/**
 * The payment creation request (commerce §3). The money fields are accepted for the spec's shape
 * and ignored: the server computes every amount from the session's price (a client-sent total
 * changes nothing). regionId and currency come from the price as well.
 */
export const placeOrderBody = relationBody.extend({
  payType: z.coerce.number().int().pipe(paymentMethodSchema),
  /** Beyond the spec: the payer started on the /mobile twin, so the provider sends them back there (the site's prefix comes from the request). */
  returnToMobile: z.boolean().optional(),
  regionId: positiveId.optional(),
  currencyTypeId: positiveId.optional(),
  currencyTypeCode: field(8).optional(),
  courseFee: z.unknown().optional(),
  taxRate: z.unknown().optional(),
  tax: z.unknown().optional(),
  serviceFee: z.unknown().optional(),
  serviceRate: z.unknown().optional(),
  totalAmount: z.unknown().optional(),
  goods: z.unknown().optional(),
  seqNo: z.unknown().optional(),
  certificationId: z.unknown().optional(),
  billingAddress: z
    .object({
      street: field(200),
      postcode: field(30),
      city: field(100),
      state: field(100),
      country: field(100),
    })
    .partial()
    .optional(),
  custom: z
    .object({
      email: field(200),
      firstName: field(30),
      lastName: field(30),
      phone: field(30),
    })
    .partial()
    .optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export const cancelOrderBody = relationBody.extend({ seqNo });
export const seqNoQuery = z.object({ seqNo });
export const merchantTransactionQuery = z.object({ merchantTransactionId: inputText.trim().min(1).max(100) });
export const bankTransferInfoBody = z.object({ regionId: positiveId });

/** The amounts of one payment method, all computed by the server. */
export const orderAmounts = z.object({
  payType: paymentMethodSchema,
  currencyTypeId: z.number().int(),
  currencyTypeCode: z.string(),
  courseFee: z.number().int(),
  taxRate: z.number().int(),
  tax: z.number().int(),
  serviceRate: z.number().int(),
  serviceFee: z.number().int(),
  totalAmount: z.number().int(),
});
export type OrderAmounts = z.infer<typeof orderAmounts>;

/**
 * Order info (commerce §3). Before the learner has placed an order, seqNo, state and the times are
 * null and the amounts are those of a card payment; `quotes` holds the amounts of both methods so
 * the page can show each. `deadline` is when an open order times out (ms since epoch, the
 * server's clock); the page counts down with the server time difference.
 */
export const orderInfo = orderAmounts.extend({
  seqNo: z.string().nullable(),
  placeOrderTime: z.number().int().nullable(),
  deadline: z.number().int().nullable(),
  state: orderStatusSchema.nullable(),
  regionId: z.number().int(),
  goods: z.string(),
  certificationId: z.number().int().nullable(),
  merchantTransactionId: z.string().nullable(),
  relationId: z.number().int(),
  relationType: z.number().int(),
  paymentProof: z.string().nullable(),
  quotes: z.array(orderAmounts),
});
export type OrderInfo = z.infer<typeof orderInfo>;

/** Payment response (commerce §3): the hosted page to send a card payer to; null for bank transfer. */
export const paymentResponse = z.object({
  merchantTransactionId: z.string(),
  seqNo: z.string(),
  paymentUrl: z.string().nullable(),
  state: orderStatusSchema,
});
export type PaymentResponse = z.infer<typeof paymentResponse>;

export const paymentStatus = z.object({
  merchantTransactionId: z.string(),
  seqNo: z.string(),
  state: orderStatusSchema,
  payType: paymentMethodSchema,
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatus>;

/** Bank account info (commerce §3, cert §3): per currency, for the region of the order. */
export const bankAccount = z.object({
  currency: z.string(),
  beneficiaryName: z.string(),
  swift: z.string(),
  bankName: z.string(),
  iban: z.string(),
});
export const bankTransferInfo = z.object({
  regionId: z.number().int(),
  regionCode: z.string(),
  accounts: z.array(bankAccount),
});
export type BankTransferInfo = z.infer<typeof bankTransferInfo>;

export const serverTime = z.object({ serverTime: z.number().int() });
