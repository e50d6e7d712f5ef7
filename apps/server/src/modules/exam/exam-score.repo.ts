import { sql } from 'drizzle-orm';
import { ExamResultCode } from '@credo/contracts/exam';
import type { Db } from '../../db/client';

/* Scoring attempts (exam.repo's statements on exam_papers and exam_paper_questions, split by sub-resource). */

/**
 * Scores and closes an attempt in one statement (issue 19: was a read of every question, two
 * updates and the paper's update): `answers` (the submit's list, already checked; may be empty) are
 * written where they differ from the saved answer, the score counts the questions whose answer
 * (the list's, else the saved one) equals the correct letters (both sorted, all or nothing, as
 * isCorrect), and the paper gets the score (right share of `totalPoints`, rounded half up as
 * scoreOf), result and submitter. Correctness is not written to the question rows (issue 19: it
 * rewrote all of a paper's rows, each a full copy with its text; readers derive it with
 * `isCorrect`), so a submit whose list repeats the saved answers writes the paper's row only. The
 * caller holds the attempt's row lock (FOR UPDATE, taken by an earlier statement of its
 * transaction), so every save acknowledged before is visible to this statement and none lands after it.
 */
export async function scorePaper(db: Db, w: PaperToScore): Promise<{ score: number; result: string }> {
  const [row] = await scorePapers(db, [w]);
  return { score: row.score, result: row.result };
}

export type PaperToScore = { paperId: number; answers: { id: number; answer: string[] }[]; now: Date; by: string; totalPoints: number; passScore: number };

/**
 * scorePaper for several attempts in one statement (a batch of submits, submit-batch.ts): each
 * attempt with its own answers, time, submitter and exam's points. Returns one row per attempt.
 */
export async function scorePapers(db: Db, papers: PaperToScore[]): Promise<{ paperId: number; score: number; result: string }[]> {
  if (papers.length === 0) return [];
  const ps = papers.map((p) => ({ id: p.paperId, at_time: p.now.toISOString(), by_whom: p.by, total: p.totalPoints, pass: p.passScore }));
  const vs = papers.flatMap((p) => p.answers.map((a) => ({ id: a.id, paper_id: p.paperId, answer: a.answer, at_time: p.now.toISOString() })));
  const ids = `{${papers.map((p) => p.paperId).join(',')}}`;
  // The questions are read by their attempts' ids (`= any`, the paper index): joined to the recordset
  // alone, PostgreSQL scanned every attempt's questions for each batch (90 ms a batch at 10,000 attempts
  // of 20 questions, 8 ms by the index; session 26), a cost growing with the class. At the deadline
  // most batches bring no answer lists (the answers were saved): the statement then has no answers'
  // recordset and no update of the questions. The attempts too are updated through the primary key
  // (`e.id = any`): joined to the batch alone, PostgreSQL read every attempt of the table for each
  // batch (10,000 rows and 1.8 of the statement's 5 ms for a batch of 50; issue 19, session 28).
  const scores =
    vs.length === 0
      ? sql`s as (
      select q.paper_id, round(count(*) filter (where q.user_answer = q.answer) * max(p.total)::numeric / count(*))::int as score
      from p join exam_paper_questions q on q.paper_id = p.id
      where q.paper_id = any(${ids}::int[])
      group by q.paper_id
    )`
      : sql`v as (
      select * from jsonb_to_recordset(${JSON.stringify(vs)}::jsonb) as v(id int, paper_id int, answer jsonb, at_time timestamptz)
    ), written as (
      update exam_paper_questions q
      set user_answer = v.answer, answered_at = v.at_time
      from v
      where q.id = v.id and q.paper_id = v.paper_id and q.user_answer is distinct from v.answer
      returning q.id
    ), s as (
      select q.paper_id, round(count(*) filter (where coalesce(v.answer, q.user_answer) = q.answer) * max(p.total)::numeric / count(*))::int as score
      from p join exam_paper_questions q on q.paper_id = p.id left join v on v.id = q.id and v.paper_id = q.paper_id
      where q.paper_id = any(${ids}::int[])
      group by q.paper_id
    )`;
  const result = await db.execute(sql`
    with p as (
      select * from jsonb_to_recordset(${JSON.stringify(ps)}::jsonb) as p(id int, at_time timestamptz, by_whom text, total int, pass int)
    ), ${scores}
    update exam_papers e
    set submitted_at = p.at_time, submitted_by = p.by_whom, score = coalesce(s.score, 0),
        result = case when coalesce(s.score, 0) >= p.pass then ${ExamResultCode.PASS} else ${ExamResultCode.FAIL} end
    from p left join s on s.paper_id = p.id
    where e.id = any(${ids}::int[]) and e.id = p.id
    returning e.id as "paperId", e.score, e.result`);
  const rows = (result as unknown as { rows: { paperId: number; score: number; result: string }[] }).rows;
  const byId = new Map(rows.map((r) => [Number(r.paperId), r]));
  return papers.map((p) => {
    const row = byId.get(p.paperId)!;
    return { paperId: p.paperId, score: Number(row.score), result: row.result };
  });
}
