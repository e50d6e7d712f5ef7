CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "release_courses_name_trgm_idx" ON "release_courses" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "release_courses_description_trgm_idx" ON "release_courses" USING gin ("description" gin_trgm_ops);
