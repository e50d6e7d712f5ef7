-- Issue 19 (decision 0039): a paper's drawn questions keep the id of the bank question they were
-- copied from without a foreign key. The key cost every exam start a check per drawn question (50
-- FOR KEY SHARE row locks on the bank, the same rows for every learner of the exam: MultiXacts and
-- WAL under a class starting at once; about 0.25 ms of PostgreSQL CPU of a start's 1 ms insert), and
-- its ON DELETE CASCADE deleted the copies in past papers when a bank question was removed, against
-- the copy's purpose (a later change of the bank never changes a past paper). Nothing reads a paper's
-- questions through the bank; a deleted exam still removes its papers and their questions (paper_id).
ALTER TABLE "exam_paper_questions" DROP CONSTRAINT "exam_paper_questions_question_id_exam_questions_id_fk";
