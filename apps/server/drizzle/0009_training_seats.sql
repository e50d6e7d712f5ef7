CREATE TABLE "classroom_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"certification_id" integer,
	"status" smallint NOT NULL,
	"via" text DEFAULT 'direct' NOT NULL,
	"invitation_id" integer,
	"email_notification_status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "classroom_registrations_status_ck" CHECK ("classroom_registrations"."status" in (1, 2, 3, 4, 15)),
	CONSTRAINT "classroom_registrations_via_ck" CHECK ("classroom_registrations"."via" in ('direct', 'invitation'))
);
--> statement-breakpoint
CREATE TABLE "practical_exam_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"practical_exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"approval" smallint DEFAULT 0 NOT NULL,
	"allergies" text DEFAULT '' NOT NULL,
	"dietary_requirements" text DEFAULT '' NOT NULL,
	"record_link" text,
	"link_passwd" text,
	"via" text DEFAULT 'direct' NOT NULL,
	"invitation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "practical_exam_enrolments_status_ck" CHECK ("practical_exam_enrolments"."status" in (1, 2, 3, 4, 5, 6)),
	CONSTRAINT "practical_exam_enrolments_approval_ck" CHECK ("practical_exam_enrolments"."approval" in (0, 1, 2)),
	CONSTRAINT "practical_exam_enrolments_via_ck" CHECK ("practical_exam_enrolments"."via" in ('direct', 'invitation'))
);
--> statement-breakpoint
CREATE TABLE "practical_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	"region_id" integer,
	"name" text NOT NULL,
	"city" text,
	"country_code" text,
	"address" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"seats" smallint NOT NULL,
	"is_charge" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practical_exams_time_ck" CHECK ("practical_exams"."end_at" > "practical_exams"."start_at"),
	CONSTRAINT "practical_exams_seats_ck" CHECK ("practical_exams"."seats" > 0),
	CONSTRAINT "practical_exams_charge_ck" CHECK ("practical_exams"."is_charge" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "relation_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "classroom_id" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "practical_exam_id" integer;--> statement-breakpoint
ALTER TABLE "classroom_registrations" ADD CONSTRAINT "classroom_registrations_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_registrations" ADD CONSTRAINT "classroom_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_registrations" ADD CONSTRAINT "classroom_registrations_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD CONSTRAINT "practical_exam_enrolments_practical_exam_id_practical_exams_id_fk" FOREIGN KEY ("practical_exam_id") REFERENCES "public"."practical_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD CONSTRAINT "practical_exam_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD CONSTRAINT "practical_exam_enrolments_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD CONSTRAINT "practical_exam_enrolments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exams" ADD CONSTRAINT "practical_exams_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exams" ADD CONSTRAINT "practical_exams_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exams" ADD CONSTRAINT "practical_exams_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_registrations_active_uq" ON "classroom_registrations" USING btree ("user_id","classroom_id") WHERE "classroom_registrations"."status" in (2, 3);--> statement-breakpoint
CREATE INDEX "classroom_registrations_classroom_idx" ON "classroom_registrations" USING btree ("classroom_id","status");--> statement-breakpoint
CREATE INDEX "classroom_registrations_user_cert_idx" ON "classroom_registrations" USING btree ("user_id","certification_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "practical_exam_enrolments_current_uq" ON "practical_exam_enrolments" USING btree ("user_id","certification_id") WHERE "practical_exam_enrolments"."status" = 2;--> statement-breakpoint
CREATE INDEX "practical_exam_enrolments_exam_idx" ON "practical_exam_enrolments" USING btree ("practical_exam_id","status");--> statement-breakpoint
CREATE INDEX "practical_exam_enrolments_user_idx" ON "practical_exam_enrolments" USING btree ("user_id","certification_id","created_at");--> statement-breakpoint
CREATE INDEX "practical_exams_cert_start_idx" ON "practical_exams" USING btree ("certification_id","start_at");--> statement-breakpoint
CREATE INDEX "practical_exams_site_start_idx" ON "practical_exams" USING btree ("site_id","start_at");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_practical_exam_id_practical_exams_id_fk" FOREIGN KEY ("practical_exam_id") REFERENCES "public"."practical_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_relation_ck" CHECK (("invitations"."relation_type" = 0 and "invitations"."classroom_id" is null and "invitations"."practical_exam_id" is null)
    or ("invitations"."relation_type" = 1 and "invitations"."classroom_id" is not null and "invitations"."practical_exam_id" is null)
    or ("invitations"."relation_type" = 2 and "invitations"."practical_exam_id" is not null and "invitations"."classroom_id" is null));