import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './checkout-ports';
import { findSessionsToVoid, markVoided } from './checkout.repo';

/**
 * Voiding the provider's checkout session of a closed order (decision 0017, "Voided sessions"):
 * cancel, timeout, a method switch and a newer order expire the old session so its page can no
 * longer take a payment. It runs after the order's transaction commits (a provider call never holds
 * a row lock, and the order is closed whatever the provider answers); the session's own deadline
 * is the backstop, and a success that slips through anyway is flagged late-payment, never lost.
 * What fails here (provider out of reach, a crash right after the commit) stays unmarked and the
 * plugin's loop tries it again.
 */

type Deps = { db: Db; provider: PaymentProvider };

/** Expires the live sessions of the given closed orders, or of every closed order due when no ids are given; returns how many it voided. */
export async function voidSessions(deps: Deps, ids?: number[], now = new Date(), log?: FastifyBaseLogger): Promise<number> {
  if (ids && ids.length === 0) return 0;
  let n = 0;
  // Never throws: the order's own transaction has committed, and its answer must not turn into an error.
  const rows = await findSessionsToVoid(deps.db, now, ids).catch((err: unknown) => {
    log?.warn({ err }, 'checkout: could not read the sessions to void; retried later');
    return [];
  });
  for (const row of rows) {
    try {
      // False means the payer completed it first: nothing left to void; its webhook decides.
      await deps.provider.expireCheckout(row.providerSessionId!);
      await markVoided(deps.db, row.id, new Date());
      n += 1;
    } catch (err) {
      log?.warn({ err, orderId: row.id }, 'checkout: the provider session could not be expired yet; retried later');
    }
  }
  return n;
}

/** The retry loop of voidSessions, every 30 seconds; stops with the app. */
export function startSessionVoider(deps: Deps, log: FastifyBaseLogger, everyMs = 30_000): { stop: () => void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    voidSessions(deps, undefined, new Date(), log)
      .catch((err: unknown) => log.warn({ err }, 'checkout: session voiding round failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
