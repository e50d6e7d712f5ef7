import type { Db } from '../../db/client';
import { hasQueued, queueUnrendered } from '../../platform/mail';
import { idempotencyKeyOf, recipientOf } from './compose';
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
