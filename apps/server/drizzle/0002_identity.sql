CREATE TABLE "business_type_names" (
	"type_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "business_type_names_type_id_language_id_pk" PRIMARY KEY("type_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "business_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "business_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "province_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_nonces" (
	"app_id" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_nonces_app_id_nonce_pk" PRIMARY KEY("app_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "supplement_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"region_id" integer,
	"flags" jsonb NOT NULL,
	"exempt_region_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"first_name" text,
	"last_name" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"role" text DEFAULT 'learner' NOT NULL,
	"tenant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "idp_accounts_role_ck" CHECK ("idp_accounts"."role" in ('learner', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "idp_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "idp_payloads_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "idp_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"interaction_uid" text,
	"site_origin" text,
	CONSTRAINT "idp_tokens_purpose_ck" CHECK ("idp_tokens"."purpose" in ('verify', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "business_type_names" ADD CONSTRAINT "business_type_names_type_id_business_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."business_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_type_names" ADD CONSTRAINT "business_type_names_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "province_cities" ADD CONSTRAINT "province_cities_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "province_cities" ADD CONSTRAINT "province_cities_parent_id_province_cities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."province_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplement_configs" ADD CONSTRAINT "supplement_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplement_configs" ADD CONSTRAINT "supplement_configs_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_accounts" ADD CONSTRAINT "idp_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_tokens" ADD CONSTRAINT "idp_tokens_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "province_cities_country_parent_idx" ON "province_cities" USING btree ("country_code","parent_id");--> statement-breakpoint
CREATE INDEX "signature_nonces_expires_idx" ON "signature_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplement_configs_site_uq" ON "supplement_configs" USING btree ("site_id") WHERE "supplement_configs"."region_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "supplement_configs_site_region_uq" ON "supplement_configs" USING btree ("site_id","region_id") WHERE "supplement_configs"."region_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "idp_accounts_email_uq" ON "idp_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "idp_payloads_grant_idx" ON "idp_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "idp_payloads_uid_idx" ON "idp_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "idp_payloads_user_code_idx" ON "idp_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "idp_payloads_expires_idx" ON "idp_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idp_tokens_account_idx" ON "idp_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "outbox_mails_unsent_idx" ON "outbox_mails" USING btree ("created_at") WHERE "outbox_mails"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_mails_to_idx" ON "outbox_mails" USING btree ("to","created_at");