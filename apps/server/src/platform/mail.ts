import { and, eq, inArray, isNotNull, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outboxAttempts, outboxMails } from '../db/schema/index';
import { renderPending } from './mail-render';
import { BATCH, backoffMs, lockDueIds, MAX_ATTEMPTS } from './mail-retry';

export { backoffMs, MAX_ATTEMPTS };

export type MailInput = { to: string; subject: string; text: string; html?: string };
export type OutboxMail = typeof outboxMails.$inferSelect;
/** What deliverOutbox needs of a transport: nodemailer's, or a fake in tests. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  date?: Date;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};
export type MailTransport = { sendMail(mail: OutgoingMail): Promise<unknown> };

/** A mail with what the notification module adds: its idempotency key, stable Message-ID, headers and attachments. */
export type QueuedMail = MailInput & {
  idempotencyKey: string;
  messageId: string;
  kind: string;
  userId: number;
  language: string;
  payload: unknown;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: string }[];
};

/**
 * Many rendered mails in one statement (a campaign batch), on the caller's connection (its
 * transaction: a rolled-back change queues nothing). The idempotency key is unique in the outbox:
 * answers the new rows' ids by key; a key already there is not written and not answered.
 */
export async function queueMails(db: Db, mails: QueuedMail[]): Promise<Map<string, number>> {
  if (mails.length === 0) return new Map();
  const now = dueNow();
  const rows = await db
    .insert(outboxMails)
    .values(
      mails.map((mail) => ({
        to: mail.to.trim().toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        idempotencyKey: mail.idempotencyKey,
        messageId: mail.messageId,
        kind: mail.kind,
        userId: mail.userId,
        language: mail.language,
        payload: mail.payload,
        headers: mail.headers ?? null,
        attachments: mail.attachments ?? null,
        nextAttemptAt: now,
      })),
    )
    .onConflictDoNothing({ target: outboxMails.idempotencyKey })
    .returning({ id: outboxMails.id, key: outboxMails.idempotencyKey });
  return new Map(rows.map((r) => [r.key as string, r.id]));
}

/** A notification queued before it is rendered: its event, recipient and key; the delivery loop renders it after the commit. */
export type UnrenderedMail = Pick<QueuedMail, 'to' | 'idempotencyKey' | 'kind' | 'userId' | 'payload'>;

/**
 * Queues a notification unrendered (rendered_at null, no subject or body yet), on the caller's
 * connection (its transaction: a rolled-back change queues nothing); a key already in the outbox
 * (UNIQUE) writes nothing. Rendering costs milliseconds of CPU that a caller's transaction need not
 * hold (decision 0033): renderPending does it before the row can be sent. Answers the new row's id.
 */
export async function queueUnrendered(db: Db, mail: UnrenderedMail): Promise<number | undefined> {
  const [row] = await db
    .insert(outboxMails)
    .values({
      to: mail.to.trim().toLowerCase(),
      idempotencyKey: mail.idempotencyKey,
      kind: mail.kind,
      userId: mail.userId,
      payload: mail.payload,
      nextAttemptAt: dueNow(),
      renderedAt: null,
    })
    .onConflictDoNothing({ target: outboxMails.idempotencyKey })
    .returning({ id: outboxMails.id });
  return row?.id;
}

/**
 * Many notifications queued unrendered in one statement (notifyMany: a batch of exam submits), as
 * queueUnrendered does one: on the caller's connection, a key already in the outbox (UNIQUE, or
 * written by a concurrent transaction that commits first) writes nothing. Rows go in key order, so
 * two such inserts over the same keys wait for each other instead of deadlocking. Answers the new
 * rows' ids by key.
 */
