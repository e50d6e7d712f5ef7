import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outboxMails } from '../db/schema/index';
import type { SweepTask } from './sweeper';

export type MailInput = { to: string; subject: string; text: string; html?: string };
export type OutboxMail = typeof outboxMails.$inferSelect;
/** What deliverOutbox needs of a transport: nodemailer's, or a fake in tests. */
export type MailTransport = { sendMail(mail: { to: string; subject: string; text: string; html?: string }): Promise<unknown> };

/** A mail that failed this many times stays in the outbox with its last error and is not retried. */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;

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
 * Queues a mail on the caller's connection (its transaction: a rolled-back change queues nothing).
 * The idempotency key is unique in the outbox: a second mail for the same event and recipient is
 * not written. Answers the new row's id, or undefined when the key was already there.
 */
export async function queueMail(db: Db, mail: QueuedMail): Promise<number | undefined> {
  const [row] = await db
    .insert(outboxMails)
    .values({
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
    })
    .onConflictDoNothing({ target: outboxMails.idempotencyKey })
    .returning({ id: outboxMails.id });
  return row?.id;
}

/** Queues a mail. It is always written to the outbox first, so it survives a crash or an SMTP outage. */
export async function sendMail(db: Db, mail: MailInput): Promise<{ id: number }> {
  const [row] = await db
    .insert(outboxMails)
    .values({ to: mail.to.trim().toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning({ id: outboxMails.id });
  return row;
}

/** The SMTP transport of SMTP_URL (MAIL_FROM as sender), or undefined when mail stays in the outbox. */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): MailTransport | undefined {
  if (!config.smtpUrl) return undefined;
  return nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
}

/**
 * Sends unsent mails (oldest first) and records the outcome of each. Rows are claimed with
 * `for update skip locked`, so several nodes delivering at once never send a mail twice.
 * Answers how many were sent.
 */
export async function deliverOutbox(db: Db, transport: MailTransport, batch = BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outboxMails)
      .where(and(isNull(outboxMails.sentAt), lt(outboxMails.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(outboxMails.createdAt), asc(outboxMails.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const row of rows) {
      try {
        await transport.sendMail({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
        await tx
          .update(outboxMails)
          .set({ sentAt: new Date(), attempts: sql`${outboxMails.attempts} + 1`, lastError: null })
          .where(eq(outboxMails.id, row.id));
        sent++;
      } catch (err) {
        await tx
          .update(outboxMails)
          .set({ attempts: sql`${outboxMails.attempts} + 1`, lastError: String((err as Error)?.message ?? err).slice(0, 1000) })
          .where(eq(outboxMails.id, row.id));
      }
    }
    return sent;
  });
}

/**
 * The sweeper's task: delivers the outbox when SMTP_URL is set, else does nothing (the mails
 * stay in the outbox: on /dev/mail, or printed by startConsoleMail). One transport per task,
 * reused between sweeps.
 */
export function outboxDeliveryTask(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): SweepTask {
  const transport = createMailTransport(config);
  return { name: 'outbox-delivery', run: async (db) => void (transport && (await deliverOutbox(db, transport))) };
}

/**
 * Whether the outbox page /dev/mail is served (and then to loopback clients only, see
 * dev-mail.routes.ts): it shows every tenant's mails, reset links included. On in development
 * and test; in production (`npm start`) only with DEV_MAIL=true. DEV_MAIL=false turns it off anywhere.
 */
export function devMailEnabled(config: Pick<Config, 'env' | 'devMail'>): boolean {
  return config.devMail ?? config.env !== 'production';
}

/**
 * Mail has nowhere to be read (no SMTP_URL, no outbox page): `npm start` with nothing set.
 * Then main.ts runs startConsoleMail so the person running the demo still gets the links.
 */
export function mailGoesToConsole(config: Pick<Config, 'env' | 'devMail' | 'smtpUrl'>): boolean {
  return !config.smtpUrl && !devMailEnabled(config);
}

/** Control characters (a newline in a subject) would forge console lines. */
const oneLine = (s: string) => s.replace(/\p{Cc}+/gu, ' ');

/**
 * A transport that prints a mail's recipient, subject and links, and nothing else of its body,
 * to the operator's console. It writes to stdout directly, not through the pino logger: the links
 * are live sign-in secrets, and a log is shipped and kept where a console is not. Used only when
 * mail has nowhere else to go (mailGoesToConsole); a real deployment sets SMTP_URL and prints none.
 */
export function consoleMailTransport(print: (text: string) => void = (text) => void process.stdout.write(text)): MailTransport {
  return {
    async sendMail(mail) {
      const links = mailLinks({ text: mail.text, html: mail.html ?? null });
      print(`Mail to ${oneLine(mail.to)}: ${oneLine(mail.subject)}\n${links.map((l) => `  ${oneLine(l)}\n`).join('')}`);
    },
  };
}

/**
 * Prints each queued mail once (deliverOutbox marks it sent) every `everyMs`, so a sign-up's
 * verification link shows within seconds rather than at the next 30-second sweep. Answers stop.
 */
export function startConsoleMail(db: Db, onError: (err: unknown) => void, print?: (text: string) => void, everyMs = 2000): () => void {
  const transport = consoleMailTransport(print);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverOutbox(db, transport)
      .catch(onError)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Newest first. */
export async function listOutbox(db: Db, limit = 100): Promise<OutboxMail[]> {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt), desc(outboxMails.id)).limit(limit);
}

export async function latestMailTo(db: Db, to: string): Promise<OutboxMail | undefined> {
  const [row] = await db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.to, to.trim().toLowerCase()))
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(1);
  return row;
}

/** The http(s) links of a mail, in order of appearance, without duplicates. */
export function mailLinks(mail: Pick<OutboxMail, 'text' | 'html'>): string[] {
  const found = `${mail.text}\n${mail.html ?? ''}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  return [...new Set(found.map((l) => l.replace(/&amp;/g, '&').replace(/[.,;:)]+$/, '')))];
}
