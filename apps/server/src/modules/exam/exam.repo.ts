import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

export async function lockPaper(db: Db, id: number) {
  const [row] = await db.select().from(examPapers).where(eq(examPapers.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Opens an attempt; null when one is already open (the partial unique index decides). */
export async function insertPaper(db: Db, row: typeof examPapers.$inferInsert) {
  const [paper] = await db.insert(examPapers).values(row).onConflictDoNothing().returning();
  return paper ?? null;
}

export function insertPaperQuestions(db: Db, rows: (typeof examPaperQuestions.$inferInsert)[]) {
  return db.insert(examPaperQuestions).values(rows);
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

/**
 * A save as one statement (issue 19): writes the answer only if the attempt is the learner's, on
 * this site, not submitted and not past `notBefore` (deadline plus grace, as the caller computes it),
 * and the question is part of it and has at least `need` options and allows `count` letters (more
 * than one only for multiple choice). The attempt row is read FOR SHARE: saves never wait for each
 * other, but a submit (FOR UPDATE on that row) waits for a save in flight, and a save arriving during
 * a submit waits for it and then finds the attempt submitted and writes nothing. Null when nothing
 * was written; the caller finds out why on that rare path.
 */
export async function saveInOpenPaper(
  db: Db,
  w: { paperId: number; userId: number; siteId: number; questionId: number; answer: string[]; need: number; count: number; now: Date; notBefore: Date },
): Promise<SavedInOpenPaper | null> {
  const result = await db.execute(sql`
    with p as (
      select id, deadline_at from exam_papers
      where id = ${w.paperId} and user_id = ${w.userId} and site_id = ${w.siteId}
        and submitted_at is null and deadline_at >= ${w.notBefore.toISOString()}::timestamptz
      for share
    )
    update exam_paper_questions q
    set user_answer = ${JSON.stringify(w.answer)}::jsonb, answered_at = ${w.now.toISOString()}::timestamptz
    from p
    where q.id = ${w.questionId} and q.paper_id = p.id
      and jsonb_array_length(q.options) >= ${w.need}::int and (q.question_type = 2 or ${w.count}::int <= 1)
    returning q.question_type as "questionType", p.deadline_at as "deadlineAt"`);
  const [row] = (result as unknown as { rows: { questionType: number; deadlineAt: Date | string }[] }).rows;
  return row ? { questionType: Number(row.questionType), deadlineAt: new Date(row.deadlineAt) } : null;
}

/** Writes several answers of one attempt in one statement (the submit's answer list). */
export async function saveUserAnswers(db: Db, paperId: number, answers: { id: number; answer: string[] }[], now: Date) {
  if (answers.length === 0) return;
  const values = sql.join(
    answers.map((a) => sql`(${a.id}::int, ${JSON.stringify(a.answer)}::jsonb)`),
    sql`, `,
  );
  await db.execute(sql`
    update exam_paper_questions q set user_answer = v.answer, answered_at = ${now.toISOString()}::timestamptz
    from (values ${values}) as v(id, answer)
    where q.id = v.id and q.paper_id = ${paperId}`);
}

/** Marks every question of an attempt right (its id in `rightIds`) or wrong, in one statement. */
export async function markPaper(db: Db, paperId: number, rightIds: number[]) {
  await db
    .update(examPaperQuestions)
    .set({ correct: rightIds.length ? sql`(${inArray(examPaperQuestions.id, rightIds)})` : sql`false` })
    .where(eq(examPaperQuestions.paperId, paperId));
}

export function finishPaper(db: Db, id: number, set: { submittedAt: Date; submittedBy: string; score: number; result: string }) {
  return db.update(examPapers).set(set).where(eq(examPapers.id, id));
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