export async function queueUnrenderedMany(db: Db, mails: UnrenderedMail[]): Promise<Map<string, number>> {
  if (mails.length === 0) return new Map();
  const now = dueNow();
  const sorted = [...mails].sort((a, b) => (a.idempotencyKey < b.idempotencyKey ? -1 : a.idempotencyKey > b.idempotencyKey ? 1 : 0));
  const rows = await db
    .insert(outboxMails)
    .values(
      sorted.map((mail) => ({
        to: mail.to.trim().toLowerCase(),
        idempotencyKey: mail.idempotencyKey,
        kind: mail.kind,
        userId: mail.userId,
        payload: mail.payload,
        nextAttemptAt: now,
        renderedAt: null,
      })),
    )
    .onConflictDoNothing({ target: outboxMails.idempotencyKey })
    .returning({ id: outboxMails.id, key: outboxMails.idempotencyKey });
  return new Map(rows.map((r) => [r.key as string, r.id]));
}

/** Which of these idempotency keys are already queued (hasQueued for many, one statement). */
export async function queuedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: outboxMails.idempotencyKey }).from(outboxMails).where(inArray(outboxMails.idempotencyKey, keys));
  return new Set(rows.map((r) => r.key as string));
}

/** Whether a mail with this idempotency key is already queued (a cheap check before rendering one). */
export async function hasQueued(db: Db, idempotencyKey: string): Promise<boolean> {
  const [row] = await db.select({ id: outboxMails.id }).from(outboxMails).where(eq(outboxMails.idempotencyKey, idempotencyKey)).limit(1);
  return !!row;
}

/**
 * How many of these queued mails have gone out (a campaign's progress): `mailIds` is a query of
 * mail ids (a select of one column), so the count is one aggregate statement however many mails.
 */
export async function countSent(db: Db, mailIds: SQLWrapper): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxMails)
    .where(and(inArray(outboxMails.id, mailIds), isNotNull(outboxMails.sentAt)));
  return Number(row?.n ?? 0);
}

/**
 * A new mail is due at once on the process's clock, which claimDue compares against: the column's
 * default, the database's now(), has microseconds, so a mail read back within the same millisecond
 * looked not yet due and waited a round (seen on PostgreSQL in CI, as with the sandbox webhooks).
 */
const dueNow = () => new Date();

/** Queues a mail. It is always written to the outbox first, so it survives a crash or an SMTP outage. */
export async function sendMail(db: Db, mail: MailInput): Promise<{ id: number }> {
  const [row] = await db
    .insert(outboxMails)
    .values({ to: mail.to.trim().toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html ?? null, nextAttemptAt: dueNow() })
    .returning({ id: outboxMails.id });
  return row;
}

/** The SMTP transport of SMTP_URL (MAIL_FROM as sender), or undefined when mail stays in the outbox. */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): MailTransport | undefined {
  if (!config.smtpUrl) return undefined;
  // Timeouts well inside LEASE_MS: a hanging server fails the attempt instead of outliving the claim.
  return nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as never, {
    from: config.mailFrom,
  });
}

/** A claimed mail and its attempt row: the sender's lease on it ends at `mail.leaseUntil`. */
export type Claim = { mail: OutboxMail; attemptId: number };

/**
 * How long a sender's claim on a mail lasts. It is far longer than a send can take (the SMTP
 * transport's timeouts, createMailTransport, end it within 2 minutes), so a claim lapses only when its
 * sender died; then another node takes the mail over.
 */
export const LEASE_MS = 5 * 60_000;

/**
 * Claims due mails in one short transaction that commits before anything is sent: `for update skip
 * locked` so concurrent senders take different rows, and a lease (lease_until) so a row stays taken
 * after the commit. An earlier attempt of a claimed mail that never recorded its outcome (its sender
 * died between send and record) is marked 'interrupted'. Answers the claimed mails, oldest due first.
 */
