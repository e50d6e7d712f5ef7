-- Issue 19 (decision 0039, later): a paper's questions lose their (paper_id, sort) index. Every
-- exam start wrote 50 entries to it (about 60 µs of PostgreSQL CPU of a start's insert, measured
-- alternated); every lookup by paper is served by the unique (paper_id, question_id) index, and the
-- readers that order a paper's questions by sort (the resume, the learner's export) sort its 50 rows.
DROP INDEX "exam_paper_questions_paper_idx";
