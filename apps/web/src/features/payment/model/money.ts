import { MONEY_DECIMALS } from '@credo/contracts/constants';

/**
 * Money on the payment page (commerce §9): two decimals, no thousands grouping, the currency
 * symbol first (`€450.00`, `zł1950.00`). Amounts travel in integer minor units (decision 0017),
 * so the figure is built from integers: no floating-point rounding, no locale grouping.
 */

/** Symbols of the currencies the academy sells in (the seeded currency list); another code shows as itself. */
const SYMBOLS: Record<string, string> = { EUR: '€', PLN: 'zł', USD: '$', GBP: '£' };

export const currencySymbol = (code: string): string => SYMBOLS[code.toUpperCase()] ?? code.toUpperCase();

/** `minor` minor units (cents, grosze) as `<symbol><units>.<two digits>`; a negative amount keeps its sign first. */
export const formatMoney = (minor: number, currencyCode: string): string => {
  const scale = 10 ** MONEY_DECIMALS;
  const whole = Math.round(minor);
  const abs = Math.abs(whole);
  const units = Math.floor(abs / scale);
  const cents = String(abs % scale).padStart(MONEY_DECIMALS, '0');
  return `${whole < 0 ? '-' : ''}${currencySymbol(currencyCode)}${units}.${cents}`;
};

/** A rate in basis points as a percent with no trailing zeros (2300 → "23", 810 → "8.1", none → "0"). */
export const formatRate = (basisPoints: number | null | undefined): string => {
  if (!basisPoints) return '0';
  return String(Number((basisPoints / 100).toFixed(2)));
};
