import type { BankTransferInfo, OrderInfo, PaymentResponse, PaymentStatusAnswer } from '@credo/contracts/checkout';
import type { PaymentMethodValue } from '@credo/contracts/enums';
import { api, type ApiResult } from '@/shared/api/api-client';
import type { PaymentRelation } from '../model/payment-query';

/**
 * The payment calls of commerce §7 (decision 0017). The page reads are silent: a false or
 * non-200 verify and a non-200 order lookup send the page to not-found (commerce §7, §8), and
 * any other failure shows the page's empty state, so no Tips dialog stands in the way.
 */
const P = '/user/pay/registration';

/** POST verify {relationId, relationType}: data true means payable. */
export const verifyPayable = (relation: PaymentRelation, signal?: AbortSignal): Promise<ApiResult<boolean>> =>
  api.post<boolean>(`${P}/verify`, { ...relation }, { silent: true, signal });

/** POST getPayOrderInfo: the learner's order for the session, or a quote (seqNo and state null). */
export const getPayOrderInfo = (relation: PaymentRelation, signal?: AbortSignal): Promise<ApiResult<OrderInfo>> =>
  api.post<OrderInfo>(`${P}/getPayOrderInfo`, { ...relation }, { silent: true, signal });

/** POST getBankTransferInfo {regionId}: the region's code (the logo strip) and the academy's accounts per currency. */
export const getBankTransferInfo = (regionId: number, signal?: AbortSignal): Promise<ApiResult<BankTransferInfo>> =>
  api.post<BankTransferInfo>(`${P}/getBankTransferInfo`, { regionId }, { silent: true, signal });

/** GET getServerTime: the server's clock, fetched once for the countdown's difference. */
export const getServerTime = (signal?: AbortSignal): Promise<ApiResult<{ serverTime: number }>> =>
  api.get<{ serverTime: number }>(`${P}/getServerTime`, undefined, { silent: true, signal });

/**
 * POST placeOrder (the payment creation request). Only the relation and the method matter: the
 * server computes every amount, region and currency from the session's price. Refusals (full,
 * started, enrol first …) get the shared Tips dialog.
 */
export const placeOrder = (
  relation: PaymentRelation,
  payType: PaymentMethodValue,
  order: OrderInfo,
  returnToMobile = false,
): Promise<ApiResult<PaymentResponse>> =>
  api.post<PaymentResponse>(`${P}/placeOrder`, {
    ...relation,
    payType,
    returnToMobile,
    regionId: order.regionId,
    currencyTypeId: order.currencyTypeId,
    currencyTypeCode: order.currencyTypeCode,
    goods: order.goods,
    certificationId: order.certificationId,
  });

/** POST cancelOrder {relationId, relationType, seqNo}. */
export const cancelOrder = (relation: PaymentRelation, seqNo: string, options: { silent?: boolean } = {}): Promise<ApiResult<PaymentStatusAnswer>> =>
  api.post<PaymentStatusAnswer>(`${P}/cancelOrder`, { ...relation, seqNo }, options);

/** GET deleteOrder {seqNo}: the unpaid order leaves the learner's view, so the page offers the methods afresh. */
export const deleteOrder = (seqNo: string): Promise<ApiResult<boolean>> => api.get<boolean>(`${P}/deleteOrder`, { seqNo });

/** GET getPaymentStatus {merchantTransactionId}: polled after the provider's page; silent (the poll retries). */
export const getPaymentStatus = (merchantTransactionId: string, signal?: AbortSignal): Promise<ApiResult<PaymentStatusAnswer>> =>
  api.get<PaymentStatusAnswer>(`${P}/getPaymentStatus`, { merchantTransactionId }, { silent: true, signal });

export type InvoiceAnswer = { invoicePdf: string; invoiceNo?: string; issuedAt?: number };

/** GET /user/invoice/getInvoice {seqNo}: the paid order's invoice; invoicePdf is a same-origin download (owner only). Silent: 501 means not ready yet. */
export const getInvoice = (seqNo: string): Promise<ApiResult<InvoiceAnswer>> => api.get<InvoiceAnswer>('/user/invoice/getInvoice', { seqNo }, { silent: true });
