// Run by bench/exam-day.ts after the server stopped: every saved answer of the ladder's quizzes
// (BENCH_EXAM_IDS), and each attempt's submit state, as one JSON line on stdout.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openConfiguredDatabase } from '../apps/server/src/db/client';

export type SavedAnswer = { paperId: number; questionId: number; answer: string[] | null; submittedBy: string | null };

const ids = (process.env.BENCH_EXAM_IDS ?? '').split(',').map(Number);
if (!ids.every((n) => Number.isInteger(n) && n > 0)) throw new Error('BENCH_EXAM_IDS is not set');
const database = await openConfiguredDatabase(loadConfig());
try {
  const result = await database.db.execute(sql`
    select q.paper_id as "paperId", q.id as "questionId", q.user_answer as answer, p.submitted_by as "submittedBy"
    from exam_paper_questions q join exam_papers p on p.id = q.paper_id
    where p.exam_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  process.stdout.write(`${JSON.stringify((result as unknown as { rows: SavedAnswer[] }).rows)}\n`);
} finally {
  await database.close();
}
