// The exam day's state before its deadline, given to bench/submit-burst.ts's burst one factor at a
// time (issue 19, session 31: the same burst took 1.9 times as long at the end of the exam day as
// alone). PostgreSQL only; the knobs are described in submit-burst.ts's header.
import fs from 'node:fs';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema/index';
import { lockPapersWithExams, scorePapers } from '../apps/server/src/modules/exam/exam.repo';
import { AutovacuumStandIn } from './autovacuum-standin';

/**
 * BENCH_BURST_ANSWERED: `rounds` rounds of the exam day's saves written by SQL, round r the answer of
 * every attempt's question r (mod 50), with a pass of autovacuum's stand-in every 3 rounds.
 */
export async function answerByRounds(url: string, examId: number, rounds: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const passes: string[] = [];
  try {
    for (let r = 0; r < rounds; r++) {
      // A save writes the letters and the time where the attempt (read FOR SHARE) is open; a third wrong, as the bench's learners.
      await client.query(
        `update exam_paper_questions q set user_answer = case when (q.id + $2) % 3 = 0 then '["Z"]'::jsonb else q.answer end, answered_at = now()
         from (select id from exam_papers where exam_id = $1 and submitted_at is null for share) p
         where q.paper_id = p.id and q.sort = $2`,
        [examId, r % 50],
      );
      if (r % 3 === 2) {
        const standIn = new AutovacuumStandIn(url);
        await standIn.start();
        await standIn.stop();
        passes.push(...standIn.done.map((d) => `${d.replace(/ at \d+ s$/, '')} after round ${r + 1}`));
      }
    }
  } finally {
    await client.end();
  }
  return passes;
}

/** BENCH_BURST_COMPACT: the tables the saves and slides wrote, rewritten as fresh and analyzed. */
export async function compactTables(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('cluster exam_paper_questions using exam_paper_questions_paper_question_uq');
    await client.query('vacuum full exam_papers');
    await client.query('vacuum full sessions');
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** The exam tables' rows, dead rows, updates (HOT among them) and sizes, and the server's resident memory. */
export async function describeTables(url: string, serverPids: number[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ line: string }>(`
      select format('%s: %s live, %s dead, %s updated (%s HOT), heap %s, indexes %s, last vacuum %s, last analyze %s',
        relname, n_live_tup, n_dead_tup, n_tup_upd, n_tup_hot_upd, pg_size_pretty(pg_relation_size(relid)),
        pg_size_pretty(pg_indexes_size(relid)), coalesce(to_char(last_vacuum, 'HH24:MI:SS'), 'never'),
        coalesce(to_char(last_analyze, 'HH24:MI:SS'), 'never')) as line
      from pg_stat_user_tables where relname in ('exam_paper_questions', 'exam_papers', 'sessions') order by relname`);
    const rss = serverPids.map((pid) => {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      return m ? `${(Number(m[1]) / 1024).toFixed(0)} MB` : '?';
    });
    return [...rows.map((r) => r.line), `server resident memory: ${rss.join(', ')}`];
  } finally {
    await client.end();
  }
}

/** BENCH_BURST_EXPLAIN: a batch's lock and score statements on 200 attempts, planned and run with buffers, rolled back. */
export async function explainBatch(url: string, paperIds: number[]) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const plans: string[] = [];
  pool.on('connect', (c) => c.on('notice', (n) => plans.push(n.message ?? '')));
  const db = drizzle(pool, { schema }) as unknown as Db;
  try {
    await pool.query(
      `load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_buffers = on; set auto_explain.log_wal = on; set client_min_messages = log`,
    );
    await db
      .transaction(async (tx) => {
        const locked = await lockPapersWithExams(tx, paperIds);
        const now = new Date();
        await scorePapers(
          tx,
          locked.map((r) => ({ paperId: r.paper.id, answers: [], now, by: 'learner', totalPoints: r.exam.totalPoints, passScore: r.exam.passScore })),
        );
        tx.rollback();
      })
      .catch(() => undefined);
  } finally {
    await pool.end();
  }
  return plans;
}
