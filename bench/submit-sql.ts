// `BENCH_DATABASE_URL=postgres://… npx tsx bench/submit-sql.ts`: PostgreSQL's share of a deadline
// submit, statement by statement (issue 19: 280 to 360 µs of the backends' CPU per submit in the
// 10,000 burst, and pg_stat_statements is not loaded here). Prepares the burst's database on a fresh
// database (BENCH_SUBMIT_SQL_LEARNERS, default 10,000: the bench quiz, every attempt started and one
// answer saved, in process), then runs the statements a batch of submits runs, in batches of
// BENCH_SUBMIT_SQL_BATCH (default 200, SUBMIT_BATCH.max) on one connection, and reads the backend's
// CPU time around each (/proc/<pid>/schedstat, nanoseconds): the session rows and users read by the
// requests (batched lookups), the transaction's lock, score, what follows, and COMMIT. Prints µs of
// PostgreSQL CPU per submit for each, and the plans with buffers and WAL of the first batch's
// statements (auto_explain, sent to this client; BENCH_SUBMIT_SQL_PLANS=1). BENCH_SUBMIT_SQL_COMPARE=<path
// of another tree's exam-score.repo.ts> first scores every batch with both trees' statement, in
// rolled-back transactions, alternated. The database is dropped at the end.
import { hash } from 'node:crypto';
import fs from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema/index';
import { migrate } from '../apps/server/src/db/migrate';
import { LocalDiskStorage } from '../apps/server/src/platform/storage';
import { seedDemo } from '../apps/server/src/seed/seed-demo';
import { getContent, saveAnswer } from '../apps/server/src/modules/exam/exam.service';
import { lockPapersWithExams, scorePapers } from '../apps/server/src/modules/exam/exam.repo';
import { afterScoredMany } from '../apps/server/src/modules/exam/submit-rules';
import { sessionStoreOf } from '../apps/server/src/session-wiring';
import { answerOf } from './exam-class';
import { freshPostgres } from './database-process';
import { prepareExam } from './prepare-exam';

/** The session row's key, as platform/session.ts hashes the cookie's token. */
const hashToken = (token: string) => hash('sha256', token, 'base64url');
const LEARNERS = Number(process.env.BENCH_SUBMIT_SQL_LEARNERS ?? 10_000);
const BATCH = Number(process.env.BENCH_SUBMIT_SQL_BATCH ?? 200);
if (!process.env.BENCH_DATABASE_URL) throw new Error('BENCH_DATABASE_URL is required (PostgreSQL)');

