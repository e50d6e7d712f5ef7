// `npx tsx bench/save-burst.ts`: the exam scenario's save phase alone (issue 19: `saveAnswer` ≥ 0.3
// of the bare route in the same shape), in rounds, for before/after comparisons on a shared machine:
//   BENCH_DATABASE_URL=postgres://… [BENCH_BEFORE_ROOT=/path/to/other/checkout] npx tsx bench/save-burst.ts
// A fresh PostgreSQL database per server (migrated and prepared by that server's checkout) with one
// class of BENCH_BURST_LEARNERS (default 500) whose attempts are started first. Each round, for each
// server (order swapped every round): the bare route in the phase's shape (as many streams, each as
// many requests one after another, as bench/exam-class.ts), then every learner saves its paper's
// answers one after another (one save per question, right and wrong in turn by round), all learners
// in parallel. Prints saves/s, p50/p99, the ratio to the bare route and CPU from /proc (robust to
// load): the server's and PostgreSQL's per save and the bare route's per request, with the load
// average. BENCH_ROUNDS (default 3), after a warm-up phase per server that is not counted (JIT, pool
// connections). The save's rate limit (600 a minute per learner) allows about ten phases a minute.
// BENCH_SERVER_NODE_OPTIONS: Node options for this tree's server only (a V8 flag against the same
// code as BENCH_BEFORE_ROOT). Profiling this tree's server over its phases: BENCH_CPU_PROF=<dir>
// (V8's sampler, wall time: bench/cpu-prof.mjs between two SIGUSR2; bench/profile-summary.ts) or
// BENCH_PERF=<file> (`perf record -a` on CPU time, the server run with --perf-basic-prof:
// `perf report -i <file>-round<n>`). BENCH_ACCEPT_ENCODING (say 'br, gzip', as browsers send): the
// saves ask for a compressed answer, so the compression hooks' negotiation is part of a save's cost.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../e2e/server';
import { burstCpuWindow } from './burst-cpu';
import { adminDatabaseUrl, burstServer, PERF, PROF, profileBurst, root, ROUNDS } from './burst-server';
import { databaseScript, freshPostgres } from './database-process';
import { percentile, saveBody, send, sendRetryingBusy, type Content } from './exam-class';
import type { PreparedExam } from './prepare-exam';
import { learnerCookie } from './learner-cookie';
import { startScript } from './checkout-process';

const LEARNERS = Number(process.env.BENCH_BURST_LEARNERS ?? 500);
/** Node options for this tree's server only (say a V8 flag tried against the same code as BENCH_BEFORE_ROOT). */
const NODE_OPTIONS = process.env.BENCH_SERVER_NODE_OPTIONS;
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;
const adminUrl = adminDatabaseUrl();

