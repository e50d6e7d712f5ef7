// `npx tsx bench/submit-burst.ts`: where the exam day's deadline goes (issue 19: 10,000 submits at
// once, p99 target 2 s). Prepares a class (BENCH_BURST_LEARNERS, default 10,000) on a fresh database
// (PGlite, or PostgreSQL with BENCH_DATABASE_URL), starts every attempt and saves one answer each
// through the learner's own keep-alive connection (as a browser holds one), then profiles the server
// (bench/cpu-prof.mjs, between two SIGUSR2) while every learner submits at the same moment. Prints
// the burst's submits/s, latencies, busy answers and the server's sampled CPU per submit, checks that
// every attempt was submitted by its learner, and leaves the profile in BENCH_CPU_PROF (default
// /tmp/credo-prof) for bench/profile-summary.ts. BENCH_SUBMIT_ANSWERS=1 sends every question's answer
// with the submit, as the exam page does (the deadline then also writes the answers not yet saved).
// Also prints the CPU the server, PostgreSQL and this load generator used in the burst (burst-cpu.ts).
// BENCH_BURST_NODES=2 (PostgreSQL only) runs that many server processes on the one port, a Node
// cluster (bench/cluster-preload.mjs), each profiled; a learner's connection stays with one of them.
// BENCH_SERVER_NODE_OPTIONS: Node options for the server only (a V8 heap setting, say).
// BENCH_BURST_AGED_SESSIONS=1 (PostgreSQL only): the sessions are made a minute before the burst, so
// none slides in it; this sets every session's last use a minute past the latest slide point
// (SLIDE_AFTER_MS, platform/session.ts) once the class has started and waits out the server's
// session cache, so each submit's session slides, the worst a deadline can meet (decision 0045
// spreads the slide points so that a real one meets few), and prints how many did. BENCH_CLIENT=node-http: the former node:http clients (bench/learner-link.ts).
//
// What the exam day leaves before its deadline, one factor at a time (issue 19, session 31: the same
// burst took 1.9 times as long at the end of the exam day as alone), all PostgreSQL only:
// - BENCH_BURST_ANSWERED=<rounds>: the tables after the exam day's saves, written by SQL with the
//   server idle: round r writes the answer of question r (mod 50, by sort) of every attempt, as the
//   saves' r-th round does (one statement a round, the attempts read FOR SHARE as a save reads its
//   own), with a pass of autovacuum's stand-in every 3 rounds (the exam day's ~27,000 saves a
//   minute, one pass a minute). 25 rounds are the exam day's ~250,000 saves.
// - BENCH_BURST_WARM=<rounds>: the server after the exam day's saves: that many rounds of saves
//   through HTTP, every learner saving question r in round r (200 learners at a time), so the
//   server's heap, caches and JIT have served as many requests (and the tables got the same writes).
// - BENCH_BURST_COMPACT=1: after the above, the tables rewritten as fresh (CLUSTER of a paper's
//   questions by paper, VACUUM FULL of the attempts and sessions, ANALYZE): the server's state kept,
//   the tables' undone.
// - BENCH_BURST_IN_FLIGHT=<saves a second>: the saves of the second before the deadline still
//   arriving: that many learners each save a question at a random moment of the last second before
//   the burst, and send their submit when the save is answered (as the exam day's learners do).
// - BENCH_BURST_EXPLAIN=1: after the burst, the plans (EXPLAIN ANALYZE with buffers, auto_explain) of
//   a batch's lock and score statements for 200 of the attempts, in a rolled-back transaction.
// Before the burst the bench prints the tables' row counts, dead rows, HOT share and sizes, and the
// server's resident memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer } from '../e2e/server';
import type { SavedAnswer } from './exam-day-check';
import { answerOf, percentile, retryingBusy, saveBody, type Content } from './exam-class';
import { CLIENT_KIND, learnerLink } from './learner-link';
import { databaseScript, freshPostgres } from './database-process';
import { AutovacuumStandIn } from './autovacuum-standin';
import type { PreparedExam } from './prepare-exam';
import { learnerCookie } from './learner-cookie';
import { endProfileWindow } from './profile-window';
import { burstCpuWindow, describeBurstCpu } from './burst-cpu';
import { answerByRounds, compactTables, describeTables, explainBatch } from './burst-exam-day-state';
import { SESSION_CACHE_MS } from '../apps/server/src/platform/session-cache';
import { SLIDE_AFTER_MS } from '../apps/server/src/platform/session';

