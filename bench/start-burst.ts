// `npx tsx bench/start-burst.ts`: the exam scenario's start burst alone (issue 19, target 2:
// `getContent` with a class starting at once ≥ 0.2 of the bare route), in rounds, for before/after
// comparisons on a shared machine:
//   BENCH_DATABASE_URL=postgres://… [BENCH_BEFORE_ROOT=/path/to/other/checkout] npx tsx bench/start-burst.ts
// A fresh PostgreSQL database with the demo seed and one class of BENCH_START_LEARNERS (default
// 500) per round and server (each its own quiz: a start of a learner who started already would be
// a resume). Each round, for each server (order swapped every round; with BENCH_BEFORE_ROOT a
// second server from that checkout, on a database of its own migrated and prepared by that
// checkout, so a schema change is measured too): the bare route loaded in the burst's
// shape (as many concurrent requests, one each, fresh connections, as bench/exam-class.ts does),
// then the class starts at once. Prints starts/s, p50/p99, the ratio to the bare route and the CPU
// per start of the server process and of the database's backends, from /proc (robust to load),
// with the load average. BENCH_ROUNDS (default 3), after a warm-up class per server (JIT, pool
// connections, bank cache) that is not counted. With BENCH_CPU_PROF=<dir> this tree's server is
// profiled over each of its bursts (bench/cpu-prof.mjs between two SIGUSR2; bench/profile-summary.ts).
// The V8 profile samples wall time: a server preempted in `writev` (the wakeup of the client it
// answers) shows as `writev`. With BENCH_PERF=<file> the whole machine is sampled on CPU time
// instead (`perf record -a -e cpu-clock -g` over each burst of this tree, its server run with
// --perf-basic-prof so JavaScript frames have names): `perf report -i <file>-round<n> --sort comm,dso,sym`.
// With BENCH_ACCEPT_ENCODING (say 'br, gzip', as browsers send) the starts ask for a compressed
// answer: the server's compression is then part of the CPU per start (a compressed answer is not
// decoded, so only its HTTP status is checked).
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../e2e/server';
import { burstCpuWindow } from './burst-cpu';
import { adminDatabaseUrl, burstServer, PERF, PROF, profileBurst, root, ROUNDS } from './burst-server';
import { databaseScript, freshPostgres } from './database-process';
import { percentile, send, sendRetryingBusy } from './exam-class';
import type { PreparedExam } from './prepare-exam';
import { learnerCookie } from './learner-cookie';
import { startScript } from './checkout-process';

const LEARNERS = Number(process.env.BENCH_START_LEARNERS ?? 500);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;
const adminUrl = adminDatabaseUrl();

/** `n` requests at once, each on a fresh connection of a fresh agent (the burst's shape): req/s, p50, p99 and failures. */
async function burst(n: number, one: (i: number, agent: http.Agent) => Promise<{ status: number; body: string; ms: number }>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const t0 = performance.now();
  const replies = await Promise.all(Array.from({ length: n }, (_, i) => one(i, agent)));
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();
  const ms = replies.map((r) => r.ms).sort((a, b) => a - b);
  const failed = replies.filter((r) => r.status !== 200 || (!ACCEPT_ENCODING && !r.body.includes('"code":200'))).length;
  return { rps: n / seconds, p50: percentile(ms, 0.5), p99: percentile(ms, 0.99), failed, body: replies[0]?.body ?? '' };
}

const dbs: { url: string; drop: () => Promise<void> }[] = [];
const stops: (() => Promise<void>)[] = [];
try {
  /** A database of its own for the server of checkout `cwd`, migrated and prepared by that checkout: its classes. */
  const prepared = async (cwd: string) => {
    const db = await freshPostgres(adminUrl, 'credo_bench_start');
    dbs.push(db);
    const classes = await databaseScript<PreparedExam[]>(path.relative(root, path.join(cwd, 'bench/exam-day-prepare.ts')), {
      DATA_DIR: os.tmpdir(),
      DATABASE_URL: db.url,
      BENCH_EXAM_DAY_STEPS: Array.from({ length: ROUNDS + 1 }, () => LEARNERS).join(','),
      BENCH_EXAM_DAY_LIMIT: '3600',
    });
    return { db, classes };
  };
  const barePort = await freePort();
  const bare = await startScript(root, 'bench/bare-server.ts', { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`);
  stops.push(bare.stop);
  const mine = await prepared(root);
  const under = [{ name: 'this tree', profiled: Boolean(PROF || PERF), ...mine, ...(await burstServer(root, mine.db.url, true)) }];
  stops.push(under[0].stop);
  if (process.env.BENCH_BEFORE_ROOT) {
    const theirs = await prepared(process.env.BENCH_BEFORE_ROOT);
    const before = {
      name: `before (${path.basename(process.env.BENCH_BEFORE_ROOT)})`,
      profiled: false,
      ...theirs,
      ...(await burstServer(process.env.BENCH_BEFORE_ROOT, theirs.db.url, false)),
    };
    stops.push(before.stop);
    under.unshift(before);
  }
  const bareUrl = new URL(`http://127.0.0.1:${barePort}/bare`);
  const startAll = (s: (typeof under)[number], exam: PreparedExam) => {
    const url = new URL('/api/certification/exam/getContent', s.url);
    return burst(LEARNERS, (i, agent) =>
      sendRetryingBusy(
        url,
        {
          cookie: learnerCookie(exam.learners[i].token),
          origin: s.url,
          'x-forwarded-for': `10.1.${i >> 8}.${i & 255}`,
          ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
        },
        { siteId: 1, languageId: 1, relationType: 1, relationId: exam.courseId },
        agent,
      ),
    );
  };
  // Warm-up, not counted: JIT, the pools' connections, the bank caches.
  await burst(LEARNERS, (_, agent) => send(bareUrl, 'GET', {}, undefined, agent));
  for (const s of under) await startAll(s, s.classes[0]);
  console.log(
    `Start burst, ${LEARNERS} learners at once, PostgreSQL; ${os.cpus().length} cores${ACCEPT_ENCODING ? `; Accept-Encoding: ${ACCEPT_ENCODING}` : ''}`,
  );
  console.log('| round | server | load avg | bare req/s | starts/s | p50 / p99 ms | ratio | server CPU ms/start | PostgreSQL CPU ms/start | failed |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? under : [...under].reverse();
    for (const s of order) {
      const exam = s.classes[round];
      const load = os.loadavg()[0].toFixed(1);
      const base = await burst(LEARNERS, (_, agent) => send(bareUrl, 'GET', {}, undefined, agent));
      const endProfile = await profileBurst(s, round);
      const cpu = burstCpuWindow([s.pid], s.db.url);
      const r = await startAll(s, exam);
      const used = await cpu.end();
      await endProfile();
      const perStart = (seconds: number) => ((seconds * 1000) / LEARNERS).toFixed(2);
      console.log(
        `| ${round} | ${s.name} | ${load} | ${base.rps.toFixed(0)} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} / ${r.p99.toFixed(0)} | ` +
          `${(r.rps / base.rps).toFixed(2)} | ${perStart(used.server)} | ${perStart(used.postgresBench)} | ${r.failed} |`,
      );
      if (r.failed) console.log(`  first reply: ${r.body.slice(0, 200)}`);
    }
  }
} finally {
  for (const stop of stops) await stop();
  for (const db of dbs) await db.drop();
}
