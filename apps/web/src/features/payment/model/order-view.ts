import {
  CHECKOUT_ORDER_STATES,
  OrderStatus,
  PaymentMethod,
  PLEASE_PAY_ORDER_STATES,
  PROGRESS_ORDER_STATES,
  type OrderStatusValue,
  type PaymentMethodValue,
} from '@credo/contracts/enums';

/**
 * What the payment page shows for an order (commerce §4 "Order state"). `state` null is a quote:
 * the learner has no order for the session yet, which the page treats like create (nothing paid,
 * choose a method). The server decides every state; these rules only pick the areas and words.
 */
export type OrderView = { state: OrderStatusValue | null; payType: PaymentMethodValue };

const stateOf = (view: OrderView): OrderStatusValue => view.state ?? OrderStatus.CREATE;

/** The checkout area (method choice, terms, pay) is shown for bank transfer, or for create, fail or timeout. */
export const showsCheckout = (view: OrderView): boolean =>
  view.state === null || view.payType === PaymentMethod.BANK_TRANSFER || CHECKOUT_ORDER_STATES.includes(stateOf(view));

/** The progress area is shown for card payment in create, success, pending or cancel (a quote has nothing to follow yet). */
export const showsProgress = (view: OrderView): boolean =>
  view.state !== null && view.payType === PaymentMethod.CARD && PROGRESS_ORDER_STATES.includes(view.state);

/** create, cancel and pending show the please-pay heading; success shows pay-complete; fail and timeout say what happened. */
export const titleKey = (state: OrderStatusValue | null): 'pleasePay' | 'complete' | 'failed' | 'timeout' => {
  if (state === OrderStatus.SUCCESS) return 'complete';
  if (state === OrderStatus.FAIL) return 'failed';
  if (state === OrderStatus.TIMEOUT) return 'timeout';
  if (state === null || PLEASE_PAY_ORDER_STATES.includes(state)) return 'pleasePay';
  return 'pleasePay';
};

/**
 * The timeout handler's condition (commerce §4): a timed-out or failed card order is cancelled
 * through it only when it has placeOrderTime and seqNo and is a card order.
 */
export const needsTimeoutCancel = (order: {
  state: OrderStatusValue | null;
  payType: PaymentMethodValue;
  placeOrderTime: number | null;
  seqNo: string | null;
}): boolean =>
  order.payType === PaymentMethod.CARD &&
  order.placeOrderTime !== null &&
  order.seqNo !== null &&
  (order.state === OrderStatus.TIMEOUT || order.state === OrderStatus.FAIL);

/** The open states, in which the provider may still answer (the page polls) and the learner may cancel. */
export const isOpenState = (state: OrderStatusValue | null): boolean => state === OrderStatus.CREATE || state === OrderStatus.PENDING;

export type ProgressStep = { current: 0 | 1 | 2; status: 'process' | 'finish' | 'error' | 'wait' };

/**
 * The three progress steps (payment transfer, payment confirmed, completed). A bank transfer whose
 * proof was sent waits for staff on "payment confirmed"; a card payment whose provider said
 * processing (pending) does too.
 */
export const progressStep = (state: OrderStatusValue | null, hasProof: boolean): ProgressStep => {
  switch (state) {
    case OrderStatus.SUCCESS:
      return { current: 2, status: 'finish' };
    case OrderStatus.PENDING:
      return { current: 1, status: 'process' };
    case OrderStatus.FAIL:
    case OrderStatus.TIMEOUT:
    case OrderStatus.CANCEL:
      return { current: 0, status: 'error' };
    default:
      return hasProof ? { current: 1, status: 'process' } : { current: 0, status: 'process' };
  }
};

/** Paying needs a chosen method and the terms checkbox on (commerce §5). */
export const canPay = (method: PaymentMethodValue | null, termsAccepted: boolean): boolean => method !== null && termsAccepted;

/** The logo strip (commerce §2): Poland shows BLIK, Mastercard and Visa (and the bank-transfer fee note); other regions Mastercard, Klarna, Visa. */
export type PaymentLogo = 'blik' | 'mastercard' | 'klarna' | 'visa';
export const isPolandRegion = (regionCode: string | null | undefined): boolean => (regionCode ?? '').toUpperCase() === 'PL';
export const logosFor = (regionCode: string | null | undefined): PaymentLogo[] =>
  isPolandRegion(regionCode) ? ['blik', 'mastercard', 'visa'] : ['mastercard', 'klarna', 'visa'];
