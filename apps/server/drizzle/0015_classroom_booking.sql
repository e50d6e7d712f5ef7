ALTER TABLE "classrooms" ADD COLUMN "event_type" smallint;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "training_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "agenda" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "online_link" text;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_event_type_ck" CHECK ("classrooms"."event_type" is null or "classrooms"."event_type" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_training_type_ck" CHECK ("classrooms"."training_type" in (0, 1));--> statement-breakpoint
CREATE INDEX "classrooms_site_start_idx" ON "classrooms" USING btree ("site_id","start_at");--> statement-breakpoint
CREATE TABLE "classroom_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"registration_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_waitlist_status_ck" CHECK ("classroom_waitlist"."status" in (0, 1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "classroom_waitlist" ADD CONSTRAINT "classroom_waitlist_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_waitlist" ADD CONSTRAINT "classroom_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_waitlist_waiting_uq" ON "classroom_waitlist" USING btree ("classroom_id","user_id") WHERE "classroom_waitlist"."status" = 0;--> statement-breakpoint
CREATE INDEX "classroom_waitlist_queue_idx" ON "classroom_waitlist" USING btree ("classroom_id","status","id");--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "classroom_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_evaluations_score_ck" CHECK ("classroom_evaluations"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "classroom_evaluations" ADD CONSTRAINT "classroom_evaluations_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_evaluations" ADD CONSTRAINT "classroom_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_evaluations_uq" ON "classroom_evaluations" USING btree ("classroom_id","user_id");--> statement-breakpoint
CREATE TABLE "training_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"training_type" smallint NOT NULL,
	"preferred_begin_at" timestamp with time zone NOT NULL,
	"preferred_end_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_suggestions_type_ck" CHECK ("training_suggestions"."training_type" in (0, 2)),
	CONSTRAINT "training_suggestions_range_ck" CHECK ("training_suggestions"."preferred_end_at" > "training_suggestions"."preferred_begin_at")
);
--> statement-breakpoint
ALTER TABLE "training_suggestions" ADD CONSTRAINT "training_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_suggestions" ADD CONSTRAINT "training_suggestions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_suggestions_user_idx" ON "training_suggestions" USING btree ("user_id","created_at");
