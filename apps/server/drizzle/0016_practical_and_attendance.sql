CREATE TABLE "practical_exam_tasks" (
	"certification_id" integer PRIMARY KEY NOT NULL,
	"show_task" smallint DEFAULT 1 NOT NULL,
	"need_record" smallint DEFAULT 1 NOT NULL,
	"task_content" text DEFAULT '' NOT NULL,
	CONSTRAINT "practical_exam_tasks_flags_ck" CHECK ("practical_exam_tasks"."show_task" in (0, 1) and "practical_exam_tasks"."need_record" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "practical_exam_tasks" ADD CONSTRAINT "practical_exam_tasks_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD COLUMN "record_file_key" text;
--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD COLUMN "record_file_type" text;
--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD COLUMN "record_file_size" integer;
--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD COLUMN "record_submitted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD COLUMN "score" smallint;
--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD CONSTRAINT "practical_exam_enrolments_score_ck" CHECK ("practical_exam_enrolments"."score" is null or ("practical_exam_enrolments"."score" >= 0 and "practical_exam_enrolments"."score" <= 100));
--> statement-breakpoint
ALTER TABLE "classroom_registrations" ADD COLUMN "attendance" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "classroom_registrations" ADD COLUMN "attended_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "classroom_registrations" ADD COLUMN "attendance_by" integer;
--> statement-breakpoint
ALTER TABLE "classroom_registrations" ADD COLUMN "checkin_window" integer;
--> statement-breakpoint
ALTER TABLE "classroom_registrations" ADD CONSTRAINT "classroom_registrations_attendance_ck" CHECK ("classroom_registrations"."attendance" in (0, 1, 2));
