// The exam start's statements (issue 19, decision 0039): the course quiz's one read of course,
// exam, open attempt and exercise, and the paper written with its drawn questions in one named
// statement. Split from exam.repo.ts, which re-exports them; both are the exam module's tables.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ExamType } from '@credo/contracts/enums-learning';
import type { Db } from '../../db/client';
import { param, preparedPer } from '../../db/prepared-per';
import { examPapers, exams, releaseCourses } from '../../db/schema/index';
import { courseRegistrationSubquery } from '../learning/index';
import type { DrawnPaper } from './paper';

/** The id of the exercise of the outer query's exam's relation on its site (a subquery). */
function exerciseIdOfExam(db: Db) {
  const exercise = alias(exams, 'exercise');
  return db
    .select({ id: exercise.id })
    .from(exercise)
    .where(
      and(
        eq(exercise.siteId, exams.siteId),
        eq(exercise.relationType, exams.relationType),
        eq(exercise.relationId, exams.relationId),
        eq(exercise.examType, ExamType.EXERCISE),
      ),
    )
    .limit(1);
}

/**
 * The exam of a relation, the learner's open attempt at it, if any, and the id of the relation's
 * exercise on the site (a quiz waits for it to be finished), in one read (the start of an exam,
 * issue 19: was three round trips).
 */
export async function findExamWithOpenPaper(db: Db, siteId: number, relationType: number, relationId: number, examType: number, userId: number) {
  const exerciseId = exerciseIdOfExam(db);
  const [row] = await db
    .select({ exam: exams, open: examPapers, exerciseId: sql<number | null>`(${exerciseId})` })
    .from(exams)
    .leftJoin(examPapers, and(eq(examPapers.examId, exams.id), eq(examPapers.userId, userId), isNull(examPapers.submittedAt)))
    .where(and(eq(exams.siteId, siteId), eq(exams.relationType, relationType), eq(exams.relationId, relationId), eq(exams.examType, examType)))
    .limit(1);
  return row ?? null;
}

/**
 * The start of a course's quiz or topic exam (issue 19: a start in fewer round trips): the release
 * course, published on the site, with its exam of `examType`, the learner's open attempt at it
 * (its id and deadline: all a start needs of it), the course's exercise and the learner's
 * registration in the course (learning's read, handed in as a subquery by its face), in one named
 * statement (parsed and planned once per connection). No row: no such published course; `exam`
 * null: the course has no such exam; `registration` null: the learner is not registered.
 */
export async function findCourseStart(db: Db, w: { siteId: number; relationType: number; relationId: number; examType: number; userId: number; now: Date }) {
  const [row] = await preparedCourseStart(db).execute({ ...w, now: w.now.toISOString() });
  return row ?? null;
}

function buildCourseStart(db: Db) {
  const exerciseId = exerciseIdOfExam(db);
  const registration = courseRegistrationSubquery(db, sql`${param('userId')}::int`, sql`${param('relationId')}::int`);
  return db
    .select({
      course: { id: releaseCourses.id, credits: releaseCourses.credits, certificationId: releaseCourses.certificationId, hasQuiz: releaseCourses.hasQuiz },
      exam: exams,
      open: { id: examPapers.id, deadlineAt: examPapers.deadlineAt },
      exerciseId: sql<number | null>`(${exerciseId})`,
      registration: { status: registration.status, learningProcess: registration.learningProcess },
    })
    .from(releaseCourses)
    .leftJoin(
      exams,
      and(
        eq(exams.siteId, releaseCourses.siteId),
        eq(exams.relationType, sql`${param('relationType')}::int`),
        eq(exams.relationId, releaseCourses.id),
        eq(exams.examType, sql`${param('examType')}::int`),
      ),
    )
    .leftJoin(examPapers, and(eq(examPapers.examId, exams.id), eq(examPapers.userId, sql`${param('userId')}::int`), isNull(examPapers.submittedAt)))
    .leftJoin(registration, sql`true`)
    .where(
      and(
        eq(releaseCourses.id, sql`${param('relationId')}::int`),
        eq(releaseCourses.siteId, sql`${param('siteId')}::int`),
        lte(releaseCourses.publishedAt, sql`${param('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('exam_course_start');
}
const preparedCourseStart = preparedPer(buildCourseStart);

export type { DrawnQuestion } from './paper';

/**
 * Opens an attempt with its drawn questions in one statement (issue 19: was BEGIN, two inserts,
 * COMMIT and a read back): the paper's insert and the questions' insert are one atomic statement,
 * the questions passed as one JSON parameter (drawPaper writes it as it draws). When the learner already has an open attempt (a
 * double click: the partial unique index exam_papers_open_uq decides) nothing is written and null
 * comes back. Returns the new paper's id and its questions' ids in paper order (one row: the ids
 * as one array, not 50 rows to decode and map).
 */
export async function openPaper(
  db: Db,
  paper: { examId: number; userId: number; siteId: number; startedAt: Date; deadlineAt: Date },
  drawn: DrawnPaper,
): Promise<{ paperId: number; questionIds: number[] } | null> {
  const [out] = await preparedOpenPaper(db).execute({
    examId: paper.examId,
    userId: paper.userId,
    siteId: paper.siteId,
    startedAt: paper.startedAt.toISOString(),
    deadlineAt: paper.deadlineAt.toISOString(),
    // The drawn questions as drawPaper wrote them: their keys are the statement's record columns.
    drawn: drawn.json,
  });
  if (!out || out.paperId === null) return null;
  return { paperId: Number(out.paperId), questionIds: out.ids.map(Number) };
}

/** openPaper's statement, built once per database handle and named (parsed and planned once per connection). */
function buildOpenPaper(db: Db) {
  const p = db.$with('p', { id: sql<number>`id` }).as(sql`
    insert into exam_papers (exam_id, user_id, site_id, started_at, deadline_at)
    values (${param('examId')}::int, ${param('userId')}::int, ${param('siteId')}::int, ${param('startedAt')}::timestamptz, ${param('deadlineAt')}::timestamptz)
    on conflict do nothing
    returning id`);
  const q = db.$with('q', { paperId: sql<number>`paper_id`.as('paper_id'), id: sql<number>`id`.as('id'), sort: sql<number>`sort`.as('sort') }).as(sql`
    insert into exam_paper_questions (paper_id, question_id, sort, question_type, content, options, option_order, answer, analysis)
    select p.id, d."questionId", d.sort, d."questionType", d.content, d.options, d."optionOrder", d.answer, d.analysis
    from p cross join jsonb_to_recordset(${param('drawn')}::jsonb)
      as d("questionId" int, sort smallint, "questionType" smallint, content text, options jsonb, "optionOrder" jsonb, answer jsonb, analysis text)
    returning paper_id, id, sort`);
  // One row whatever happens: no paper (the open-attempt conflict) answers a null id and no ids.
  return db
    .with(p, q)
    .select({ paperId: sql<number | null>`min(${q.paperId})`, ids: sql<number[]>`coalesce(array_agg(${q.id} order by ${q.sort}), '{}')` })
    .from(q)
    .prepare('exam_open_paper');
}
const preparedOpenPaper = preparedPer(buildOpenPaper);
