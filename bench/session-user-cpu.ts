// CPU per request of the two paths whose per-request cost is the session's user lookup (issue 19,
// decision 0038): the signed-in learner's course detail and the exam's saveAnswer, for two checkouts
// on one fresh PostgreSQL database, alternated (order swapped every round):
//   BENCH_DATABASE_URL=postgres://… BENCH_BEFORE_ROOT=/path/to/before [BENCH_AFTER_ROOT=/path] npx tsx bench/session-user-cpu.ts
// Each run reads the CPU the server process and the database's backends used from /proc
// (burst-cpu.ts): robust to load from elsewhere on a shared machine, unlike req/s. The detail is
// loaded with autocannon (right after the bare route, for its ratio); the saves by BENCH_SAVE_LEARNERS
// learners (default 200) each saving back to back, then by BENCH_PACED_LEARNERS (default 1,000) each saving
// once every BENCH_PACE_MS (default 6,000: longer than the 5 s session cache, so every save reads its
// session and its user, as on an exam day where a learner saves every 15 to 30 s).
// BENCH_ROUNDS (3), BENCH_SECONDS (10), BENCH_CONNECTIONS (20). With BENCH_CPU_PROF=<dir> each server
// is profiled (bench/cpu-prof.mjs) over its first round's learner detail: <dir>/<before|after>/window-<pid>.cpuprofile,
// for bench/profile-summary.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../e2e/server';
import { burstCpuWindow, type BurstCpu } from './burst-cpu';
import { databaseScript, freshPostgres } from './database-process';
import { answerOf, newAgent, percentile, send, type Content } from './exam-class';
import { learnerCookie } from './learner-cookie';
import { endProfileWindow } from './profile-window';
import type { PreparedDb } from './prepare-db';
import { startScript } from './checkout-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LEARNERS = Number(process.env.BENCH_SAVE_LEARNERS ?? 200);
const PACED = Number(process.env.BENCH_PACED_LEARNERS ?? 1000);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 6000);
const adminUrl = process.env.BENCH_DATABASE_URL;
const beforeRoot = process.env.BENCH_BEFORE_ROOT;
if (!adminUrl || !beforeRoot) throw new Error('BENCH_DATABASE_URL (PostgreSQL) and BENCH_BEFORE_ROOT are needed');
const afterRoot = process.env.BENCH_AFTER_ROOT ?? root;
const PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;

