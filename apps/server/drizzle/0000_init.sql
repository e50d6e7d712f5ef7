CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_group" text,
	"is_eu" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"minor_units" smallint DEFAULT 2 NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"language_pack_id" text NOT NULL,
	"language_complete" text NOT NULL,
	"language_simple" text NOT NULL,
	"rtl" boolean DEFAULT false NOT NULL,
	CONSTRAINT "languages_language_pack_id_unique" UNIQUE("language_pack_id")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"currency_id" integer,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_currencies" (
	"site_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	CONSTRAINT "site_currencies_site_id_currency_id_pk" PRIMARY KEY("site_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "site_languages" (
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "site_languages_site_id_language_id_country_code_pk" PRIMARY KEY("site_id","language_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"path_prefix" text NOT NULL,
	"base_language_id" integer NOT NULL,
	"order_food" boolean DEFAULT false NOT NULL,
	"show_company_certificate" boolean DEFAULT false NOT NULL,
	"language_navigation" boolean DEFAULT true NOT NULL,
	"analytics_test_id" text,
	"analytics_prod_id" text,
	"contact_email" text NOT NULL,
	"default_country_code" text NOT NULL,
	"is_eu" boolean DEFAULT false NOT NULL,
	"is_asia" boolean DEFAULT false NOT NULL,
	"is_ar_site" boolean DEFAULT false NOT NULL,
	"show_non_certi_menu" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"default_title" text NOT NULL,
	"favicon_url" text NOT NULL,
	"logo_url" text NOT NULL,
	"logo_inverse_url" text NOT NULL,
	"privacy_policy_url" text NOT NULL,
	"hosts" text[] DEFAULT '{}' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tenants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"mobile_image_url" text NOT NULL,
	"link_url" text,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"language_id" integer,
	"dict_type" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"image_url" text,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"area_kind" smallint NOT NULL,
	"link_title" text NOT NULL,
	"link_url" text NOT NULL,
	"link_image" text,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"link_image" text NOT NULL,
	"social_media_list" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_prerequisites" (
	"certification_id" integer NOT NULL,
	"prerequisite_id" integer NOT NULL,
	CONSTRAINT "certification_prerequisites_certification_id_prerequisite_id_pk" PRIMARY KEY("certification_id","prerequisite_id")
);
--> statement-breakpoint
CREATE TABLE "certification_sub_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer,
	"kind" smallint NOT NULL,
	"level" smallint NOT NULL,
	"group_key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version_label" text NOT NULL,
	"has_practical_exam" boolean DEFAULT false NOT NULL,
	"cover_url" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_course_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"video_id" integer,
	"is_free_preview" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"certification_id" integer,
	"course_type" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"requirement" smallint DEFAULT 1 NOT NULL,
	"credits" smallint DEFAULT 0 NOT NULL,
	"product_line_id" integer,
	"video_type" smallint DEFAULT 2 NOT NULL,
	"cover_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	CONSTRAINT "videos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_currencies" ADD CONSTRAINT "site_currencies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_currencies" ADD CONSTRAINT "site_currencies_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_languages" ADD CONSTRAINT "site_languages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_languages" ADD CONSTRAINT "site_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_languages" ADD CONSTRAINT "site_languages_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_configs" ADD CONSTRAINT "seo_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_configs" ADD CONSTRAINT "seo_configs_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_prerequisites" ADD CONSTRAINT "certification_prerequisites_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_prerequisites" ADD CONSTRAINT "certification_prerequisites_prerequisite_id_certifications_id_fk" FOREIGN KEY ("prerequisite_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_sub_types" ADD CONSTRAINT "certification_sub_types_type_id_certification_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."certification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_types" ADD CONSTRAINT "certification_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_type_id_certification_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."certification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_sub_type_id_certification_sub_types_id_fk" FOREIGN KEY ("sub_type_id") REFERENCES "public"."certification_sub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_release_course_id_release_courses_id_fk" FOREIGN KEY ("release_course_id") REFERENCES "public"."release_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_courses" ADD CONSTRAINT "release_courses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_courses" ADD CONSTRAINT "release_courses_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_courses" ADD CONSTRAINT "release_courses_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_courses" ADD CONSTRAINT "release_courses_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "regions_site_code_uq" ON "regions" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_tenant_prefix_uq" ON "sites" USING btree ("tenant_id","path_prefix");--> statement-breakpoint
CREATE INDEX "banners_site_type_idx" ON "banners" USING btree ("site_id","language_id","type");--> statement-breakpoint
CREATE INDEX "dict_items_type_idx" ON "dict_items" USING btree ("dict_type","site_id");--> statement-breakpoint
CREATE INDEX "footer_links_site_idx" ON "footer_links" USING btree ("site_id","language_id");--> statement-breakpoint
CREATE INDEX "seo_configs_site_idx" ON "seo_configs" USING btree ("site_id","language_id");--> statement-breakpoint
CREATE INDEX "certifications_site_lang_idx" ON "certifications" USING btree ("site_id","language_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_group_site_lang_uq" ON "certifications" USING btree ("group_key","site_id","language_id");--> statement-breakpoint
CREATE INDEX "chapters_course_idx" ON "chapters" USING btree ("release_course_id","sort");--> statement-breakpoint
CREATE INDEX "release_courses_list_idx" ON "release_courses" USING btree ("site_id","language_id","course_type","sort");--> statement-breakpoint
CREATE INDEX "release_courses_cert_idx" ON "release_courses" USING btree ("certification_id");