import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Every mail the platform sends goes here first (so none is lost when SMTP is down or absent);
 * the sweeper delivers unsent rows when SMTP_URL is set. Without it they stay readable at /dev/mail.
 */
export const outboxMails = pgTable('outbox_mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
}, (t) => [
  index('outbox_mails_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
  index('outbox_mails_to_idx').on(t.to, t.createdAt),
]);