async function server(name: string, cwd: string, databaseUrl: string, prof?: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = { PORT: String(port), PUBLIC_URL: url, DATABASE_URL: databaseUrl, DATA_DIR: os.tmpdir(), TRUST_PROXY: 'true' };
  if (prof) {
    Object.assign(env, {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(root, 'bench/cpu-prof.mjs')}`,
      BENCH_CPU_PROF: prof,
      BENCH_CPU_PROF_ON_SIGNAL: '1',
    });
  }
  return { name, url, prof, ...(await startScript(cwd, 'apps/server/src/main.ts', env, `${url}/healthz`)) };
}

/** Starts the profiled window of a server (cpu-prof.mjs) and waits until its profiler runs. */
async function startProfile(pid: number, dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 600 && !fs.existsSync(path.join(dir, `started-${pid}`)); i++) await new Promise((r) => setTimeout(r, 100));
}

async function cannon(opts: autocannon.Options) {
  await autocannon({ ...opts, duration: 2 });
  const r = await autocannon({ ...opts, duration: SECONDS, connections: CONNECTIONS });
  return { requests: r.requests.total, rps: r.requests.average, p99: r.latency.p99, bad: r.errors + r.non2xx };
}

const us = (s: number, n: number) => ((s * 1e6) / Math.max(1, n)).toFixed(0);
const cpuCells = (cpu: BurstCpu, n: number) => `${us(cpu.server, n)} | ${us(cpu.postgresBench, n)}`;

const db = await freshPostgres(adminUrl, 'credo_bench_session_user');
const stops: (() => Promise<void>)[] = [];
try {
  const prepared = await databaseScript<PreparedDb>('bench/prepare-db.ts', {
    DATA_DIR: os.tmpdir(),
    DATABASE_URL: db.url,
    BENCH_EXAM_LEARNERS: String(Math.max(LEARNERS, PACED)),
  });
  const servers = [
    await server(`before (${path.basename(beforeRoot)})`, beforeRoot, db.url, PROF && path.join(PROF, 'before')),
    await server(`after (${path.basename(afterRoot)})`, afterRoot, db.url, PROF && path.join(PROF, 'after')),
  ];
  stops.push(...servers.map((s) => s.stop));
  const barePort = await freePort();
  const bareServer = await startScript(root, 'bench/bare-server.ts', { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`);
  stops.push(bareServer.stop);
  const bare = `http://127.0.0.1:${barePort}/bare`;

  const cookie = learnerCookie(prepared.learnerToken);
  const first = servers[0].url;
  const enrol = await fetch(`${first}/api/user/registration/addRegistration`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: first },
    body: JSON.stringify({ siteId: 1, languageId: 1, relationId: prepared.courseId, emailNotificationStatus: 0, courseType: 0 }),
  });
  if (((await enrol.json()) as { code: number }).code !== 200) throw new Error('The bench learner could not enrol');

  // Every learner starts the exam once (both servers share the database).
  const exam = prepared.exam;
  const headersOf = (url: string, token: string, i: number) => ({ cookie: learnerCookie(token), origin: url, 'x-forwarded-for': `10.2.${i >> 8}.${i & 255}` });
  const contents: (Content | null)[] = [];
  for (const [i, l] of exam.learners.entries()) {
    const r = await send(new URL('/api/certification/exam/getContent', first), 'POST', headersOf(first, l.token, i), {
      siteId: 1,
      languageId: 1,
      relationType: 1,
      relationId: exam.courseId,
    });
    contents.push(r.status === 200 ? ((JSON.parse(r.body) as { data: Content }).data ?? null) : null);
  }

  /** Saves for `seconds` by the first `count` learners, back to back or each once every `paceMs` (from a random offset). */
  async function saves(url: string, seconds: number, count: number, paceMs = 0) {
    newAgent();
    const ms: number[] = [];
    let failed = 0;
    const end = performance.now() + seconds * 1000;
    const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
    await Promise.all(
      exam.learners.slice(0, count).map(async (l, i) => {
        const c = contents[i];
        if (!c) return;
        if (paceMs) await sleep(Math.random() * paceMs);
        for (let k = 0; performance.now() < end; k++) {
          const q = c.questionHisList[k % c.questionHisList.length];
          const body = { siteId: 1, languageId: 1, paperHisRefId: c.paperHisRefId, questionHisId: q.questionHisRefId, answer: answerOf(q, k % 2 === 0) };
          const r = await send(new URL('/api/certification/exam/saveAnswer', url), 'POST', headersOf(url, l.token, i), body);
          ms.push(r.ms);
          if (r.status !== 200 || !r.body.includes('"code":200')) failed++;
          if (paceMs) await sleep(Math.max(0, Math.min(paceMs - r.ms, end - performance.now())));
        }
      }),
    );
    return { ms: ms.sort((a, b) => a - b), failed };
  }

  /** One save run inside a CPU window: a row of the table. */
  async function saveRow(round: number, s: (typeof servers)[number], label: string, count: number, paceMs = 0) {
    const l1 = os.loadavg()[0];
    const w = burstCpuWindow([s.pid], db.url);
    const t0 = performance.now();
    const r = await saves(s.url, SECONDS, count, paceMs);
    const wall = (performance.now() - t0) / 1000;
    const cpu = await w.end();
    console.log(
      `| ${round} | ${s.name} | ${label} | ${l1.toFixed(1)} | ${(r.ms.length / wall).toFixed(0)} | ${percentile(r.ms, 0.99).toFixed(0)} | ${r.failed} | | ${cpuCells(cpu, r.ms.length)} |`,
    );
  }

  console.log(`\nSession user lookup: CPU per request, ${SECONDS} s per run, PostgreSQL, Node ${process.version}, ${os.cpus().length} CPUs\n`);
  console.log('| round | server | entry | load avg (1 min) | req/s | p99 ms | bad | ratio to bare | server µs/req | PostgreSQL µs/req |');
  console.log('|---:|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? servers : [...servers].reverse();
    for (const s of order) {
      const detailUrl = `${s.url}/api/certification/release/course/detail?id=${prepared.courseId}&courseType=0&siteId=1&languageId=1`;
      const base = await cannon({ url: bare });
      const l1 = os.loadavg()[0];
      await autocannon({ url: detailUrl, headers: { cookie }, duration: 2 });
      const profiled = round === 1 && s.prof;
      if (profiled) await startProfile(s.pid, profiled);
      const w = burstCpuWindow([s.pid], db.url);
      const d = await autocannon({ url: detailUrl, headers: { cookie }, duration: SECONDS, connections: CONNECTIONS });
      const cpu = await w.end();
      if (profiled) {
        const { file, busyUs } = await endProfileWindow(s.pid, profiled);
        console.log(`(${s.name}: profile ${file}, sampled busy ${us(busyUs / 1e6, d.requests.total)} µs per request)`);
      }
      const bad = d.errors + d.non2xx;
      console.log(
        `| ${round} | ${s.name} | learner detail | ${l1.toFixed(1)} | ${d.requests.average.toFixed(0)} | ${d.latency.p99} | ${bad} | ${(d.requests.average / base.rps).toFixed(2)} | ${cpuCells(cpu, d.requests.total)} |`,
      );
      await saves(s.url, 2, LEARNERS);
      await saveRow(round, s, `save, ${LEARNERS} back to back`, LEARNERS);
      // Sessions cached by the back-to-back run expire first (the paced saves must miss the cache).
      await new Promise((r) => setTimeout(r, 5_500));
      await saveRow(round, s, `save, ${PACED} once per ${PACE_MS / 1000} s`, PACED, PACE_MS);
    }
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  await db.drop();
}
