import { HOUR_MS } from '@credo/contracts/durations';

/*
 * The outbox's retry rules, one home for sending (mail.ts) and rendering (mail-render.ts): a render
 * that throws waits and counts like a refused send.
 */

/** A mail that failed this many times (sends and renders) stays in the outbox with its last error and is not retried. */
export const MAX_ATTEMPTS = 8;
/** Mails claimed per delivery round, for rendering and for sending. */
export const BATCH = 20;
/** Wait before retry n (1-based): 30 s, 1, 2, 4 … minutes, at most 6 hours. */
export const backoffMs = (failures: number) => Math.min(30_000 * 2 ** Math.max(0, failures - 1), 6 * HOUR_MS);
