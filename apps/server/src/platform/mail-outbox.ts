import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxAttempts, outboxMails } from '../db/schema/index';
import type { OutboxMail } from './mail';
import { renderForReading } from './mail-render';

/*
 * Reading the outbox (the dev outbox page, tests that follow a mail's link): apart from mail.ts,
 * which queues and delivers. A notification is rendered after its commit (decision 0033): these
 * readers render the rows they answer that are not rendered yet, so they always show whole mails.
 */

/**
 * Renders a queued message again in another language, from its stored event (the outbox page's
 * language switch). Platform defines the port; app.ts hands it the notification module's renderer.
 */
export type MailRerender = (db: Db, payload: unknown, lang: string) => Promise<{ subject: string; text: string; html: string } | null>;
let rerender: MailRerender | undefined;
export function setMailRerender(fn: MailRerender) {
  rerender = fn;
}
export async function rerenderMail(db: Db, mail: OutboxMail, lang: string) {
  return rerender && mail.payload ? rerender(db, mail.payload, lang) : null;
}

export async function findOutboxMail(db: Db, id: number): Promise<OutboxMail | undefined> {
  const rows = await db.select().from(outboxMails).where(eq(outboxMails.id, id));
  return (await renderForReading(db, rows))[0];
}

export type OutboxAttempt = typeof outboxAttempts.$inferSelect;
export async function attemptsOfMail(db: Db, mailId: number): Promise<OutboxAttempt[]> {
  return db.select().from(outboxAttempts).where(eq(outboxAttempts.mailId, mailId)).orderBy(asc(outboxAttempts.id));
}

/** Newest first. */
export async function listOutbox(db: Db, limit = 100): Promise<OutboxMail[]> {
  return renderForReading(db, await db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt), desc(outboxMails.id)).limit(limit));
}

export async function latestMailTo(db: Db, to: string): Promise<OutboxMail | undefined> {
  const rows = await db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.to, to.trim().toLowerCase()))
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(1);
  return (await renderForReading(db, rows))[0];
}
