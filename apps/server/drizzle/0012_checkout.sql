CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"region_id" integer,
	"currency_id" integer NOT NULL,
	"beneficiary_name" text NOT NULL,
	"swift" text NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"seq_no" text NOT NULL,
	"merchant_transaction_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"relation_type" smallint NOT NULL,
	"relation_id" integer NOT NULL,
	"certification_id" integer,
	"goods" text NOT NULL,
	"pay_type" smallint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"region_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"course_fee_minor" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"service_rate_bp" integer NOT NULL,
	"service_fee_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"billing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"payment_url" text,
	"payment_proof" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"seat_id" integer,
	"flag" text,
	"hidden_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_seq_no_unique" UNIQUE("seq_no"),
	CONSTRAINT "orders_merchant_transaction_id_unique" UNIQUE("merchant_transaction_id"),
	CONSTRAINT "orders_state_ck" CHECK ("orders"."state" between 0 and 5),
	CONSTRAINT "orders_pay_type_ck" CHECK ("orders"."pay_type" in (0, 1)),
	CONSTRAINT "orders_relation_type_ck" CHECK ("orders"."relation_type" in (1, 2)),
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."total_minor" = "orders"."course_fee_minor" + "orders"."tax_minor" + "orders"."service_fee_minor" and "orders"."course_fee_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"merchant_transaction_id" text NOT NULL,
	"amount_minor" integer,
	"currency_code" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"relation_type" smallint NOT NULL,
	"relation_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "prices_relation_type_ck" CHECK ("prices"."relation_type" in (1, 2)),
	CONSTRAINT "prices_amount_ck" CHECK ("prices"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "region_tax_rates" (
	"region_id" integer PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "region_tax_rates_rate_ck" CHECK ("region_tax_rates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_webhooks_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_tax_rates" ADD CONSTRAINT "region_tax_rates_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_site_region_currency_uq" ON "bank_accounts" USING btree ("site_id","region_id","currency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_uq" ON "orders" USING btree ("user_id","relation_type","relation_id") WHERE "orders"."state" in (0, 1);--> statement-breakpoint
CREATE INDEX "orders_relation_state_idx" ON "orders" USING btree ("relation_type","relation_id","state");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","relation_type","relation_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_open_deadline_idx" ON "orders" USING btree ("deadline_at") WHERE "orders"."state" in (0, 1);--> statement-breakpoint
CREATE INDEX "payment_events_merchant_idx" ON "payment_events" USING btree ("merchant_transaction_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_relation_uq" ON "prices" USING btree ("relation_type","relation_id");--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_due_idx" ON "sandbox_webhooks" USING btree ("next_attempt_at") WHERE "sandbox_webhooks"."delivered_at" is null;