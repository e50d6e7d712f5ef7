CREATE TABLE "certificate_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_reason" text,
	CONSTRAINT "certificate_applications_state_ck" CHECK ("certificate_applications"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "certificate_reminders" (
	"certificate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_reminders_certificate_id_kind_pk" PRIMARY KEY("certificate_id","kind")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"certification_name" text NOT NULL,
	"level" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"group_key" text NOT NULL,
	"version_label" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"renewed_by_id" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text,
	"remind_status" text DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"state" text NOT NULL,
	"learning_type" smallint DEFAULT 0 NOT NULL,
	"via" text DEFAULT 'direct' NOT NULL,
	"invitation_id" integer,
	"email_notification_status" smallint DEFAULT 0 NOT NULL,
	"view_exam_tips" text DEFAULT '0' NOT NULL,
	"view_update" text DEFAULT '0' NOT NULL,
	"cycle_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certification_enrolments_state_ck" CHECK ("certification_enrolments"."state" in ('pending', 'approved', 'rejected', 'reset')),
	CONSTRAINT "certification_enrolments_learning_type_ck" CHECK ("certification_enrolments"."learning_type" in (0, 1)),
	CONSTRAINT "certification_enrolments_via_ck" CHECK ("certification_enrolments"."via" in ('direct', 'invitation'))
);
--> statement-breakpoint
CREATE TABLE "invitation_uses" (
	"invitation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_uses_invitation_id_user_id_pk" PRIMARY KEY("invitation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	"site_id" integer,
	"country_codes" jsonb,
	"email" text,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"enrol_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_kind_ck" CHECK ("invitations"."kind" in ('user', 'sales')),
	CONSTRAINT "invitations_uses_ck" CHECK ("invitations"."used_count" >= 0 and "invitations"."used_count" <= "invitations"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "enrolment_mode" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "platform" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_applications" ADD CONSTRAINT "certificate_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_applications" ADD CONSTRAINT "certificate_applications_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_applications" ADD CONSTRAINT "certificate_applications_enrolment_id_certification_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."certification_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_applications" ADD CONSTRAINT "certificate_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_reminders" ADD CONSTRAINT "certificate_reminders_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_application_id_certificate_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certificate_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_enrolments" ADD CONSTRAINT "certification_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_enrolments" ADD CONSTRAINT "certification_enrolments_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_enrolments" ADD CONSTRAINT "certification_enrolments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_enrolments" ADD CONSTRAINT "certification_enrolments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_uses" ADD CONSTRAINT "invitation_uses_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_uses" ADD CONSTRAINT "invitation_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_applications_pending_uq" ON "certificate_applications" USING btree ("user_id","certification_id") WHERE "certificate_applications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "certificate_applications_state_idx" ON "certificate_applications" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_uq" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_application_uq" ON "certificates" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_expiry_idx" ON "certificates" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_enrolments_user_cert_uq" ON "certification_enrolments" USING btree ("user_id","certification_id");--> statement-breakpoint
CREATE INDEX "certification_enrolments_cert_state_idx" ON "certification_enrolments" USING btree ("certification_id","state");--> statement-breakpoint
CREATE INDEX "certification_enrolments_state_idx" ON "certification_enrolments" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_code_uq" ON "invitations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "staff_audit_log_target_idx" ON "staff_audit_log" USING btree ("target_type","target_id","created_at");