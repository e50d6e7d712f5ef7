import { OrderStatus, PaymentMethod } from '@credo/contracts/enums';
import { describe, expect, it } from 'vitest';
import { formatRemaining, remainingMs } from './countdown';
import { currencySymbol, formatMoney, formatRate } from './money';
import { canPay, logosFor, needsTimeoutCancel, progressStep, showsCheckout, showsProgress, titleKey } from './order-view';
import { parsePaymentQuery } from './payment-query';
import { DAY_MS } from '@credo/contracts/durations';

const { CREATE, PENDING, SUCCESS, FAIL, TIMEOUT, CANCEL } = OrderStatus;
const { CARD, BANK_TRANSFER: BANK } = PaymentMethod;

describe('money (commerce §9: two decimals, no grouping, symbol first)', () => {
  it('formats minor units with the symbol first and no thousands separator', () => {
    expect(formatMoney(195_000, 'PLN')).toBe('zł1950.00');
    expect(formatMoney(123_456_789, 'EUR')).toBe('€1234567.89');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(0, 'EUR')).toBe('€0.00');
    expect(formatMoney(-1050, 'EUR')).toBe('-€10.50');
  });
  it('shows an unknown currency by its code', () => {
    expect(currencySymbol('chf')).toBe('CHF');
    expect(formatMoney(1000, 'CHF')).toBe('CHF10.00');
  });
  it('shows a basis-point rate as a percent, 0 without a rate', () => {
    expect(formatRate(2300)).toBe('23');
    expect(formatRate(810)).toBe('8.1');
    expect(formatRate(350)).toBe('3.5');
    expect(formatRate(0)).toBe('0');
    expect(formatRate(null)).toBe('0');
  });
});

describe('areas and titles by state and method (commerce §4)', () => {
  it('shows the checkout area for bank transfer, for create, fail or timeout, and for a quote', () => {
    for (const state of [CREATE, PENDING, SUCCESS, FAIL, TIMEOUT, CANCEL]) expect(showsCheckout({ state, payType: BANK })).toBe(true);
    expect([CREATE, PENDING, SUCCESS, FAIL, TIMEOUT, CANCEL].map((state) => showsCheckout({ state, payType: CARD }))).toEqual([
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(showsCheckout({ state: null, payType: CARD })).toBe(true);
  });
  it('shows the progress area for card payment in create, success, pending or cancel only', () => {
    expect([CREATE, PENDING, SUCCESS, FAIL, TIMEOUT, CANCEL].map((state) => showsProgress({ state, payType: CARD }))).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
    for (const state of [CREATE, PENDING, SUCCESS, CANCEL]) expect(showsProgress({ state, payType: BANK })).toBe(false);
    expect(showsProgress({ state: null, payType: CARD })).toBe(false);
  });
  it('titles: create, cancel and pending please pay; success pay complete', () => {
    expect([null, CREATE, CANCEL, PENDING].map(titleKey)).toEqual(['pleasePay', 'pleasePay', 'pleasePay', 'pleasePay']);
    expect(titleKey(SUCCESS)).toBe('complete');
    expect(titleKey(FAIL)).toBe('failed');
    expect(titleKey(TIMEOUT)).toBe('timeout');
  });
  it('cancels through the timeout handler only a timed-out or failed card order with placeOrderTime and seqNo', () => {
    const order = { state: TIMEOUT, payType: CARD, placeOrderTime: 1, seqNo: 'CR1' } as const;
    expect(needsTimeoutCancel(order)).toBe(true);
    expect(needsTimeoutCancel({ ...order, state: FAIL })).toBe(true);
    expect(needsTimeoutCancel({ ...order, state: CREATE })).toBe(false);
    expect(needsTimeoutCancel({ ...order, payType: BANK })).toBe(false);
    expect(needsTimeoutCancel({ ...order, placeOrderTime: null })).toBe(false);
    expect(needsTimeoutCancel({ ...order, seqNo: null })).toBe(false);
  });
  it('steps: transfer, confirmed (pending or a sent proof), completed', () => {
    expect(progressStep(CREATE, false)).toEqual({ current: 0, status: 'process' });
    expect(progressStep(CREATE, true)).toEqual({ current: 1, status: 'process' });
    expect(progressStep(PENDING, false)).toEqual({ current: 1, status: 'process' });
    expect(progressStep(SUCCESS, false)).toEqual({ current: 2, status: 'finish' });
    expect(progressStep(CANCEL, false).status).toBe('error');
  });
  it('pays only with a method and the terms on (commerce §5)', () => {
    expect(canPay(null, true)).toBe(false);
    expect(canPay(CARD, false)).toBe(false);
    expect(canPay(BANK, true)).toBe(true);
  });
  it('logos: Poland BLIK, Mastercard, Visa; elsewhere Mastercard, Klarna, Visa', () => {
    expect(logosFor('PL')).toEqual(['blik', 'mastercard', 'visa']);
    expect(logosFor('DE')).toEqual(['mastercard', 'klarna', 'visa']);
    expect(logosFor(null)).toEqual(['mastercard', 'klarna', 'visa']);
  });
});

describe('countdown on the server clock', () => {
  it('counts to the deadline with the server difference and never below zero', () => {
    expect(remainingMs(10_000, 2_000, 5_000)).toBe(3_000);
    expect(remainingMs(10_000, 0, 20_000)).toBe(0);
  });
  it('reads mm:ss, with hours over an hour', () => {
    expect(formatRemaining(1_800_000)).toBe('30:00');
    expect(formatRemaining(61_500)).toBe('01:02');
    expect(formatRemaining(3 * DAY_MS)).toBe('72:00:00');
  });
});

describe('the page query (commerce §2)', () => {
  it('needs both parameters, a positive id and type 1 or 2', () => {
    expect(parsePaymentQuery(new URLSearchParams('relationId=7&relationType=1'))).toEqual({ relationId: 7, relationType: 1 });
    expect(parsePaymentQuery(new URLSearchParams('relationId=7'))).toBeNull();
    expect(parsePaymentQuery(new URLSearchParams('relationType=2'))).toBeNull();
    expect(parsePaymentQuery(new URLSearchParams('relationId=0&relationType=2'))).toBeNull();
    expect(parsePaymentQuery(new URLSearchParams('relationId=7&relationType=3'))).toBeNull();
    expect(parsePaymentQuery(new URLSearchParams('relationId=x&relationType=1'))).toBeNull();
  });
});
