import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leanStatement } from '../../db/lean-statement';
import { param, preparedPer } from '../../db/prepared-per';
import { certifications, examPaperQuestions, examPapers, examQuestions, exams, releaseCourses } from '../../db/schema/index';

export type ExamRow = typeof exams.$inferSelect;
export type PaperRow = typeof examPapers.$inferSelect;
export type PaperQuestionRow = typeof examPaperQuestions.$inferSelect;

export async function findExam(db: Db, siteId: number, relationType: number, relationId: number, examType: number) {
  const [row] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.siteId, siteId), eq(exams.relationType, relationType), eq(exams.relationId, relationId), eq(exams.examType, examType)))
    .limit(1);
  return row ?? null;
}

/** Every exam of a relation (any site, any exam type). */
export function findExamsOfRelation(db: Db, relationType: number, relationId: number) {
  return db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.relationType, relationType), eq(exams.relationId, relationId)));
}

export async function findExamById(db: Db, id: number) {
  const [row] = await db.select().from(exams).where(eq(exams.id, id)).limit(1);
  return row ?? null;
}

export function findBank(db: Db, examId: number) {
  return db.select().from(examQuestions).where(eq(examQuestions.examId, examId)).orderBy(asc(examQuestions.sort), asc(examQuestions.id));
}

/** A published certification of the site. */
export async function findCertification(db: Db, siteId: number, id: number, now: Date) {
  const [row] = await db
    .select({ id: certifications.id, kind: certifications.kind })
    .from(certifications)
    .where(and(eq(certifications.id, id), eq(certifications.siteId, siteId), lte(certifications.publishedAt, now)))
    .limit(1);
  return row ?? null;
}

/** A published release course of the site (catalogue's published table). */
export async function findCourse(db: Db, siteId: number, id: number, now: Date) {
  const [row] = await db
    .select({
      id: releaseCourses.id,
      credits: releaseCourses.credits,
      certificationId: releaseCourses.certificationId,
      hasQuiz: releaseCourses.hasQuiz,
    })
    .from(releaseCourses)
    .where(and(eq(releaseCourses.id, id), eq(releaseCourses.siteId, siteId), lte(releaseCourses.publishedAt, now)))
    .limit(1);
  return row ?? null;
}

/** The learner's attempts at an exam in the current cycle, newest first. */
export function findPapers(db: Db, userId: number, examId: number) {
  return db
    .select()
    .from(examPapers)
    .where(and(eq(examPapers.userId, userId), eq(examPapers.examId, examId), eq(examPapers.counted, true)))
    .orderBy(desc(examPapers.startedAt), desc(examPapers.id));
}

/** Every attempt of the learner at an exam, counted or not, newest first. */
export function findAllPapers(db: Db, userId: number, examId: number) {
  return db
    .select()
    .from(examPapers)
    .where(and(eq(examPapers.userId, userId), eq(examPapers.examId, examId)))
    .orderBy(desc(examPapers.startedAt), desc(examPapers.id));
}

export async function findOpenPaper(db: Db, userId: number, examId: number) {
  const [row] = await db
    .select()
    .from(examPapers)
    .where(and(eq(examPapers.userId, userId), eq(examPapers.examId, examId), isNull(examPapers.submittedAt)))
    .limit(1);
  return row ?? null;
}

