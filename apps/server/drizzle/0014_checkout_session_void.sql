ALTER TABLE "orders" ADD COLUMN "provider_voided_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "sandbox_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_sessions_state_ck" CHECK ("sandbox_sessions"."state" in ('completed', 'expired'))
);
--> statement-breakpoint
CREATE INDEX "orders_void_due_idx" ON "orders" USING btree ("id") WHERE "orders"."state" in (3, 4, 5) and "orders"."provider_session_id" is not null and "orders"."provider_voided_at" is null;