/** Runs one statement on the bench's database; answers the rows it touched. */
async function onDatabase(url: string, statement: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

type Batches = { sizes: number[]; single: number; failed: number };

/** The submits' batches of one server's window (bench/submit-batch-probe.mjs writes them when it ends). */
async function batchesOf(pid: number, dir: string): Promise<Batches> {
  const file = path.join(dir, `batches-${pid}.json`);
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Batches) : { sizes: [], single: 0, failed: 0 };
}

/** How the deadline's submits were batched: how many batches, their sizes (by submit), single-way submits. */
function describeBatches(all: Batches[]) {
  const sizes = all.flatMap((b) => b.sizes).sort((a, b) => a - b);
  const submits = sizes.reduce((a, b) => a + b, 0);
  // The batch size the median submit was in (a few large batches carry most submits).
  let acc = 0;
  const bySubmit = sizes.find((n) => (acc += n) >= submits / 2) ?? 0;
  const under = (n: number) => sizes.filter((s) => s < n).length;
  return (
    `batches: ${sizes.length} for ${submits} submits (mean ${(submits / Math.max(1, sizes.length)).toFixed(1)}, the median submit's batch ${bySubmit}, ` +
    `smallest ${sizes[0] ?? 0}, largest ${sizes.at(-1) ?? 0}; ${under(10)} under 10, ${under(50)} under 50), ` +
    `${all.reduce((n, b) => n + b.single, 0)} submits the single way, ${all.reduce((n, b) => n + b.failed, 0)} batches failed`
  );
}

const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - performance.now())));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LEARNERS = Number(process.env.BENCH_BURST_LEARNERS ?? 10_000);
const WITH_ANSWERS = process.env.BENCH_SUBMIT_ANSWERS === '1';
const PROF = path.resolve(process.env.BENCH_CPU_PROF ?? '/tmp/credo-prof');
const NODES = Number(process.env.BENCH_BURST_NODES ?? 1);
const AGED = process.env.BENCH_BURST_AGED_SESSIONS === '1';
const ANSWERED = Number(process.env.BENCH_BURST_ANSWERED ?? 0);
const WARM = Number(process.env.BENCH_BURST_WARM ?? 0);
const COMPACT = process.env.BENCH_BURST_COMPACT === '1';
const IN_FLIGHT = Number(process.env.BENCH_BURST_IN_FLIGHT ?? 0);
const EXPLAIN = process.env.BENCH_BURST_EXPLAIN === '1';
/** Learners started at once while preparing (not measured). */
const START_CONCURRENCY = 100;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-submit-burst-'));
const postgres = process.env.BENCH_DATABASE_URL ? await freshPostgres(process.env.BENCH_DATABASE_URL, 'credo_submit_burst') : undefined;
const dbEnv: Record<string, string> = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
if (NODES > 1 && !postgres) throw new Error('BENCH_BURST_NODES > 1 needs BENCH_DATABASE_URL (PGlite allows one process per data directory)');
if (AGED && !postgres) throw new Error('BENCH_BURST_AGED_SESSIONS needs BENCH_DATABASE_URL (the sessions are aged from another process)');
if ((ANSWERED || WARM || COMPACT || IN_FLIGHT || EXPLAIN) && !postgres)
  throw new Error('the exam day factors (BENCH_BURST_ANSWERED, …) need BENCH_DATABASE_URL');
