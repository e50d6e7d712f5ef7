/**
 * The order deadline's countdown (commerce §4, §9): the server's clock decides, so the page keeps
 * the difference between the server's time (fetched once) and its own, and counts down to the
 * deadline on that clock. Shown mm:ss, with hours when over an hour, and days for a bank transfer's
 * three calendar days.
 */

/** Milliseconds left until `deadline` (server ms) when the local clock reads `localNow`; never negative. */
export const remainingMs = (deadline: number, serverTimeDiff: number, localNow: number): number => Math.max(0, deadline - (localNow + serverTimeDiff));

const two = (n: number) => String(n).padStart(2, '0');

/** mm:ss under an hour, h:mm:ss over it (hours may exceed 24: a bank transfer's 72 hours read 71:59:59). */
export const formatRemaining = (ms: number): string => {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
};
