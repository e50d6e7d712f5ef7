import type { Db } from '../../db/client';
import { hasQueued, queuedKeys, queueUnrendered, queueUnrenderedMany } from '../../platform/mail';
import { idempotencyKeyOf, recipientOf, recipientsOf } from './compose';
import type { NotificationEvent } from './events';

export type NotifyResult = { queued: true; mailId: number } | { queued: false; reason: 'no-recipient' | 'turned-off' | 'not-subscribed' | 'duplicate' };

/**
 * Turns a domain event into an outbox row on `tx`, the caller's transaction: a rolled-back change
 * leaves no mail, a committed one cannot lose it. The outbox's unique idempotency key (event type,
 * occurrence, recipient) makes a repeated event a no-op. Only what must be decided with the change
 * happens here: the duplicate check and whether the recipient gets this mail (address,
 * preferences). The row holds the event; the delivery loop renders it after the commit (MJML is
 * milliseconds of CPU a caller's transaction and admission slot need not hold; decision 0033) and
 * then sends it, so a slow or failing SMTP server never holds a request either.
 */
export async function notify(tx: Db, event: NotificationEvent): Promise<NotifyResult> {
  const idempotencyKey = idempotencyKeyOf(event);
  // A repeat (a sweep passing the same reminder window again) is answered before reading the recipient.
  if (await hasQueued(tx, idempotencyKey)) return { queued: false, reason: 'duplicate' };
  const recipient = await recipientOf(tx, event);
  if ('skipped' in recipient) return { queued: false, reason: recipient.skipped };
  const mailId = await queueUnrendered(tx, { to: recipient.card.email, idempotencyKey, kind: event.type, userId: event.userId, payload: event });
  return mailId === undefined ? { queued: false, reason: 'duplicate' } : { queued: true, mailId };
}

/**
 * notify for many events in one transaction, in four statements whatever their number (a batch of
 * exam submits completing courses, issue 19): the keys already queued, the recipients' cards, their
 * preferences, one insert. Each event is answered as notify would answer it had they been notified
 * one after another in this order (a second event of the same key is a duplicate of a queued first;
 * a key a concurrent transaction queued first is a duplicate: the unique key decides).
 */
export async function notifyMany(tx: Db, events: NotificationEvent[]): Promise<NotifyResult[]> {
  if (events.length === 0) return [];
  const keys = events.map(idempotencyKeyOf);
  const queued = await queuedKeys(tx, [...new Set(keys)]);
  const open = events.flatMap((_, i) => (queued.has(keys[i]) ? [] : [i]));
  const decisions = await recipientsOf(
    tx,
    open.map((i) => events[i]),
  );
  const recipientAt = new Map(open.map((i, k) => [i, decisions[k]]));
  const results: (NotifyResult | 'to-queue')[] = [];
  const toQueue = new Map<string, { to: string; idempotencyKey: string; kind: string; userId: number; payload: unknown }>();
  for (const [i, event] of events.entries()) {
    const key = keys[i];
    if (queued.has(key) || toQueue.has(key)) {
      results.push({ queued: false, reason: 'duplicate' });
      continue;
    }
    const recipient = recipientAt.get(i)!;
    if ('skipped' in recipient) {
      results.push({ queued: false, reason: recipient.skipped });
      continue;
    }
    toQueue.set(key, { to: recipient.card.email, idempotencyKey: key, kind: event.type, userId: event.userId, payload: event });
    results.push('to-queue');
  }
  const ids = await queueUnrenderedMany(tx, [...toQueue.values()]);
  return results.map((r, i) => {
    if (r !== 'to-queue') return r;
    const mailId = ids.get(keys[i]);
    return mailId === undefined ? { queued: false, reason: 'duplicate' } : { queued: true, mailId };
  });
}
