import { HOUR_MS } from '@credo/contracts/durations';
import { and, asc, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMails } from '../db/schema/index';

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

/**
 * Locks, in the caller's transaction, the ids of up to `batch` unsent rows that are due and claimed
 * by no one (no lease, or a lapsed one), oldest due first: rendered ones for sending (claimDue), not
 * yet rendered ones for rendering (claimRenders). `for update skip locked`: concurrent rounds (two
 * nodes, two ticks) take different rows.
 */
export async function lockDueIds(tx: Db, rendered: boolean, batch: number, now: Date): Promise<number[]> {
  const due = await tx
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(
      and(
        isNull(outboxMails.sentAt),
        rendered ? isNotNull(outboxMails.renderedAt) : isNull(outboxMails.renderedAt),
        lt(outboxMails.attempts, MAX_ATTEMPTS),
        lte(outboxMails.nextAttemptAt, now),
        or(isNull(outboxMails.leaseUntil), lt(outboxMails.leaseUntil, now)),
      ),
    )
    .orderBy(asc(outboxMails.nextAttemptAt), asc(outboxMails.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return due.map((r) => r.id);
}
