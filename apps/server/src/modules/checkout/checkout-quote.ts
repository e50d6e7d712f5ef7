import type { OrderAmounts, OrderInfo } from '@credo/contracts/checkout';
import { PaymentMethod, type OrderStatusValue, type PaymentMethodValue } from '@credo/contracts/enums';
import { chargesFor, type Charges } from './checkout-pricing';
import type { SaleSession } from './checkout-ports';
import type { OrderRow, PriceRow } from './checkout.repo';

/** Rows never leave the module raw: the spec's shapes of amounts and orders. */

const amountsOf = (c: Charges, payType: PaymentMethodValue, currencyTypeId: number, currencyTypeCode: string): OrderAmounts => ({
  payType,
  currencyTypeId,
  currencyTypeCode,
  courseFee: c.courseFeeMinor,
  taxRate: c.taxRateBp,
  tax: c.taxMinor,
  serviceRate: c.serviceRateBp,
  serviceFee: c.serviceFeeMinor,
  totalAmount: c.totalMinor,
});

/** The amounts of both methods for a price, card first. */
export const quotesOf = (price: PriceRow): OrderAmounts[] =>
  [PaymentMethod.CARD, PaymentMethod.BANK_TRANSFER].map((m) =>
    amountsOf(chargesFor(price.amountMinor, price.taxRateBp, m), m, price.currencyId, price.currencyCode),
  );

export const orderAmountsOf = (o: OrderRow): OrderAmounts =>
  amountsOf(
    {
      courseFeeMinor: o.courseFeeMinor,
      serviceRateBp: o.serviceRateBp,
      serviceFeeMinor: o.serviceFeeMinor,
      taxRateBp: o.taxRateBp,
      taxMinor: o.taxMinor,
      totalMinor: o.totalMinor,
    },
    o.payType as PaymentMethodValue,
    o.currencyId,
    o.currencyCode,
  );

/** Order info (commerce §3): the learner's order, or a quote (seqNo and state null) before there is one. */
export function orderInfoOf(session: SaleSession, relationType: number, price: PriceRow, order: OrderRow | null): OrderInfo {
  const quotes = quotesOf(price);
  if (!order) {
    return {
      ...quotes[0],
      seqNo: null,
      placeOrderTime: null,
      deadline: null,
      state: null,
      regionId: price.regionId,
      goods: session.name,
      certificationId: session.certificationId,
      merchantTransactionId: null,
      relationId: session.id,
      relationType,
      paymentProof: null,
      quotes,
    };
  }
  return {
    ...orderAmountsOf(order),
    seqNo: order.seqNo,
    placeOrderTime: order.placedAt.getTime(),
    deadline: order.deadlineAt.getTime(),
    state: order.state as OrderStatusValue,
    regionId: order.regionId,
    goods: order.goods,
    certificationId: order.certificationId,
    merchantTransactionId: order.merchantTransactionId,
    relationId: order.relationId,
    relationType: order.relationType,
    paymentProof: order.paymentProof,
    quotes,
  };
}