const pidsFile = path.join(dataDir, 'server-pids');
try {
  const [exam] = await databaseScript<PreparedExam[]>('bench/exam-day-prepare.ts', {
    ...dbEnv,
    BENCH_EXAM_DAY_STEPS: String(LEARNERS),
    BENCH_EXAM_DAY_LIMIT: '7200',
  });
  const server = await startServer({
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    ...dbEnv,
    NODE_OPTIONS: [
      process.env.NODE_OPTIONS ?? '',
      process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
      `--import ${path.join(root, 'bench/cpu-prof.mjs')}`,
      `--import ${path.join(root, 'bench/submit-batch-probe.mjs')}`,
      NODES > 1 ? `--import ${path.join(root, 'bench/cluster-preload.mjs')}` : '',
    ]
      .join(' ')
      .trim(),
    BENCH_CPU_PROF: PROF,
    BENCH_CPU_PROF_ON_SIGNAL: '1',
    ...(NODES > 1 ? { BENCH_NODES: String(NODES), BENCH_NODES_PIDS: pidsFile } : {}),
  });
  // With a cluster, the processes that serve (the primary only hands connections over).
  for (let i = 0; NODES > 1 && !fs.existsSync(pidsFile); i++) {
    if (i > 1200) throw new Error('the server processes did not all listen within 5 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  const serverPids = NODES > 1 ? fs.readFileSync(pidsFile, 'utf8').split('\n').map(Number) : [server.pid];
  const headersOf = (token: string, i: number) => ({
    cookie: learnerCookie(token),
    origin: server.url,
    'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  });
  const links = exam.learners.map((l, i) => learnerLink(server.url, headersOf(l.token, i)));
  try {
    const url = (call: string) => `/api/certification/exam/${call}`;
    const contents: (Content | null)[] = new Array(exam.learners.length).fill(null);
    let next = 0;
    const prepareOne = async () => {
      for (let i = next++; i < exam.learners.length; i = next++) {
        const started = await links[i].post(url('getContent'), { siteId: 1, languageId: 1, relationType: 1, relationId: exam.courseId });
        const content = started.status === 200 ? ((JSON.parse(started.body) as { data: Content | null }).data ?? null) : null;
        contents[i] = content;
        if (!content) continue;
        const q = content.questionHisList[0];
        const body = saveBody(content, q, i % 3 !== 0);
        await links[i].post(url('saveAnswer'), body);
      }
    };
    await Promise.all(Array.from({ length: START_CONCURRENCY }, prepareOne));
    const started = contents.filter(Boolean).length;
    const factors: string[] = [];
    // BENCH_BURST_WARM's acknowledged answers, kept until the burst has ended.
    const acknowledged = contents.map(() => new Map<number, unknown>());
    if (WARM) {
      // The exam day's saves through the server: round r, every learner saves question r (question 0 was saved above).
      const warmFrom = performance.now();
      let warmFailed = 0;
      for (let r = 1; r <= WARM; r++) {
        let at = 0;
        const saveOne = async () => {
          for (let i = at++; i < exam.learners.length; i = at++) {
            const c = contents[i];
            if (!c) continue;
            const q = c.questionHisList[r % c.questionHisList.length];
            const reply = await links[i].post(url('saveAnswer'), saveBody(c, q, (i + r) % 3 !== 0));
            if (reply.status !== 200) warmFailed++;
            // Remembered as the exam day's load generator remembers every acknowledged save (its heap as at the deadline).
            else acknowledged[i].set(q.questionHisRefId, (JSON.parse(reply.body) as { data: { checkedId: unknown } }).data.checkedId);
          }
        };
        await Promise.all(Array.from({ length: START_CONCURRENCY * 2 }, saveOne));
        // Autovacuum's stand-in about once a minute of the exam day's saves, as BENCH_BURST_ANSWERED does.
        if (r % 3 === 2) {
          const standIn = new AutovacuumStandIn(postgres!.url);
          await standIn.start();
          await standIn.stop();
        }
      }
      factors.push(
        `${WARM} rounds of saves through the server (${WARM * started} saves in ${((performance.now() - warmFrom) / 1000).toFixed(0)} s, ${warmFailed} failed)`,
      );
    }
    if (ANSWERED) {
      const answerFrom = performance.now();
      const passes = await answerByRounds(postgres!.url, exam.examId, ANSWERED);
      factors.push(
        `${ANSWERED} rounds of answers written by SQL (${((performance.now() - answerFrom) / 1000).toFixed(0)} s; stand-in: ${passes.join(', ') || 'nothing'})`,
      );
    }
    if (COMPACT) {
      await compactTables(postgres!.url);
      factors.push('tables compacted (cluster, vacuum full, analyze)');
    }
    if (IN_FLIGHT) factors.push(`${IN_FLIGHT} saves in the second before the burst, each learner's submit after its save`);
    if (factors.length) console.log(`exam day factors: ${factors.join('; ')}`);
    if (AGED) {
      const aged = await onDatabase(
        postgres!.url,
        `update sessions set last_seen_at = now() - interval '${SLIDE_AFTER_MS.most / 60_000 + 1} minutes' where revoked_at is null`,
      );
      console.log(`${aged} sessions aged past the slide threshold; waiting out the server's session cache`);
      await new Promise((r) => setTimeout(r, SESSION_CACHE_MS + 1000));
    }
    // The tables as a live database's autovacuum leaves them by an exam's deadline (off on this
    // machine's PostgreSQL): one pass of its stand-in, before the burst's CPU is counted.
    const standIn = postgres ? new AutovacuumStandIn(postgres.url) : undefined;
    await standIn?.start();
    await standIn?.stop();
    if (standIn?.done.length) console.log(`autovacuum's stand-in: ${standIn.done.join('; ')}`);

    if (postgres) for (const line of await describeTables(postgres.url, serverPids)) console.log(`before the burst: ${line}`);
    // BENCH_BURST_IN_FLIGHT: which learners save in the last second before the burst (spread over the class), and when.
    const saveBefore = new Map<number, number>();
    for (let k = 0; k < Math.min(IN_FLIGHT, exam.learners.length); k++) saveBefore.set(Math.floor((k * exam.learners.length) / IN_FLIGHT), Math.random());

    fs.rmSync(PROF, { recursive: true, force: true });
    for (const pid of serverPids) process.kill(pid, 'SIGUSR2');
    // Starting the inspector's profiler blocks a server's thread for 0.3 to 3.5 s on this shared
    // machine: the burst waits until each has started (cpu-prof.mjs leaves a file when it has), or
    // that start would count in every submit's latency.
    const profilerFrom = performance.now();
    while (!serverPids.every((pid) => fs.existsSync(path.join(PROF, `started-${pid}`)))) await new Promise((r) => setTimeout(r, 20));
    const profilerMs = performance.now() - profilerFrom;
    const load = os.loadavg()[0].toFixed(1);
    const cpu = burstCpuWindow(serverPids, postgres?.url);
    // BENCH_BURST_IN_FLIGHT: the last second's saves, a learner's submit sent once its save is answered.
    const flightFrom = performance.now();
    let savesAfterDeadline = 0;
    let burstAt = Infinity;
    const inFlight = new Map<number, Promise<void>>();
    for (const [i, u] of saveBefore) {
      const c = contents[i];
      if (!c) continue;
      const q = c.questionHisList[(WARM + 1) % c.questionHisList.length];
      const body = saveBody(c, q, i % 3 !== 0);
      inFlight.set(
        i,
        sleepUntil(flightFrom + u * 1000)
          .then(() => links[i].post(url('saveAnswer'), body))
          .then(() => {
            if (performance.now() > burstAt) savesAfterDeadline++;
          }),
      );
    }
    if (inFlight.size) await sleepUntil(flightFrom + 1000);
    const t0 = performance.now();
    burstAt = t0;
    const replies = await Promise.all(
      exam.learners.map(async (_, i) => {
        const c = contents[i];
        if (!c) return null;
        await inFlight.get(i);
        const body = {
          siteId: 1,
          languageId: 1,
          examRefId: c.examId,
          paperHisRefId: c.paperHisRefId,
          releaseId: c.relationId,
          relationType: c.relationType,
          answerList: WITH_ANSWERS
            ? c.questionHisList.map((q, k) => ({ questionHisId: q.questionHisRefId, questionType: q.questionType, answer: answerOf(q, (i + k) % 3 !== 0) }))
            : [],
        };
        return retryingBusy(() => links[i].post(url('submitAnswer'), body));
      }),
    );
    const wall = (performance.now() - t0) / 1000;
    const used = await cpu.end();
    const windows = await Promise.all(serverPids.map((pid) => endProfileWindow(pid, PROF)));
    const file = windows.map((w) => w.file).join(', ');
    const busyUs = windows.reduce((sum, w) => sum + w.busyUs, 0);
    const sent = replies.filter((r) => r !== null);
    const ms = sent.map((r) => r.ms).sort((a, b) => a - b);
    const failed = sent.filter((r) => r.status !== 200 || !r.body.includes('"code":200')).length;
    const busy = sent.reduce((n, r) => n + (r.busy ?? 0), 0);
    console.log(
      `${postgres ? 'PostgreSQL' : 'PGlite'}, ${CLIENT_KIND} clients${AGED ? ', aged sessions' : ''}${NODES > 1 ? `, ${NODES} server processes` : ''}, ${started} of ${LEARNERS} learners submitting at once${WITH_ANSWERS ? ' with every answer' : ''} (load average ${load} before): ` +
        `${sent.length} submits in ${wall.toFixed(1)} s, ${(sent.length / wall).toFixed(0)}/s, p50 ${percentile(ms, 0.5).toFixed(0)} / ` +
        `p95 ${percentile(ms, 0.95).toFixed(0)} / p99 ${percentile(ms, 0.99).toFixed(0)} ms, ${busy} busy answers resent, ${failed} failed; ` +
        `server${NODES > 1 ? 's' : ''} busy (sampled) ${(busyUs / 1000).toFixed(0)} ms = ${(busyUs / Math.max(1, sent.length)).toFixed(0)} µs per submit; profile ${file} ` +
        `(the profiler took ${profilerMs.toFixed(0)} ms to start, before the burst)`,
    );
    console.log(describeBurstCpu(used, sent.length));
    if (WARM) console.log(`the load generator remembered ${acknowledged.reduce((n, m) => n + m.size, 0)} acknowledged answers`);
    if (inFlight.size) console.log(`saves before the burst: ${inFlight.size}, of which ${savesAfterDeadline} answered after it began`);
    console.log(describeBatches(await Promise.all(serverPids.map((pid) => batchesOf(pid, PROF)))));
    if (AGED) {
      const slid = await onDatabase(postgres!.url, `select 1 from sessions where last_seen_at > now() - interval '5 minutes'`);
      console.log(`${slid} sessions slid during the burst`);
    }
    for (const r of sent.filter((r) => r.status !== 200).slice(0, 5)) console.log(`  failure: HTTP ${r.status} ${r.body.slice(0, 160)}`);
    if (EXPLAIN) {
      const ids = contents
        .filter((c): c is Content => c !== null)
        .slice(0, 200)
        .map((c) => c.paperHisRefId);
      console.log(`The batch's lock and score statements on 200 attempts (rolled back):\n${(await explainBatch(postgres!.url, ids)).join('\n\n')}`);
    }
  } finally {
    for (const link of links) link.close();
    await server.stop();
  }
  const saved = await databaseScript<SavedAnswer[]>('bench/exam-day-check.ts', { ...dbEnv, BENCH_EXAM_IDS: String(exam.examId) });
  const notByLearner = new Set(saved.filter((s) => s.submittedBy !== 'learner').map((s) => s.paperId));
  console.log(
    notByLearner.size
      ? `Check FAILED: ${notByLearner.size} attempts not submitted by their learner`
      : 'Check passed: every saved attempt submitted by its learner.',
  );
  if (notByLearner.size) process.exitCode = 1;
} finally {
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
