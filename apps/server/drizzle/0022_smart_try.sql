CREATE TABLE "smart_try_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"image_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "smart_try_campaigns_dates_ck" CHECK ("smart_try_campaigns"."ends_at" > "smart_try_campaigns"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "smart_try_campaign_texts" (
	"campaign_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "smart_try_campaign_texts_campaign_id_language_id_pk" PRIMARY KEY("campaign_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "smart_try_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"image_url" text,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_try_product_texts" (
	"product_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "smart_try_product_texts_product_id_language_id_pk" PRIMARY KEY("product_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "smart_try_distributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_try_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"certificate_number" text NOT NULL,
	"certification_name" text NOT NULL,
	"product_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_reason" text,
	CONSTRAINT "smart_try_requests_state_ck" CHECK ("smart_try_requests"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "smart_try_campaigns" ADD CONSTRAINT "smart_try_campaigns_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_campaign_texts" ADD CONSTRAINT "smart_try_campaign_texts_campaign_id_smart_try_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."smart_try_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_campaign_texts" ADD CONSTRAINT "smart_try_campaign_texts_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_products" ADD CONSTRAINT "smart_try_products_campaign_id_smart_try_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."smart_try_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_product_texts" ADD CONSTRAINT "smart_try_product_texts_product_id_smart_try_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."smart_try_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_product_texts" ADD CONSTRAINT "smart_try_product_texts_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_distributors" ADD CONSTRAINT "smart_try_distributors_campaign_id_smart_try_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."smart_try_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_requests" ADD CONSTRAINT "smart_try_requests_campaign_id_smart_try_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."smart_try_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_requests" ADD CONSTRAINT "smart_try_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_requests" ADD CONSTRAINT "smart_try_requests_product_id_smart_try_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."smart_try_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_requests" ADD CONSTRAINT "smart_try_requests_distributor_id_smart_try_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."smart_try_distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_requests" ADD CONSTRAINT "smart_try_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "smart_try_campaigns_site_code_uq" ON "smart_try_campaigns" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "smart_try_campaigns_site_dates_idx" ON "smart_try_campaigns" USING btree ("site_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_try_products_type_uq" ON "smart_try_products" USING btree ("campaign_id","product_type");--> statement-breakpoint
CREATE INDEX "smart_try_distributors_campaign_idx" ON "smart_try_distributors" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_try_requests_campaign_user_uq" ON "smart_try_requests" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "smart_try_requests_state_idx" ON "smart_try_requests" USING btree ("state","created_at");
