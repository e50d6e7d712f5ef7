import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { sandboxWebhooks } from '../../db/schema/index';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from './sandbox-provider';
import type { ProviderEvent } from './checkout-ports';
import { HOUR_MS } from '@credo/contracts/durations';

/**
 * The sandbox provider's webhook sender. Like a real provider it writes the event first (durable:
 * a crash between "accepted" and "delivered" loses nothing) and delivers asynchronously, signing
 * each attempt afresh, retrying with backoff until the merchant answers 2xx. Delivery goes through
 * the app's own webhook route (app.inject: the full route, signature check included, without a port).
 */

export const WEBHOOK_PATH = '/api/pay/webhook/sandbox';
const MAX_BACKOFF_MS = HOUR_MS;

export async function queueSandboxEvent(
  db: Db,
  type: ProviderEvent['type'],
  data: { merchantTransactionId: string; amountMinor: number; currencyCode: string },
) {
  const id = `evt_${randomBytes(12).toString('hex')}`;
  const body = JSON.stringify({ id, type, created: Math.floor(Date.now() / 1000), data });
  // Due now on this process's clock, the one deliverDue compares with: the database's default
  // now() has microseconds, so an event read back within the same millisecond looked not yet due.
  await db.insert(sandboxWebhooks).values({ eventId: id, body, nextAttemptAt: new Date() });
  return id;
}

/** Backoff after a failed attempt: 1 s, 2 s, 4 s … up to an hour. */
export const backoffMs = (attempts: number) => Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** Math.max(0, attempts - 1));

/** Delivers what is due once; returns how many were accepted. A row is claimed by moving its next attempt first, so two nodes do not send it at once. */
export async function deliverDue(app: FastifyInstance, provider: SandboxProvider, now = new Date()): Promise<number> {
  const due = await app.db
    .select()
    .from(sandboxWebhooks)
    .where(and(isNull(sandboxWebhooks.deliveredAt), lte(sandboxWebhooks.nextAttemptAt, now)))
    .orderBy(asc(sandboxWebhooks.id))
    .limit(20);
  let accepted = 0;
  for (const row of due) {
    const attempts = row.attempts + 1;
    const claimed = await app.db
      .update(sandboxWebhooks)
      .set({ attempts, nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)) })
      .where(and(eq(sandboxWebhooks.id, row.id), eq(sandboxWebhooks.attempts, row.attempts)))
      .returning({ id: sandboxWebhooks.id });
    if (claimed.length === 0) continue;
    let error: string | null = null;
    try {
      const res = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        payload: row.body,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: await provider.sign(row.body) },
      });
      if (res.statusCode >= 200 && res.statusCode < 300) accepted += 1;
      else error = `HTTP ${res.statusCode}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    await app.db
      .update(sandboxWebhooks)
      .set(error === null ? { deliveredAt: new Date(), lastError: null } : { lastError: error })
      .where(eq(sandboxWebhooks.id, row.id));
  }
  return accepted;
}

/** The sender's loop: soon after an event is queued, and every few seconds for retries; stops with the app. */
export type SandboxSender = { kick: () => void; stop: () => void; pause: (paused: boolean) => void };

export function startSandboxSender(app: FastifyInstance, provider: SandboxProvider, everyMs = 2_000): SandboxSender {
  let running = false;
  let paused = false;
  const tick = () => {
    if (running || paused) return;
    running = true;
    deliverDue(app, provider)
      .catch((err) => app.log.error({ err }, 'sandbox webhook delivery failed'))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  // Paused, deliveries wait for deliverDue (tests look at the moment between the return and the webhook).
  return { kick: () => void setImmediate(tick), stop: () => clearInterval(timer), pause: (p) => void (paused = p) };
}
