import { sql } from 'drizzle-orm';
import { ExamResultCode } from '@credo/contracts/exam';
import type { Db } from '../../db/client';
import { param } from '../../db/prepared-per';
import { examPapers } from '../../db/schema/index';

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
 * scorePaper for several attempts in one statement (a batch of submits, submit-batch.ts; the
 * sweeper's batch): each attempt with its own answers, time, submitter and exam's points. Returns
 * one row per attempt.
 *
 * Each attempt's questions are counted by their own index scan (a lateral subquery per attempt,
 * `paper_id = p.id`, 50 rows), not aggregated over the whole batch and joined back: with the
 * tables analyzed, PostgreSQL planned that join as a nested loop that re-read the batch's
 * aggregate for every attempt (a batch of 200: 10,000 question rows 200 times), 190 to 440 µs of
 * its CPU a submit in batches of 20 to 200 against 30 to 50 this way (bench/submit-sql.ts, issue
 * 19, session 29). An attempt's answers travel with it as one JSON object (question id → letters),
 * read where its questions are counted and written where they differ from the saved answer, so no
 * answers' recordset is joined per attempt either. Two named statements (with and without answer
 * lists: at the deadline most submits bring none), parsed and planned once per connection.
 */
export async function scorePapers(db: Db, papers: PaperToScore[]): Promise<{ paperId: number; score: number; result: string }[]> {
  if (papers.length === 0) return [];
  const withAnswers = papers.some((p) => p.answers.length > 0);
  const rows = await scoreStatement(db, withAnswers).execute({
    papers: JSON.stringify(
      papers.map((p) => ({
        id: p.paperId,
        at_time: p.now.toISOString(),
        by_whom: p.by,
        total: p.totalPoints,
        pass: p.passScore,
        ...(withAnswers ? { answers: Object.fromEntries(p.answers.map((a) => [a.id, a.answer])) } : {}),
      })),
    ),
    ids: `{${papers.map((p) => p.paperId).join(',')}}`,
  });
  const byId = new Map(rows.map((r) => [r.paperId, r]));
  return papers.map((p) => {
    const row = byId.get(p.paperId)!;
    return { paperId: p.paperId, score: row.score ?? 0, result: row.result ?? ExamResultCode.FAIL };
  });
}

/**
 * The score statement on `db` (a transaction: built per batch, but its text is fixed, so the
 * driver sends it under its name and PostgreSQL parses and plans it once per connection).
 */
function scoreStatement(db: Db, withAnswers: boolean) {
  const p = db.$with('p', { id: sql<number>`id` }).as(sql`select * from jsonb_to_recordset(${param('papers')}::jsonb)
      as p(id int, at_time timestamptz, by_whom text, total int, pass int${withAnswers ? sql`, answers jsonb` : sql``})`);
  // The list's answers where they differ from the saved one (its question of this attempt only).
  const written = db.$with('written', { id: sql<number>`id` }).as(sql`update exam_paper_questions q
      set user_answer = a.value, answered_at = p.at_time
      from p cross join lateral jsonb_each(p.answers) a
      where q.id = a.key::int and q.paper_id = p.id and q.user_answer is distinct from a.value
      returning q.id`);
  // Right answers (the list's, else the saved one) share of the exam's points, rounded half up (scoreOf).
  const answer = withAnswers ? sql`coalesce(p.answers -> q.id::text, q.user_answer)` : sql`q.user_answer`;
  const r = sql`(select p.*, coalesce(round(c.right_n * p.total::numeric / nullif(c.n, 0))::int, 0) as score
      from p cross join lateral (
        select count(*) filter (where ${answer} = q.answer) as right_n, count(*) as n
        from exam_paper_questions q where q.paper_id = p.id
      ) c) as r`;
  return (withAnswers ? db.with(p, written) : db.with(p))
    .update(examPapers)
    .set({
      submittedAt: sql`r.at_time`,
      submittedBy: sql`r.by_whom`,
      score: sql`r.score`,
      result: sql`case when r.score >= r.pass then ${ExamResultCode.PASS} else ${ExamResultCode.FAIL} end`,
    })
    .from(r)
    .where(sql`${examPapers.id} = any(${param('ids')}::int[]) and ${examPapers.id} = r.id`)
    .returning({ paperId: examPapers.id, score: examPapers.score, result: examPapers.result })
    .prepare(withAnswers ? 'exam_score_papers_answers' : 'exam_score_papers');
}
