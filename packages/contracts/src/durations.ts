/**
 * Lengths of time in milliseconds for `Date` arithmetic, timers and TTLs: the one home of these
 * numbers for the server, the web app and the contracts. A day here is 24 hours, as every use
 * of it counts (deadlines, expiries, reminders); calendar days go through the site's time zone.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
