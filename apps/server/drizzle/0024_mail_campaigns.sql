CREATE TABLE "mail_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"default_language" text NOT NULL,
	"texts" jsonb NOT NULL,
	"action_path" text,
	"certification_type_id" integer,
	"certification_id" integer,
	"state" text DEFAULT 'draft' NOT NULL,
	"cursor_user_id" integer DEFAULT 0 NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_requested_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "mail_campaigns_state_ck" CHECK ("mail_campaigns"."state" in ('draft', 'sending', 'sent')),
	CONSTRAINT "mail_campaigns_one_filter_ck" CHECK ("mail_campaigns"."certification_type_id" is null or "mail_campaigns"."certification_id" is null)
);
--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_certification_type_id_certification_types_id_fk" FOREIGN KEY ("certification_type_id") REFERENCES "public"."certification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_campaigns_tenant_idx" ON "mail_campaigns" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_campaigns_sending_idx" ON "mail_campaigns" USING btree ("id") WHERE "mail_campaigns"."state" = 'sending';--> statement-breakpoint
CREATE TABLE "mail_campaign_recipients" (
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_campaign_recipients_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id"),
	CONSTRAINT "mail_campaign_recipients_outcome_ck" CHECK ("mail_campaign_recipients"."outcome" in ('queued', 'turned-off', 'no-recipient'))
);
--> statement-breakpoint
ALTER TABLE "mail_campaign_recipients" ADD CONSTRAINT "mail_campaign_recipients_campaign_id_mail_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."mail_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaign_recipients" ADD CONSTRAINT "mail_campaign_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaign_recipients" ADD CONSTRAINT "mail_campaign_recipients_mail_id_outbox_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox_mails"("id") ON DELETE set null ON UPDATE no action;