/** `streams` concurrent streams of `each` requests one after another, on one keep-alive agent: req/s, p50, p99, failures. */
async function phase(
  streams: number,
  each: number,
  one: (stream: number, k: number, agent: http.Agent) => Promise<{ status: number; body: string; ms: number }>,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const ms: number[] = [];
  let failed = 0;
  let firstFailure = '';
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: streams }, async (_, s) => {
      for (let k = 0; k < each; k++) {
        const r = await one(s, k, agent);
        ms.push(r.ms);
        if (r.status !== 200 || !r.body.includes('"code":200')) {
          failed++;
          firstFailure ||= `HTTP ${r.status} ${r.body.slice(0, 200)}`;
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();
  ms.sort((a, b) => a - b);
  return { requests: ms.length, rps: ms.length / seconds, p50: percentile(ms, 0.5), p99: percentile(ms, 0.99), failed, firstFailure };
}

const dbs: { drop: () => Promise<void> }[] = [];
const stops: (() => Promise<void>)[] = [];
try {
  const barePort = await freePort();
  const bare = await startScript(root, 'bench/bare-server.ts', { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`);
  stops.push(bare.stop);
  const bareUrl = new URL(`http://127.0.0.1:${barePort}/bare`);

  /** A server of checkout `cwd` on a database of its own, migrated and prepared by that checkout, its class's attempts started. */
  const underTest = async (name: string, cwd: string, profiled: boolean) => {
    const db = await freshPostgres(adminUrl, 'credo_bench_save');
    dbs.push(db);
    const [exam] = await databaseScript<PreparedExam[]>(path.relative(root, path.join(cwd, 'bench/exam-day-prepare.ts')), {
      DATA_DIR: os.tmpdir(),
      DATABASE_URL: db.url,
      BENCH_EXAM_DAY_STEPS: String(LEARNERS),
      BENCH_EXAM_DAY_LIMIT: '7200',
    });
    const s = await burstServer(cwd, db.url, profiled, cwd === root ? NODE_OPTIONS : undefined);
    stops.push(s.stop);
    // Each learner from an address of its own, as in bench/exam-class.ts.
    const headers = exam.learners.map((l, i) => ({
      cookie: learnerCookie(l.token),
      origin: s.url,
      'x-forwarded-for': `10.1.${i >> 8}.${i & 255}`,
      ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
    }));
    const startUrl = new URL('/api/certification/exam/getContent', s.url);
    const contents = await Promise.all(
      exam.learners.map(async (_, i) => {
        const r = await sendRetryingBusy(startUrl, headers[i], { siteId: 1, languageId: 1, relationType: 1, relationId: exam.courseId });
        if (r.status !== 200) throw new Error(`start failed: HTTP ${r.status} ${r.body.slice(0, 200)}`);
        return (JSON.parse(r.body) as { data: Content }).data;
      }),
    );
    const saveUrl = new URL('/api/certification/exam/saveAnswer', s.url);
    const paper = contents[0].questionHisList.length;
    const saves = (round: number) =>
      phase(LEARNERS, paper, (i, k, agent) => {
        const c = contents[i];
        const q = c.questionHisList[k];
        return send(saveUrl, 'POST', headers[i], saveBody(c, q, (k + round) % 2 === 0), agent);
      });
    return { name, profiled, pid: s.pid, db, paper, saves };
  };

  const under = [await underTest('this tree', root, Boolean(PROF || PERF))];
  if (process.env.BENCH_BEFORE_ROOT)
    under.unshift(await underTest(`before (${path.basename(process.env.BENCH_BEFORE_ROOT)})`, process.env.BENCH_BEFORE_ROOT, false));
  const paper = under[0].paper;
  const bareLike = () => phase(LEARNERS, paper, (_, __, agent) => send(bareUrl, 'GET', {}, undefined, agent));

  // Warm-up, not counted: JIT, the pools' connections.
  await bareLike();
  for (const s of under) await s.saves(0);
  console.log(
    `Save phase, ${LEARNERS} learners × ${paper} saves one after another, all in parallel, PostgreSQL; ${os.cpus().length} cores` +
      (ACCEPT_ENCODING ? `; Accept-Encoding: ${ACCEPT_ENCODING}` : ''),
  );
  console.log(
    '| round | server | load avg | bare req/s | bare server µs/req | saves/s | p50 / p99 ms | ratio | server µs/save | PostgreSQL µs/save | client µs/save | failed |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (let round = 1; round <= ROUNDS; round++) {
    for (const s of round % 2 === 1 ? under : [...under].reverse()) {
      const load = os.loadavg()[0].toFixed(1);
      const bareCpu = burstCpuWindow([bare.pid]);
      const base = await bareLike();
      const bareUsed = await bareCpu.end();
      const endProfile = await profileBurst(s, round);
      const cpu = burstCpuWindow([s.pid], s.db.url);
      const r = await s.saves(round);
      const used = await cpu.end();
      await endProfile();
      const us = (seconds: number, n: number) => ((seconds * 1e6) / n).toFixed(0);
      console.log(
        `| ${round} | ${s.name} | ${load} | ${base.rps.toFixed(0)} | ${us(bareUsed.server, base.requests)} | ${r.rps.toFixed(0)} | ` +
          `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)} | ${(r.rps / base.rps).toFixed(2)} | ${us(used.server, r.requests)} | ` +
          `${us(used.postgresBench, r.requests)} | ${us(used.loadGenerator, r.requests)} | ${r.failed} |`,
      );
      if (r.failed) console.log(`  first failure: ${r.firstFailure}`);
    }
  }
} finally {
  for (const stop of stops) await stop();
  for (const db of dbs) await db.drop();
}