const postgres = await freshPostgres(process.env.BENCH_DATABASE_URL, 'credo_bench_submit_sql');
try {
  // 1. The burst's database: the class started, one answer saved each (as bench/submit-burst.ts).
  const database = await openDatabase({ databaseUrl: postgres.url });
  await migrate(database);
  await seedDemo(database.db, new LocalDiskStorage(fs.mkdtempSync('/tmp/credo-submit-sql-')));
  const exam = await prepareExam(database.db, LEARNERS, { durationSeconds: 7200 });
  const papers: { userId: number; token: string; paperId: number; examId: number; relationId: number }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let i = next++; i < exam.learners.length; i = next++) {
        const l = exam.learners[i];
        const c = await getContent(database.db, { siteId: 1 }, l.userId, { relationType: 1, relationId: exam.courseId });
        const q = c.questionHisList[0];
        await saveAnswer(database.db, { siteId: 1 }, l.userId, {
          paperHisRefId: c.paperHisRefId,
          questionHisId: q.questionHisRefId,
          answer: answerOf(q, i % 3 !== 0),
        });
        papers.push({ userId: l.userId, token: l.token, paperId: c.paperHisRefId, examId: c.examId, relationId: c.relationId });
      }
    }),
  );
  await database.close();
  // As in the burst, the statements find the tables as the starts left them (autovacuum may or may
  // not have been by); BENCH_SUBMIT_SQL_VACUUM=1 vacuums and analyzes them first.
  if (process.env.BENCH_SUBMIT_SQL_VACUUM === '1') {
    const pool0 = new pg.Pool({ connectionString: postgres.url, max: 1 });
    await pool0.query('vacuum analyze');
    await pool0.end();
  }

  // 2. One connection, its backend's CPU read around each statement.
  const pool = new pg.Pool({ connectionString: postgres.url, max: 1, idleTimeoutMillis: 0 });
  const plans: string[] = [];
  pool.on('connect', (c) => c.on('notice', (n) => plans.push(n.message ?? '')));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const pid = (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
  const cpuNs = () => Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  const spent = new Map<string, number>();
  let mark = cpuNs();
  const step = (name: string) => {
    const now = cpuNs();
    spent.set(name, (spent.get(name) ?? 0) + now - mark);
    mark = now;
  };
  const explain = async (on: boolean) => {
    await pool.query(
      on
        ? `load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_buffers = on; set auto_explain.log_wal = on; set auto_explain.log_nested_statements = on; set client_min_messages = log`
        : `set auto_explain.log_min_duration = -1; set client_min_messages = notice`,
    );
    mark = cpuNs();
  };
  const store = sessionStoreOf(db);
  const other = process.env.BENCH_SUBMIT_SQL_COMPARE;
  if (other) {
    // A/B of the score statement: this tree's scorePapers against another tree's (a path to its
    // exam-score.repo.ts), on the same batches, each batch scored by both in rolled-back
    // transactions, the order alternated batch by batch.
    const { scorePapers: otherScore } = (await import(other)) as { scorePapers: typeof scorePapers };
    const kinds = [
      ['this tree', scorePapers],
      ['other tree', otherScore],
    ] as const;
    const cpu = new Map<string, number>();
    for (let from = 0, k = 0; from < papers.length; from += BATCH, k++) {
      const ids = papers.slice(from, from + BATCH).map((p) => p.paperId);
      for (const [name, score] of k % 2 ? [...kinds].reverse() : kinds) {
        await db
          .transaction(async (tx) => {
            const locked = await lockPapersWithExams(tx, ids);
            const before = cpuNs();
            const now = new Date();
            await score(
              tx,
              locked.map((r) => ({ paperId: r.paper.id, answers: [], now, by: 'learner', totalPoints: r.exam.totalPoints, passScore: r.exam.passScore })),
            );
            cpu.set(name, (cpu.get(name) ?? 0) + cpuNs() - before);
            tx.rollback();
          })
          .catch(() => undefined);
      }
    }
    for (const [name, ns] of cpu) console.log(`score statement, ${name}: ${(ns / 1000 / papers.length).toFixed(1)} µs of PostgreSQL CPU per submit`);
  }
  await explain(true);
  for (let from = 0; from < papers.length; from += BATCH) {
    const batch = papers.slice(from, from + BATCH);
    const now = new Date();
    mark = cpuNs();
    await Promise.all(batch.map((p) => store.findLive(hashToken(p.token), now)));
    step('session rows (one IN)');
    await Promise.all(batch.map((p) => store.activeUser(p.userId)));
    step('users (one IN)');
    await db.transaction(async (tx) => {
      step('BEGIN');
      const locked = await lockPapersWithExams(
        tx,
        batch.map((p) => p.paperId),
      );
      step('lock attempts with exams');
      const scores = await scorePapers(
        tx,
        locked.map((r) => ({ paperId: r.paper.id, answers: [], now, by: 'learner', totalPoints: r.exam.totalPoints, passScore: r.exam.passScore })),
      );
      step('score');
      await afterScoredMany(
        tx,
        locked.map((r, k) => ({ paper: r.paper, exam: r.exam, scored: scores[k], now })),
      );
      step('after the scores');
    });
    step('COMMIT');
    if (from === 0) await explain(false);
  }
  const total = [...spent.values()].reduce((a, b) => a + b, 0);
  console.log(`${papers.length} submits in batches of ${BATCH}, PostgreSQL backend CPU per submit:`);
  for (const [name, ns] of spent) console.log(`  ${name}: ${(ns / 1000 / papers.length).toFixed(1)} µs`);
  console.log(`  all: ${(total / 1000 / papers.length).toFixed(1)} µs`);
  if (process.env.BENCH_SUBMIT_SQL_PLANS === '1') console.log(plans.join('\n\n'));
  await pool.end();
} finally {
  await postgres.drop();
}
