ALTER TABLE "outbox_mails" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_mails_idempotency_uq" ON "outbox_mails" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_mails_due_idx" ON "outbox_mails" USING btree ("next_attempt_at") WHERE "outbox_mails"."sent_at" is null;--> statement-breakpoint
CREATE TABLE "outbox_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "outbox_attempts" ADD CONSTRAINT "outbox_attempts_mail_id_outbox_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_attempts_mail_idx" ON "outbox_attempts" USING btree ("mail_id","id");--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"surveys" boolean DEFAULT true NOT NULL,
	"campaigns" boolean DEFAULT true NOT NULL,
	"time_zone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
