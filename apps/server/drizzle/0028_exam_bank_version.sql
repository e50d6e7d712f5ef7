-- Issue 19: the exam start draws its paper from a per-node cache of the exam's question bank,
-- keyed by the exam's bank version. The version is bumped by the database itself whenever a
-- statement writes the bank (any writer: the seed, a staff tool, SQL by hand), in the writer's
-- transaction, so every node sees the new version as soon as the edit commits and the start's
-- exam read (which it does anyway) tells it whether its copy is still current.
ALTER TABLE "exams" ADD COLUMN "bank_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "exams_bank_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE exams SET bank_version = bank_version + 1 WHERE id IN (SELECT exam_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE exams SET bank_version = bank_version + 1 WHERE id IN (SELECT exam_id FROM new_rows UNION SELECT exam_id FROM old_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE exams SET bank_version = bank_version + 1 WHERE id IN (SELECT exam_id FROM old_rows);
  ELSE
    UPDATE exams SET bank_version = bank_version + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "exam_questions_bank_insert" AFTER INSERT ON "exam_questions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "exams_bank_changed"();--> statement-breakpoint
CREATE TRIGGER "exam_questions_bank_update" AFTER UPDATE ON "exam_questions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "exams_bank_changed"();--> statement-breakpoint
CREATE TRIGGER "exam_questions_bank_delete" AFTER DELETE ON "exam_questions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "exams_bank_changed"();--> statement-breakpoint
CREATE TRIGGER "exam_questions_bank_truncate" AFTER TRUNCATE ON "exam_questions" FOR EACH STATEMENT EXECUTE FUNCTION "exams_bank_changed"();
