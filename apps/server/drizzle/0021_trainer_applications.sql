CREATE TABLE "trainer_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"country" text,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certificates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"experience" text,
	"cv_key" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"purge_after" timestamp with time zone,
	"purged_at" timestamp with time zone,
	CONSTRAINT "trainer_applications_state_ck" CHECK ("trainer_applications"."state" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "trainer_validate_codes" (
	"key" uuid PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trainer_applications" ADD CONSTRAINT "trainer_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_applications" ADD CONSTRAINT "trainer_applications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_applications" ADD CONSTRAINT "trainer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_applications" ADD CONSTRAINT "trainer_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_applications_pending_uq" ON "trainer_applications" USING btree ("tenant_id","user_id") WHERE "trainer_applications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "trainer_applications_queue_idx" ON "trainer_applications" USING btree ("tenant_id","state","created_at");--> statement-breakpoint
CREATE INDEX "trainer_applications_purge_idx" ON "trainer_applications" USING btree ("purge_after") WHERE "trainer_applications"."purged_at" is null and "trainer_applications"."purge_after" is not null;--> statement-breakpoint
CREATE INDEX "trainer_validate_codes_expires_idx" ON "trainer_validate_codes" USING btree ("expires_at");
