import { describe, expect, it } from 'vitest';
import { SERVICE_RATE_BP } from '@credo/contracts/constants';
import { chargesFor, shareOf } from './checkout-pricing';

describe('amounts in integer minor units', () => {
  it('rounds each share half up to a whole minor unit', () => {
    expect(shareOf(1_000, 2_300)).toBe(230);
    expect(shareOf(5, 1_000)).toBe(1); // 0.5 -> 1
    expect(shareOf(4, 1_000)).toBe(0); // 0.4 -> 0
    expect(shareOf(0, 2_300)).toBe(0);
  });

  it('refuses a fractional or negative amount and a rate outside 0-100 %', () => {
    expect(() => shareOf(10.5, 100)).toThrow(RangeError);
    expect(() => shareOf(-1, 100)).toThrow(RangeError);
    expect(() => shareOf(100, 10_001)).toThrow(RangeError);
  });

  it('a Polish classroom of 1950.00 zł by card: 2 % service, 23 % VAT on fee and service', () => {
    const c = chargesFor(195_000, 2_300, 0);
    expect(c).toEqual({
      courseFeeMinor: 195_000,
      serviceRateBp: 200,
      serviceFeeMinor: 3_900,
      taxRateBp: 2_300,
      taxMinor: 45_747,
      totalMinor: 244_647,
    });
  });

  it('bank transfer costs more than card (cert §9), and the total is always the sum of its parts', () => {
    expect(SERVICE_RATE_BP[1]).toBeGreaterThan(SERVICE_RATE_BP[0]);
    for (const fee of [1, 99, 12_345, 49_000, 2_000_000]) {
      for (const rate of [0, 810, 1_900, 2_300]) {
        const card = chargesFor(fee, rate, 0);
        const bank = chargesFor(fee, rate, 1);
        expect(bank.totalMinor).toBeGreaterThanOrEqual(card.totalMinor);
        for (const c of [card, bank]) {
          expect(c.totalMinor).toBe(c.courseFeeMinor + c.serviceFeeMinor + c.taxMinor);
          expect(Number.isInteger(c.taxMinor) && Number.isInteger(c.serviceFeeMinor)).toBe(true);
        }
      }
    }
  });
});
