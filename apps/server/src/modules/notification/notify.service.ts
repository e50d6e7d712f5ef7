import type { Db } from '../../db/client';
import { hasQueued, queueMail } from '../../platform/mail';
import { composeMail, idempotencyKeyOf } from './compose';
import type { NotificationEvent } from './events';

export type NotifyResult = { queued: true; mailId: number } | { queued: false; reason: 'no-recipient' | 'turned-off' | 'not-subscribed' | 'duplicate' };

/**
 * Turns a domain event into its mail and writes it to the outbox on `tx`, the caller's
 * transaction: a rolled-back change leaves no mail, a committed one cannot lose it. The outbox's
 * unique idempotency key (event type, occurrence, recipient) makes a repeated event a no-op.
 * Nothing is sent here: the sweeper delivers, so a slow or failing SMTP server never holds a request.
 */
export async function notify(tx: Db, event: NotificationEvent): Promise<NotifyResult> {
  // A repeat (a sweep passing the same reminder window again) is answered before rendering anything.
  if (await hasQueued(tx, idempotencyKeyOf(event))) return { queued: false, reason: 'duplicate' };
  const mail = await composeMail(tx, event);
  if ('skipped' in mail) return { queued: false, reason: mail.skipped };
  const mailId = await queueMail(tx, {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    idempotencyKey: mail.idempotencyKey,
    messageId: mail.messageId,
    kind: event.type,
    userId: event.userId,
    language: mail.lang,
    payload: event,
    headers: mail.headers,
    attachments: mail.attachments,
  });
  return mailId === undefined ? { queued: false, reason: 'duplicate' } : { queued: true, mailId };
}
