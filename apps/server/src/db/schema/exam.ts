import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './platform';
import { users } from './user';

/**
 * The exam module's tables: exams with their question banks, papers (attempts) and the questions drawn into them.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/**
 * An exam, quiz or exercise (cert §3, §9) with its own question bank. relationType 0 certification
 * theory exam (relationId = certifications.id), 1 course quiz and 2 topic (release_courses.id),
 * 3 non-certification content. One exam per relation and exam type.
 */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    relationType: smallint('relation_type').notNull(),
    relationId: integer('relation_id').notNull(),
    /** 1 exam, 2 exercise. */
    examType: smallint('exam_type').notNull().default(1),
    name: text('name').notNull(),
    /** Questions drawn for each paper (never more than the bank holds). */
    questionCount: smallint('question_count').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    totalPoints: smallint('total_points').notNull().default(100),
    passScore: smallint('pass_score').notNull(),
    /** Attempts allowed before the progress resets; null = unlimited (quizzes). */
    maxExamNums: smallint('max_exam_nums'),
    viewAnswerDetails: boolean('view_answer_details').notNull().default(true),
    viewAnswer: boolean('view_answer').notNull().default(true),
    viewPaperAnalusis: boolean('view_paper_analusis').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped by the database in the same transaction as every statement that writes this exam's
     * questions (triggers of migration 0028): the exam start's bank cache is valid for one version.
     */
    bankVersion: integer('bank_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('exams_relation_uq').on(t.relationType, t.relationId, t.examType),
    check('exams_relation_type_ck', sql`${t.relationType} in (0, 1, 2, 3)`),
    check('exams_exam_type_ck', sql`${t.examType} in (1, 2)`),
    check('exams_counts_ck', sql`${t.questionCount} > 0 and ${t.durationSeconds} > 0`),
  ],
);

/**
 * A question of an exam's bank: type 1 single, 2 multiple, 4 true/false; options in letter order
 * A-Z (true/false has two); `answer` the correct letters.
 */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    questionType: smallint('question_type').notNull(),
    content: text('content').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    answer: jsonb('answer').$type<string[]>().notNull(),
    analysis: text('analysis').notNull().default(''),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('exam_questions_exam_idx').on(t.examId), check('exam_questions_type_ck', sql`${t.questionType} in (1, 2, 4)`)],
);

/**
 * One attempt (paper history): its deadline is fixed when it starts; submittedAt, score and
 * result once submitted (by the learner or the sweeper). At most one open attempt per learner and
 * exam (partial unique index). `counted` turns false when two failures reset the progress, so the
 * next cycle starts with fresh attempts.
 */
export const examPapers = pgTable(
  'exam_papers',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** 'learner' or 'sweeper'. */
    submittedBy: text('submitted_by'),
    score: smallint('score'),
    /** '2' pass, '1' fail. */
    result: text('result'),
    counted: boolean('counted').notNull().default(true),
  },
  (t) => [
    uniqueIndex('exam_papers_open_uq')
      .on(t.userId, t.examId)
      .where(sql`${t.submittedAt} is null`),
    index('exam_papers_user_exam_idx').on(t.userId, t.examId, t.startedAt),
    index('exam_papers_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.submittedAt} is null`),
  ],
);

/**
 * A question as it was drawn into a paper (question history): text, options in the shown order,
 * correct letters and analysis copied, so a later edit of the bank never changes a past paper.
 * `optionOrder` keeps which bank option each shown letter is; `userAnswer` the saved letters.
 * `questionId` names the bank question it was drawn from, without a foreign key (migration 0030,
 * decision 0039): a start's 50 rows each locked their bank row (FOR KEY SHARE, every start the
 * same rows), and removing a bank question no longer deletes the copies in past papers.
 */
export const examPaperQuestions = pgTable(
  'exam_paper_questions',
  {
    id: serial('id').primaryKey(),
    /**
     * The paper, without a foreign key (migration 0032, decision 0040): a start's 50 rows each
     * checked it (a key-share lock on the paper just inserted, about a quarter of the insert's
     * PostgreSQL CPU). Deleting papers still deletes their questions, in the same statement's
     * transaction: a trigger on exam_papers (after delete and truncate) does what the cascade did,
     * for a paper deleted directly or by the cascade from its exam or learner. The only writer
     * (exam-start.repo openPaper) inserts a paper's questions in the statement that inserts it.
     */
    paperId: integer('paper_id').notNull(),
    questionId: integer('question_id').notNull(),
    sort: smallint('sort').notNull(),
    questionType: smallint('question_type').notNull(),
    content: text('content').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    optionOrder: jsonb('option_order').$type<number[]>().notNull(),
    answer: jsonb('answer').$type<string[]>().notNull(),
    analysis: text('analysis').notNull().default(''),
    userAnswer: jsonb('user_answer').$type<string[]>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  // Lookups by paper use the unique (paper_id, question_id) index; a paper's ≤ 50 rows are sorted
  // by `sort` after it. No (paper_id, sort) index (migration 0031): each start wrote 50 entries to it.
  (t) => [uniqueIndex('exam_paper_questions_paper_question_uq').on(t.paperId, t.questionId)],
);
