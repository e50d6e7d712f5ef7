CREATE INDEX "certifications_type_idx" ON "certifications" USING btree ("type_id","sub_type_id");--> statement-breakpoint
CREATE INDEX "certifications_sub_type_idx" ON "certifications" USING btree ("sub_type_id");--> statement-breakpoint
CREATE INDEX "certifications_site_version_idx" ON "certifications" USING btree ("site_id","version_label");--> statement-breakpoint
CREATE INDEX "release_courses_site_list_idx" ON "release_courses" USING btree ("site_id","course_type","sort","published_at","id");--> statement-breakpoint
CREATE INDEX "release_courses_site_video_type_idx" ON "release_courses" USING btree ("site_id","course_type","video_type");--> statement-breakpoint
CREATE INDEX "release_courses_site_requirement_idx" ON "release_courses" USING btree ("site_id","course_type","requirement");--> statement-breakpoint
CREATE INDEX "release_courses_product_line_idx" ON "release_courses" USING btree ("product_line_id");