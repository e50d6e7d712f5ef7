import { describe, expect, it } from 'vitest';
import { paidSeatView, paymentPath } from './seat-rules';

describe('a paid session card (issue 16; cert §4 classroom payment labels)', () => {
  it('offers Pay without an order and after a closed unpaid one, with its label', () => {
    expect(paidSeatView(null)).toEqual({ label: null, action: 'pay' });
    expect(paidSeatView(undefined)).toEqual({ label: null, action: 'pay' });
    expect(paidSeatView({ state: 3, payType: 0 })).toEqual({ label: 'failed', action: 'pay' });
    expect(paidSeatView({ state: 4, payType: 0 })).toEqual({ label: 'paymentTimeout', action: 'pay' });
    expect(paidSeatView({ state: 5, payType: 1 })).toEqual({ label: 'cancelled', action: 'pay' });
  });
  it('offers Continue payment on an open order and nothing once paid', () => {
    expect(paidSeatView({ state: 0, payType: 0 })).toEqual({ label: 'waitingForPayment', action: 'continuePayment' });
    expect(paidSeatView({ state: 1, payType: 1 })).toEqual({ label: 'waitingForPayment', action: 'continuePayment' });
    expect(paidSeatView({ state: 2, payType: 0 })).toEqual({ label: null, action: null });
  });
  it('links to the payment page with both parameters', () => {
    expect(paymentPath(1, 51)).toBe('/payment?relationId=51&relationType=1');
    expect(paymentPath(2, 7)).toBe('/payment?relationId=7&relationType=2');
  });
});
