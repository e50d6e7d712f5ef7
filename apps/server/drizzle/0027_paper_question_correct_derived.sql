ALTER TABLE "exam_paper_questions" DROP COLUMN "correct";
