// Run by bench/run.ts in its own process after the server stopped (PGlite allows one process per
// data directory): reads every attempt at the exam scenario's quiz (BENCH_EXAM_ID) from the
// database with its questions, answers and right answers (derived: the saved letters equal the copy's), and the learners' registration and credit rows
// for the course, and prints them as one JSON line on stdout for run.ts to check.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openConfiguredDatabase } from '../apps/server/src/db/client';

export type RecordedAttempt = {
  id: number;
  userId: number;
  submitted: boolean;
  submittedBy: string | null;
  score: number | null;
  result: string | null;
  questions: number;
  answered: number;
  correct: number;
  learningProcess: number | null;
  creditGrants: number;
};

const examId = Number(process.env.BENCH_EXAM_ID);
if (!Number.isInteger(examId) || examId <= 0) throw new Error('BENCH_EXAM_ID is not set');
const database = await openConfiguredDatabase(loadConfig());
try {
  const result = await database.db.execute(sql`
    select p.id, p.user_id as "userId", p.submitted_at is not null as submitted, p.submitted_by as "submittedBy", p.score, p.result,
      (select count(*)::int from exam_paper_questions q where q.paper_id = p.id) as questions,
      (select count(q.user_answer)::int from exam_paper_questions q where q.paper_id = p.id) as answered,
      (select count(*)::int from exam_paper_questions q where q.paper_id = p.id and q.user_answer = q.answer) as correct,
      (select r.learning_process from registrations r where r.user_id = p.user_id and r.relation_id = e.relation_id) as "learningProcess",
      (select count(*)::int from credit_grants g where g.user_id = p.user_id and g.release_course_id = e.relation_id) as "creditGrants"
    from exam_papers p join exams e on e.id = p.exam_id
    where p.exam_id = ${examId}
    order by p.user_id, p.id`);
  const rows = (result as unknown as { rows: RecordedAttempt[] }).rows;
  process.stdout.write(`${JSON.stringify(rows)}\n`);
} finally {
  await database.close();
}
