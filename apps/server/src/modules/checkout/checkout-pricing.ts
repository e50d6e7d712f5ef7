import { SERVICE_RATE_BP } from '@credo/contracts/constants';
import type { PaymentMethodValue } from '@credo/contracts/enums';

/**
 * The amounts of an order, in integer minor units, computed on the server only (a client-sent
 * total is never read). The service fee is a share of the course fee; VAT is charged on the course
 * fee and the service fee together (the service is part of the supply). Each share is rounded half
 * up to a whole minor unit, so total = courseFee + serviceFee + tax holds exactly.
 */
export type Charges = {
  courseFeeMinor: number;
  serviceRateBp: number;
  serviceFeeMinor: number;
  taxRateBp: number;
  taxMinor: number;
  totalMinor: number;
};

/** amount × basis points / 10 000, rounded half up, in integers only (no float touches money). */
export function shareOf(amountMinor: number, rateBp: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError(`Bad amount ${amountMinor}`);
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new RangeError(`Bad rate ${rateBp}`);
  const product = BigInt(amountMinor) * BigInt(rateBp);
  return Number((product + 5_000n) / 10_000n);
}

export function chargesFor(courseFeeMinor: number, taxRateBp: number, payType: PaymentMethodValue): Charges {
  const serviceRateBp = SERVICE_RATE_BP[payType];
  const serviceFeeMinor = shareOf(courseFeeMinor, serviceRateBp);
  const taxMinor = shareOf(courseFeeMinor + serviceFeeMinor, taxRateBp);
  return {
    courseFeeMinor,
    serviceRateBp,
    serviceFeeMinor,
    taxRateBp,
    taxMinor,
    totalMinor: courseFeeMinor + serviceFeeMinor + taxMinor,
  };
}
