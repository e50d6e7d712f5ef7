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

/** Queues a mail. It is always written to the outbox first, so it survives a crash or an SMTP outage. */
export async function sendMail(db: Db, mail: MailInput): Promise<{ id: number }> {
  const [row] = await db.insert(outboxMails)
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
    const rows = await tx.select().from(outboxMails)
      .where(and(isNull(outboxMails.sentAt), lt(outboxMails.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(outboxMails.createdAt), asc(outboxMails.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const row of rows) {
      try {
        await transport.sendMail({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
        await tx.update(outboxMails)
          .set({ sentAt: new Date(), attempts: sql`${outboxMails.attempts} + 1`, lastError: null })
          .where(eq(outboxMails.id, row.id));
        sent++;
      } catch (err) {
        await tx.update(outboxMails)
          .set({ attempts: sql`${outboxMails.attempts} + 1`, lastError: String((err as Error)?.message ?? err).slice(0, 1000) })
          .where(eq(outboxMails.id, row.id));
      }
    }
    return sent;
  });
}

/**
 * The sweeper's task: delivers the outbox when SMTP_URL is set, else does nothing (the mails
 * stay readable at /dev/mail). One transport per task, reused between sweeps.
 */
export function outboxDeliveryTask(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): SweepTask {
  const transport = createMailTransport(config);
  return { name: 'outbox-delivery', run: async (db) => void (transport && (await deliverOutbox(db, transport))) };
}

/**
 * Whether /dev/mail shows the outbox. Without SMTP_URL mail has nowhere else to go, so it is on
 * (also under `npm start`, which runs in production mode for the demo); with SMTP_URL it is on
 * outside production only. DEV_MAIL=true or false decides explicitly.
 */
export function devMailEnabled(config: Pick<Config, 'env' | 'smtpUrl' | 'devMail'>): boolean {
  return config.devMail ?? (!config.smtpUrl || config.env !== 'production');
}

/** Newest first. */
export async function listOutbox(db: Db, limit = 100): Promise<OutboxMail[]> {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt), desc(outboxMails.id)).limit(limit);
}

export async function latestMailTo(db: Db, to: string): Promise<OutboxMail | undefined> {
  const [row] = await db.select().from(outboxMails)
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
