// The start of a course's quiz in one statement, for an exam the node already knows (issue 19,
// decision 0042): the checks of the start's read (exam_course_start) and of its qualification made
// inside the insert of the paper, which writes nothing when one of them fails.
import { sql } from 'drizzle-orm';
import { ExamType, LearningProcess, RegistrationStatus } from '@credo/contracts/enums-learning';
import type { Db } from '../../db/client';
import { param, preparedPer } from '../../db/prepared-per';
import { exams } from '../../db/schema/index';
import { courseRegistrationSubquery } from '../learning/index';
import type { ExamRow } from './exam.repo';
import type { DrawnPaper } from './paper';

/** What the node believes of the exam (read by an earlier start): the statement writes only if the exam row still says so. */
export type KnownExam = { examId: number; bankVersion: number; questionCount: number; durationSeconds: number };

/**
 * Opens a new attempt at the known exam of a published course with its drawn questions, in one
 * statement, if and only if a start's reads would let it (exam.service getContent): the course
 * published on the site by `startedAt`, its exam of `examType` still the known one (id, bank version,
 * question count and duration, so the draw and the deadline are the ones the exam row asks for), the
 * learner's registration audited with learning ended (learning's face hands its read in as a
 * subquery), no open attempt (an overdue one is the slow path's to submit first), and the course's
 * exercise, if it has one, submitted by the learner. The open-attempt index still decides between
 * concurrent starts. Null: nothing written (any check failed, or a concurrent start won); the
 * caller then reads and decides as before. Else the paper's id, its questions' ids in paper order
 * and the exam row as the statement saw it (the answer's texts and flags).
 */
export async function openKnownPaper(
  db: Db,
  w: { siteId: number; relationType: number; relationId: number; examType: number; userId: number; startedAt: Date; deadlineAt: Date },
  known: KnownExam,
  drawn: DrawnPaper,
): Promise<{ paperId: number; questionIds: number[]; exam: ExamRow } | null> {
  const [out] = await preparedOpenKnown(db).execute({
    ...w,
    ...known,
    startedAt: w.startedAt.toISOString(),
    deadlineAt: w.deadlineAt.toISOString(),
    drawn: drawn.json,
  });
  if (!out) return null;
  return { paperId: Number(out.paperId), questionIds: out.ids.map(Number), exam: out.exam };
}

function buildOpenKnown(db: Db) {
  const registration = courseRegistrationSubquery(db, sql`${param('userId')}::int`, sql`${param('relationId')}::int`);
  const p = db.$with('p', { paperId: sql<number>`new_paper_id`.as('new_paper_id'), examId: sql<number>`new_exam_id`.as('new_exam_id') }).as(sql`
    insert into exam_papers (exam_id, user_id, site_id, started_at, deadline_at)
    select e.id, ${param('userId')}::int, ${param('siteId')}::int, ${param('startedAt')}::timestamptz, ${param('deadlineAt')}::timestamptz
    from release_courses c
    join exams e on e.site_id = c.site_id and e.relation_type = ${param('relationType')}::int and e.relation_id = c.id and e.exam_type = ${param('examType')}::int
    join ${registration} on true
    where c.id = ${param('relationId')}::int and c.site_id = ${param('siteId')}::int and c.published_at <= ${param('startedAt')}::timestamptz
      and e.id = ${param('examId')}::int and e.bank_version = ${param('bankVersion')}::int
      and e.question_count = ${param('questionCount')}::int and e.duration_seconds = ${param('durationSeconds')}::int
      and "registration"."status" = ${sql.raw(String(RegistrationStatus.AUDITED))}
      and "registration"."learning_process" >= ${sql.raw(String(LearningProcess.LEARNING_ENDED))}
      and not exists (select 1 from exam_papers o where o.exam_id = e.id and o.user_id = ${param('userId')}::int and o.submitted_at is null)
      and not exists (
        select 1 from exams x
        where x.site_id = e.site_id and x.relation_type = e.relation_type and x.relation_id = e.relation_id and x.exam_type = ${sql.raw(String(ExamType.EXERCISE))}
          and not exists (select 1 from exam_papers f where f.exam_id = x.id and f.user_id = ${param('userId')}::int and f.submitted_at is not null))
    on conflict do nothing
    returning id as new_paper_id, exam_id as new_exam_id`);
  const q = db.$with('q', { rowId: sql<number>`row_id`.as('row_id') }).as(sql`
    insert into exam_paper_questions (paper_id, question_id, sort, question_type, content, options, option_order, answer, analysis)
    select p.new_paper_id, d."questionId", d.sort, d."questionType", d.content, d.options, d."optionOrder", d.answer, d.analysis
    from p cross join jsonb_to_recordset(${param('drawn')}::jsonb)
      as d("questionId" int, sort smallint, "questionType" smallint, content text, options jsonb, "optionOrder" jsonb, answer jsonb, analysis text)
    returning id as row_id, sort as row_sort`);
  // One row when the paper was written (its exam row with it), none when nothing was.
  return db
    .with(p, q)
    .select({
      paperId: sql<number>`p.new_paper_id`,
      ids: sql<number[]>`(select coalesce(array_agg(q.row_id order by q.row_sort), '{}') from q)`,
      exam: exams,
    })
    .from(p)
    .innerJoin(exams, sql`${exams.id} = p.new_exam_id`)
    .prepare('exam_open_known_paper');
}
const preparedOpenKnown = preparedPer(buildOpenKnown);
