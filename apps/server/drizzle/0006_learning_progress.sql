CREATE TABLE "chapter_progress" (
	"user_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"release_course_id" integer NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	"watched" "bytea" NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"anchor_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_progress_user_id_chapter_id_pk" PRIMARY KEY("user_id","chapter_id"),
	CONSTRAINT "chapter_progress_position_ck" CHECK ("chapter_progress"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"release_course_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_evaluations_score_ck" CHECK ("course_evaluations"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "credit_grants" (
	"user_id" integer NOT NULL,
	"release_course_id" integer NOT NULL,
	"certification_id" integer,
	"credits" smallint NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_grants_user_id_release_course_id_pk" PRIMARY KEY("user_id","release_course_id")
);
--> statement-breakpoint
ALTER TABLE "release_courses" ADD COLUMN "has_quiz" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_progress" ADD CONSTRAINT "chapter_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_progress" ADD CONSTRAINT "chapter_progress_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_progress" ADD CONSTRAINT "chapter_progress_release_course_id_release_courses_id_fk" FOREIGN KEY ("release_course_id") REFERENCES "public"."release_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_evaluations" ADD CONSTRAINT "course_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_evaluations" ADD CONSTRAINT "course_evaluations_release_course_id_release_courses_id_fk" FOREIGN KEY ("release_course_id") REFERENCES "public"."release_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_release_course_id_release_courses_id_fk" FOREIGN KEY ("release_course_id") REFERENCES "public"."release_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_progress_user_course_idx" ON "chapter_progress" USING btree ("user_id","release_course_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_evaluations_user_course_uq" ON "course_evaluations" USING btree ("user_id","release_course_id");--> statement-breakpoint
CREATE INDEX "credit_grants_user_cert_idx" ON "credit_grants" USING btree ("user_id","certification_id");