export async function claimDue(db: Db, batch = BATCH, now = new Date(), leaseMs = LEASE_MS): Promise<Claim[]> {
  return db.transaction(async (tx) => {
    // A notification not rendered yet is never sent (decision 0033): renderPending writes it first.
    const ids = await lockDueIds(tx, true, batch, now);
    if (ids.length === 0) return [];
    await tx
      .update(outboxAttempts)
      .set({ outcome: 'interrupted', finishedAt: now, error: 'the sender stopped before recording the outcome' })
      .where(and(inArray(outboxAttempts.mailId, ids), isNull(outboxAttempts.outcome)));
    const mails = await tx
      .update(outboxMails)
      .set({ leaseUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outboxMails.attempts} + 1` })
      .where(inArray(outboxMails.id, ids))
      .returning();
    const attempts = await tx
      .insert(outboxAttempts)
      .values(mails.map((m) => ({ mailId: m.id, startedAt: now })))
      .returning({ id: outboxAttempts.id, mailId: outboxAttempts.mailId });
    const attemptOf = new Map(attempts.map((a) => [a.mailId, a.id]));
    return mails
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
      .map((mail) => ({ mail, attemptId: attemptOf.get(mail.id)! }));
  });
}

/** The message as the transport gets it: its stable Message-ID and the queue time as Date, so a resend is the same message. */
export function messageOf(mail: OutboxMail): OutgoingMail {
  return {
    to: mail.to,
    // Only rendered rows are claimed (claimDue): subject and text are there.
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html ?? undefined,
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    date: mail.createdAt,
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.attachments?.length
      ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })) }
      : {}),
  };
}

/**
 * Whether this claim still holds its mail: the row's lease is still the one this node took (or last
 * extended). Another node's claim after a lapse changes lease_until (and marks this attempt
 * interrupted), and so does a recorded outcome, so a stale claim matches nothing. The guard is on
 * the mail row itself: an UPDATE that waited for a concurrent claim's row lock re-checks it on the
 * new row version (READ COMMITTED), so exactly one of the two wins.
 */
const stillHeld = (claim: Claim) =>
  and(eq(outboxMails.id, claim.mail.id), isNull(outboxMails.sentAt), claim.mail.leaseUntil ? eq(outboxMails.leaseUntil, claim.mail.leaseUntil) : sql`false`);

/**
 * Renews the claim's lease right before its send, so the lease covers the send however long the
 * mails before it took. Answers the renewed claim, or undefined when the lease was lost (another
 * node took the mail over): then this node must not send it.
 */
export async function extendLease(db: Db, claim: Claim, now = new Date(), leaseMs = LEASE_MS): Promise<Claim | undefined> {
  const [mail] = await db
    .update(outboxMails)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(stillHeld(claim))
    .returning();
  return mail && { mail, attemptId: claim.attemptId };
}

/**
 * Records a sent mail and its attempt right after the server accepted it, only while this claim still
 * holds the mail: a late record of a taken-over claim changes nothing. Answers whether it recorded.
 */
export async function recordSent(db: Db, claim: Claim, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.update(outboxMails).set({ sentAt: now, leaseUntil: null, lastError: null }).where(stillHeld(claim)).returning({ id: outboxMails.id });
    if (done.length === 0) return false;
    await tx
      .update(outboxAttempts)
      .set({ outcome: 'sent', finishedAt: now })
      .where(and(eq(outboxAttempts.id, claim.attemptId), isNull(outboxAttempts.outcome)));
    return true;
  });
}

/** Records a refused or failed send (only while the claim holds the mail); due again after the backoff for its failure count. */
export async function recordFailure(db: Db, claim: Claim, err: unknown, now = new Date()): Promise<boolean> {
  const error = String((err as Error)?.message ?? err).slice(0, 1000);
  return db.transaction(async (tx) => {
    const done = await tx
      .update(outboxMails)
      .set({ leaseUntil: null, lastError: error, nextAttemptAt: new Date(now.getTime() + backoffMs(claim.mail.attempts)) })
      .where(stillHeld(claim))
      .returning({ id: outboxMails.id });
    if (done.length === 0) return false;
    await tx
      .update(outboxAttempts)
      .set({ outcome: 'failed', finishedAt: now, error })
      .where(and(eq(outboxAttempts.id, claim.attemptId), isNull(outboxAttempts.outcome)));
    return true;
  });
}

/**
 * Sends one claimed mail: renew its lease (skip it when the lease was lost), send, record.
 * Answers 'sent', 'failed', or 'lost' (not sent: another node holds it).
 */
export async function deliverClaim(db: Db, transport: MailTransport, claim: Claim, now?: Date): Promise<'sent' | 'failed' | 'lost'> {
  const held = await extendLease(db, claim, now ?? new Date());
  if (!held) return 'lost';
  try {
    await transport.sendMail(messageOf(held.mail));
  } catch (err) {
    await recordFailure(db, held, err, now);
    return 'failed';
  }
  await recordSent(db, held, now);
  return 'sent';
}

/**
 * Sends due mails and records each outcome (decision 0021): claim (committed), send, record
 * (committed). Several nodes deliver at once without sending a mail twice; a failure waits its
 * backoff; a sender that dies between send and record leaves its lease, which lapses, and the mail
 * is sent again with the same Message-ID (at least once, never lost; the one duplicate a crash can
 * cause is the same message, which receiving systems merge by Message-ID). Mails are claimed one at
 * a time, up to `batch` per call, so no lease waits behind other sends on this node (review finding
 * 3); deliverClaim renews it right before the send anyway. Notifications queued unrendered are
 * rendered first (renderPending, up to `batch` of them). Answers how many were sent.
 */
export async function deliverOutbox(db: Db, transport: MailTransport, batch = BATCH, now?: Date): Promise<number> {
  return (await deliveryRound(db, transport, batch, now)).sent;
}

/** One round: what it rendered and sent (a full round means more may be waiting). */
async function deliveryRound(db: Db, transport: MailTransport, batch = BATCH, now?: Date): Promise<{ rendered: number; sent: number }> {
  // Notifications queued since the last round are rendered first, outside any request (decision 0033).
  const rendered = await renderPending(db, batch, now ?? new Date());
  let sent = 0;
  for (let i = 0; i < batch; i++) {
    const [claim] = await claimDue(db, 1, now ?? new Date());
    if (!claim) break;
    if ((await deliverClaim(db, transport, claim, now)) === 'sent') sent++;
  }
  return { rendered, sent };
}

/**
 * After a round that found a full batch to render or send (a deadline's 10,000 completion mails), the
 * next round starts this soon rather than a whole interval later: up to 80 mails a second per node
 * instead of 4, while the pause between rounds keeps rendering to a small share of the event loop
 * (a round of 20 renders is some 30 ms of MJML) so requests during the drain are not held up.
 */
const BUSY_PAUSE_MS = 250;

/**
 * Runs delivery rounds on its own timer, one round at a time, never inside the sweeper: a slow or
 * silent SMTP server delays only mail, never exam auto-submit, checkout timeouts or reminders. A
 * round waits `everyMs` after a quiet round and BUSY_PAUSE_MS after a full one; the first, `firstInMs`.
 * Answers stop; its promise ends when the round under way has ended.
 */
export function startOutboxDelivery(
  db: Db,
  transport: MailTransport,
  onError: (err: unknown) => void,
  everyMs = 5_000,
  firstInMs = everyMs,
): () => Promise<void> {
  let round: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  const run = () => {
    let full = false;
    round = deliveryRound(db, transport)
      .then(({ rendered, sent }) => void (full = rendered >= BATCH || sent >= BATCH), onError)
      .finally(() => {
        round = undefined;
        schedule(full ? Math.min(BUSY_PAUSE_MS, everyMs) : everyMs);
      });
  };
  schedule(firstInMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await round;
  };
}

/**
 * Delivers the outbox over SMTP_URL on its own loop; without SMTP_URL does nothing (the mails stay
 * in the outbox: on /dev/mail, or printed by startConsoleMail). One transport, reused between rounds.
 */
export function startSmtpDelivery(db: Db, config: Pick<Config, 'smtpUrl' | 'mailFrom'>, onError: (err: unknown) => void): () => Promise<void> {
  const transport = createMailTransport(config);
  return transport ? startOutboxDelivery(db, transport, onError) : async () => {};
}