/** An attempt of this learner on this site; another learner's or site's is simply not found. */
export async function findOwnPaper(db: Db, id: number, userId: number, siteId: number, forUpdate = false) {
  const q = db
    .select()
    .from(examPapers)
    .where(and(eq(examPapers.id, id), eq(examPapers.userId, userId), eq(examPapers.siteId, siteId)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * Locks an attempt FOR UPDATE and reads its exam with it (one round trip). With `owner`, only the
 * learner's own attempt on that site is found. Saves (FOR SHARE on the same row) wait for the lock.
 * With `noWait` a row locked by another transaction is not waited for: the statement fails at once
 * with 55P03 (see `isLockNotAvailable`), so a submit never holds a pool connection while it waits.
 */
export async function lockPaperWithExam(db: Db, id: number, owner?: { userId: number; siteId: number }, noWait = false) {
  const [row] = await db
    .select({ paper: examPapers, exam: exams })
    .from(examPapers)
    .innerJoin(exams, eq(exams.id, examPapers.examId))
    .where(and(eq(examPapers.id, id), owner ? and(eq(examPapers.userId, owner.userId), eq(examPapers.siteId, owner.siteId)) : undefined))
    .limit(1)
    .for('update', noWait ? { of: examPapers, noWait: true } : { of: examPapers });
  return row ?? null;
}

/**
 * Locks the attempts of a batch of submits FOR UPDATE with their exams, in one statement
 * (submit-batch.ts). `SKIP LOCKED`: an attempt whose row another transaction holds (a save in
 * flight, another node's submit, the sweeper) is left out, and the caller sends its submit the
 * single way. Owners are not filtered here: a row not returned is then always one held elsewhere
 * or missing, and the caller checks each submit's learner, site and exam itself.
 */
export function lockPapersWithExams(db: Db, ids: number[]): Promise<{ paper: SubmitPaper; exam: SubmitExam }[]> {
  // The ids as one array parameter, so the text is the same for every batch size and the statement
  // goes by its name (PostgreSQL parses and plans it once per connection; `in ($1, …, $n)` was a new
  // text for each size). Built on the batch's transaction, whose connection it must run on.
  return db
    .select({ paper: submitPaperColumns, exam: submitExamColumns })
    .from(examPapers)
    .innerJoin(exams, eq(exams.id, examPapers.examId))
    .where(sql`${examPapers.id} = any(${param('ids')}::int[])`)
    .for('update', { of: examPapers, skipLocked: true })
    .prepare('exam_lock_papers')
    .execute({ ids: `{${ids.join(',')}}` });
}

/**
 * The columns a submit decides with (submit-rules.ts), not whole rows: drizzle maps a row column by
 * column, and at a deadline every submit's row is mapped (issue 19, session 33: the lock's 27
 * columns were the largest allocation of a submit on the server, 4.6 KB of its 38 KB).
 */
const submitPaperColumns = {
  id: examPapers.id,
  examId: examPapers.examId,
  userId: examPapers.userId,
  siteId: examPapers.siteId,
  deadlineAt: examPapers.deadlineAt,
  submittedAt: examPapers.submittedAt,
  score: examPapers.score,
  result: examPapers.result,
  counted: examPapers.counted,
};
const submitExamColumns = {
  id: exams.id,
  siteId: exams.siteId,
  relationType: exams.relationType,
  relationId: exams.relationId,
  examType: exams.examType,
  totalPoints: exams.totalPoints,
  passScore: exams.passScore,
  maxExamNums: exams.maxExamNums,
};
/** An attempt as a submit decides it (the single submit reads whole rows, which fit). */
export type SubmitPaper = Pick<PaperRow, keyof typeof submitPaperColumns>;
export type SubmitExam = Pick<ExamRow, keyof typeof submitExamColumns>;

/** PostgreSQL's lock_not_available (a `NOWAIT` lock found the row taken), as pg or drizzle reports it. */
export function isLockNotAvailable(err: unknown) {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '55P03' || e?.cause?.code === '55P03';
}

export function findPaperQuestions(db: Db, paperId: number) {
  return db.select().from(examPaperQuestions).where(eq(examPaperQuestions.paperId, paperId)).orderBy(asc(examPaperQuestions.sort), asc(examPaperQuestions.id));
}

export async function findPaperQuestion(db: Db, paperId: number, id: number) {
  const [row] = await db
    .select()
    .from(examPaperQuestions)
    .where(and(eq(examPaperQuestions.id, id), eq(examPaperQuestions.paperId, paperId)))
    .limit(1);
  return row ?? null;
}

export type SavedInOpenPaper = { questionType: number; deadlineAt: Date };
/** One save as the statements take it: `need` options at least, `count` letters, written at `now` unless the attempt's deadline is before `notBefore`. */
export type SaveToWrite = {
  paperId: number;
  userId: number;
  siteId: number;
  questionId: number;
  answer: string[];
  need: number;
  count: number;
  now: Date;
  notBefore: Date;
};

/**
 * A save as one statement (issue 19): writes the answer only if the attempt is the learner's, on
 * this site, not submitted and not past `notBefore` (deadline plus grace, as the caller computes it),
 * and the question is part of it and has at least `need` options and allows `count` letters (more
 * than one only for multiple choice). The attempt row is read FOR SHARE: saves never wait for each
 * other, but a submit (FOR UPDATE on that row) waits for a save in flight, and a save arriving during
 * a submit waits for it and then finds the attempt submitted and writes nothing. Null when nothing
 * was written; the caller finds out why on that rare path. The saves that reach a node together
 * are written by save-batch.repo's saveManyInOpenPapers, the same checks set-wise (decision 0044);
 * a save alone in its round, and each save of a batch whose statement failed, comes here.
 */
export async function saveInOpenPaper(db: Db, w: SaveToWrite): Promise<SavedInOpenPaper | null> {
  const [row] = await preparedSave(db).execute({
    paperId: w.paperId,
    userId: w.userId,
    siteId: w.siteId,
    notBefore: w.notBefore.toISOString(),
    answer: JSON.stringify(w.answer),
    now: w.now.toISOString(),
    questionId: w.questionId,
    need: w.need,
    count: w.count,
  });
  // Columns in the statement's order (returning below): PostgreSQL's text on the pool, drizzle's values on PGlite.
  return row ? { questionType: Number(row[0]), deadlineAt: new Date(row[1] as string | Date) } : null;
}

/** The save's statement, built once per database handle. */
const SAVE_STATEMENT = 'exam_save_answer';
function buildSave(db: Db) {
  const p = sql`(select id, deadline_at from exam_papers
      where id = ${param('paperId')} and user_id = ${param('userId')} and site_id = ${param('siteId')}
        and submitted_at is null and deadline_at >= ${param('notBefore')}::timestamptz
      for share) as p`;
  return db
    .update(examPaperQuestions)
    .set({ userAnswer: sql`${param('answer')}::jsonb`, answeredAt: sql`${param('now')}::timestamptz` })
    .from(p)
    .where(
      sql`${examPaperQuestions.id} = ${param('questionId')} and ${examPaperQuestions.paperId} = p.id
        and jsonb_array_length(${examPaperQuestions.options}) >= ${param('need')}::int and (${examPaperQuestions.questionType} = 2 or ${param('count')}::int <= 1)`,
    )
    .returning({ questionType: examPaperQuestions.questionType, deadlineAt: sql<Date | string>`p.deadline_at` })
    .prepare(SAVE_STATEMENT);
}
/**
 * A named (prepared) statement: on PostgreSQL parsed and planned once per pool connection, then only
 * bound and executed (bench/exam-prepared.ts measured the save at 2.2 ms unnamed and 0.8 ms named on
 * this machine; docs/PERFORMANCE.md), and run lean (db/lean-statement.ts: without the driver's row
 * description, Query object and drizzle's mapping, every save). PGlite runs it through drizzle.
 */
const preparedSave = preparedPer((db) => leanStatement(db, SAVE_STATEMENT, buildSave(db)));

/** The shape of each question of an attempt: what a submitted answer list is checked against. */
export function findPaperQuestionShapes(db: Db, paperId: number) {
  return db
    .select({
      id: examPaperQuestions.id,
      questionType: examPaperQuestions.questionType,
      optionCount: sql<number>`jsonb_array_length(${examPaperQuestions.options})::int`,
    })
    .from(examPaperQuestions)
    .where(eq(examPaperQuestions.paperId, paperId));
}

/** The shapes of the questions of several attempts (a batch of submits), in one named statement (as lockPapersWithExams). */
export function findPapersQuestionShapes(db: Db, paperIds: number[]) {
  return db
    .select({
      id: examPaperQuestions.id,
      paperId: examPaperQuestions.paperId,
      questionType: examPaperQuestions.questionType,
      optionCount: sql<number>`jsonb_array_length(${examPaperQuestions.options})::int`,
    })
    .from(examPaperQuestions)
    .where(sql`${examPaperQuestions.paperId} = any(${param('ids')}::int[])`)
    .prepare('exam_papers_question_shapes')
    .execute({ ids: `{${paperIds.join(',')}}` });
}

export { scorePaper, scorePapers, type PaperToScore } from './exam-score.repo';
export { findCourseStart, findExamWithOpenPaper, openPaper, type DrawnQuestion } from './exam-start.repo';

/**
 * findPapers' failures for many learners at once (a batch's theory exams): per (user, exam), how
 * many counted attempts failed, counting the listed attempts (just scored in this transaction) as
 * failed. One statement.
 */
export async function countFailuresOf(db: Db, userIds: number[], examIds: number[], failedIds: number[], failCode: string) {
  if (userIds.length === 0 || examIds.length === 0) return [];
  return db
    .select({
      userId: examPapers.userId,
      examId: examPapers.examId,
      failures: sql<number>`(count(*) filter (where ${examPapers.result} = ${failCode} or ${inArray(examPapers.id, failedIds.length > 0 ? failedIds : [-1])}))::int`,
    })
    .from(examPapers)
    .where(and(inArray(examPapers.userId, userIds), inArray(examPapers.examId, examIds), eq(examPapers.counted, true)))
    .groupBy(examPapers.userId, examPapers.examId);
}

/** Starts a new cycle: earlier attempts of the learner at this exam no longer count. */
export function uncountPapers(db: Db, userId: number, examId: number) {
  return db
    .update(examPapers)
    .set({ counted: false })
    .where(and(eq(examPapers.userId, userId), eq(examPapers.examId, examId)));
}

/** Open attempts whose deadline plus grace has passed, locked for this sweep (others skip them). */
export function findOverduePapers(db: Db, before: Date, limit: number) {
  return db
    .select({ id: examPapers.id })
    .from(examPapers)
    .where(and(isNull(examPapers.submittedAt), lte(examPapers.deadlineAt, before)))
    .orderBy(asc(examPapers.deadlineAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * The sweeper's batch (autoSubmitOverdue): open attempts whose deadline plus grace has passed,
 * oldest deadline first, locked FOR UPDATE with their exams in one statement for the caller's
 * transaction. `SKIP LOCKED`: an attempt a submit, a save or another node's sweeper holds is left
 * to it; `except` leaves out attempts whose learner's submit is queued on this node.
 */
export function lockOverduePapersWithExams(db: Db, before: Date, limit: number, except: number[]) {
  return db
    .select({ paper: examPapers, exam: exams })
    .from(examPapers)
    .innerJoin(exams, eq(exams.id, examPapers.examId))
    .where(
      and(
        isNull(examPapers.submittedAt),
        lte(examPapers.deadlineAt, before),
        except.length > 0 ? sql`${examPapers.id} <> all(${`{${except.join(',')}}`}::int[])` : undefined,
      ),
    )
    .orderBy(asc(examPapers.deadlineAt))
    .limit(limit)
    .for('update', { of: examPapers, skipLocked: true });
}

/** Submitted attempts count per learner and exam, for the result view. */
export async function countSubmitted(db: Db, userId: number, examId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(examPapers)
    .where(and(eq(examPapers.userId, userId), eq(examPapers.examId, examId), eq(examPapers.counted, true), sql`${examPapers.submittedAt} is not null`));
  return row?.n ?? 0;
}

/** Counted attempts at an exam started since the cycle began, newest first. */
export function findCycleAttempts(db: Db, userId: number, examId: number, since: Date) {
  return db
    .select({ score: examPapers.score, result: examPapers.result, submittedAt: examPapers.submittedAt })
    .from(examPapers)
    .where(and(eq(examPapers.userId, userId), eq(examPapers.examId, examId), eq(examPapers.counted, true), gte(examPapers.startedAt, since)))
    .orderBy(desc(examPapers.startedAt), desc(examPapers.id));
}
