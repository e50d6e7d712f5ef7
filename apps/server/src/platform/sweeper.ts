import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A task of the locked sweep. Outbox delivery is not one: it runs on its own loop
 * (startOutboxDelivery, decision 0021), so a slow SMTP server never delays these tasks.
 */
export type SweepTask = { name: string; run: (db: Db) => Promise<void> };

/** Any constant works; it only has to differ from other advisory locks of the app (migrations use 7351001). */
const SWEEPER_LOCK_KEY = 7_351_002;

/**
 * Runs every task once, on one node at a time: the transaction-scoped advisory lock is taken
 * with try (never waits), so when several nodes tick together only one does the work.
 * A failing task is logged and does not stop the others. Answers whether it got the lock.
 */
export async function sweepOnce(db: Db, tasks: SweepTask[], log: FastifyBaseLogger): Promise<boolean> {
  return sweepLocked(db, tasks, log);
}

async function sweepLocked(db: Db, tasks: SweepTask[], log: FastifyBaseLogger): Promise<boolean> {
  return db.transaction(async (tx) => {
    const res = await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEPER_LOCK_KEY}) as locked`);
    const locked = (res as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked;
    if (!locked) return false;
    for (const task of tasks) {
      try {
        // Each task in its own savepoint on the lock's connection: a failure rolls back that
        // task only, and on PGlite (one connection) nothing waits for the outer transaction.
        await tx.transaction((sp) => task.run(sp as unknown as Db));
      } catch (err) {
        log.error({ err, task: task.name }, 'sweeper task failed');
      }
    }
    return true;
  });
}

/** The per-node background loop (DESIGN.md: one in-process sweeper per node). */
export function startSweeper(db: Db, tasks: SweepTask[], log: FastifyBaseLogger, everyMs = 30_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOnce(db, tasks, log)
      .catch((err) => log.error({ err }, 'sweeper failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
