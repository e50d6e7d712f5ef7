CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"relation_id" integer NOT NULL,
	"course_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"learning_process" smallint DEFAULT 0 NOT NULL,
	"email_notification_status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_status_ck" CHECK ("registrations"."status" in (0, 1, 2)),
	CONSTRAINT "registrations_notification_ck" CHECK ("registrations"."email_notification_status" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_relation_id_release_courses_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."release_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_user_relation_uq" ON "registrations" USING btree ("user_id","relation_id");--> statement-breakpoint
CREATE INDEX "registrations_relation_idx" ON "registrations" USING btree ("relation_id");