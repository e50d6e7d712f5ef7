-- Issue 19 (decision 0033): notify queues a notification with its event only, in the caller's
-- transaction, and the delivery loop renders it (subject, text, html, headers, attachments) after
-- the commit. rendered_at null marks such a row: it is rendered before it can be claimed for
-- sending. Every other writer queues rendered mail, so the column defaults to now(); the rows
-- already in the outbox were rendered when they were queued.
ALTER TABLE "outbox_mails" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "rendered_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
UPDATE "outbox_mails" SET "rendered_at" = "created_at";--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_rendered_ck" CHECK ("outbox_mails"."rendered_at" is null or ("outbox_mails"."subject" is not null and "outbox_mails"."text" is not null));--> statement-breakpoint
CREATE INDEX "outbox_mails_unrendered_idx" ON "outbox_mails" USING btree ("next_attempt_at") WHERE "outbox_mails"."rendered_at" is null and "outbox_mails"."sent_at" is null;
