CREATE TABLE "exam_paper_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"question_type" smallint NOT NULL,
	"content" text NOT NULL,
	"options" jsonb NOT NULL,
	"option_order" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"user_answer" jsonb,
	"answered_at" timestamp with time zone,
	"correct" boolean
);
--> statement-breakpoint
CREATE TABLE "exam_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"score" smallint,
	"result" text,
	"counted" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"question_type" smallint NOT NULL,
	"content" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_questions_type_ck" CHECK ("exam_questions"."question_type" in (1, 2, 4))
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"relation_type" smallint NOT NULL,
	"relation_id" integer NOT NULL,
	"exam_type" smallint DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"question_count" smallint NOT NULL,
	"duration_seconds" integer NOT NULL,
	"total_points" smallint DEFAULT 100 NOT NULL,
	"pass_score" smallint NOT NULL,
	"max_exam_nums" smallint,
	"view_answer_details" boolean DEFAULT true NOT NULL,
	"view_answer" boolean DEFAULT true NOT NULL,
	"view_paper_analusis" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_relation_type_ck" CHECK ("exams"."relation_type" in (0, 1, 2, 3)),
	CONSTRAINT "exams_exam_type_ck" CHECK ("exams"."exam_type" in (1, 2)),
	CONSTRAINT "exams_counts_ck" CHECK ("exams"."question_count" > 0 and "exams"."duration_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "exam_paper_questions" ADD CONSTRAINT "exam_paper_questions_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_paper_questions" ADD CONSTRAINT "exam_paper_questions_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_paper_questions_paper_question_uq" ON "exam_paper_questions" USING btree ("paper_id","question_id");--> statement-breakpoint
CREATE INDEX "exam_paper_questions_paper_idx" ON "exam_paper_questions" USING btree ("paper_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_papers_open_uq" ON "exam_papers" USING btree ("user_id","exam_id") WHERE "exam_papers"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "exam_papers_user_exam_idx" ON "exam_papers" USING btree ("user_id","exam_id","started_at");--> statement-breakpoint
CREATE INDEX "exam_papers_deadline_idx" ON "exam_papers" USING btree ("deadline_at") WHERE "exam_papers"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "exam_questions_exam_idx" ON "exam_questions" USING btree ("exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_relation_uq" ON "exams" USING btree ("relation_type","relation_id","exam_type");