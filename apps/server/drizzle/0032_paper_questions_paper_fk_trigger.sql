-- Issue 19 (decision 0040): a paper's drawn questions keep their paper's id without a foreign key.
-- The key's check ran once per inserted row (a FOR KEY SHARE lock on the paper the same statement
-- had just inserted): 50 per exam start, about a quarter of the start's insert in PostgreSQL CPU
-- (alternated, serial starts: 0.92-0.96 against 0.67-0.80 ms). What the key's ON DELETE CASCADE
-- did is kept by triggers on exam_papers: deleting papers deletes their questions in the same
-- transaction, whether the papers are deleted directly, through the cascade from their exam or
-- their learner (a statement trigger fires for each cascaded delete), or truncated. The only
-- writer of exam_paper_questions (the start's openPaper) inserts a paper's questions in the
-- statement that inserts the paper, so no question can name a paper that is not there.
ALTER TABLE "exam_paper_questions" DROP CONSTRAINT "exam_paper_questions_paper_id_exam_papers_id_fk";--> statement-breakpoint
CREATE FUNCTION "exam_papers_questions_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM exam_paper_questions q USING removed_papers r WHERE q.paper_id = r.id;
  ELSE
    TRUNCATE exam_paper_questions;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "exam_papers_questions_delete" AFTER DELETE ON "exam_papers" REFERENCING OLD TABLE AS removed_papers FOR EACH STATEMENT EXECUTE FUNCTION "exam_papers_questions_removed"();--> statement-breakpoint
CREATE TRIGGER "exam_papers_questions_truncate" AFTER TRUNCATE ON "exam_papers" FOR EACH STATEMENT EXECUTE FUNCTION "exam_papers_questions_removed"();
