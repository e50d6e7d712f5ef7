/** mm:ss, with hours when over an hour (commerce §9); never negative. */
export const formatCountdown = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
};

/**
 * The moment the attempt ends on this device's clock: the server's countDown (seconds) added to the
 * moment the answer arrived. Only differences of Date.now() are used afterwards, so a throttled or
 * paused timer (background tab, sleep) can never make the countdown lag behind the server.
 */
export const endsAt = (countDownSeconds: number, receivedAt: number): number => receivedAt + Math.max(0, countDownSeconds) * 1000;

/** Whole seconds left until `end` (rounded up, so 00:00 shows only when the time is really over). */
export const secondsLeft = (end: number, now: number): number => Math.max(0, Math.ceil((end - now) / 1000));

/** The last minutes are shown as a warning. */
export const WARNING_SECONDS = 300;
