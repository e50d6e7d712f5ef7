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
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startServer } from '../e2e/server';
import type { SavedAnswer } from './exam-day-check';
import { answerOf, percentile, send, sendRetryingBusy, type Content } from './exam-class';
import { databaseScript, freshPostgres } from './database-process';
import type { PreparedExam } from './prepare-exam';
import { learnerCookie } from './learner-cookie';
import { endProfileWindow } from './profile-window';
import { burstCpuWindow, describeBurstCpu } from './burst-cpu';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LEARNERS = Number(process.env.BENCH_BURST_LEARNERS ?? 10_000);
const WITH_ANSWERS = process.env.BENCH_SUBMIT_ANSWERS === '1';
const PROF = path.resolve(process.env.BENCH_CPU_PROF ?? '/tmp/credo-prof');
const NODES = Number(process.env.BENCH_BURST_NODES ?? 1);
/** Learners started at once while preparing (not measured). */
const START_CONCURRENCY = 100;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-submit-burst-'));
const postgres = process.env.BENCH_DATABASE_URL ? await freshPostgres(process.env.BENCH_DATABASE_URL, 'credo_submit_burst') : undefined;
const dbEnv: Record<string, string> = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
if (NODES > 1 && !postgres) throw new Error('BENCH_BURST_NODES > 1 needs BENCH_DATABASE_URL (PGlite allows one process per data directory)');
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
  const agents = exam.learners.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  try {
    const url = (call: string) => new URL(`/api/certification/exam/${call}`, server.url);
    const headersOf = (token: string, i: number) => ({
      cookie: learnerCookie(token),
      origin: server.url,
      'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    });
    const contents: (Content | null)[] = new Array(exam.learners.length).fill(null);
    let next = 0;
    const prepareOne = async () => {
      for (let i = next++; i < exam.learners.length; i = next++) {
        const headers = headersOf(exam.learners[i].token, i);
        const started = await send(url('getContent'), 'POST', headers, { siteId: 1, languageId: 1, relationType: 1, relationId: exam.courseId }, agents[i]);
        const content = started.status === 200 ? ((JSON.parse(started.body) as { data: Content | null }).data ?? null) : null;
        contents[i] = content;
        if (!content) continue;
        const q = content.questionHisList[0];
        const body = { siteId: 1, languageId: 1, paperHisRefId: content.paperHisRefId, questionHisId: q.questionHisRefId, answer: answerOf(q, i % 3 !== 0) };
        await send(url('saveAnswer'), 'POST', headers, body, agents[i]);
      }
    };
    await Promise.all(Array.from({ length: START_CONCURRENCY }, prepareOne));
    const started = contents.filter(Boolean).length;

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
    const t0 = performance.now();
    const replies = await Promise.all(
      exam.learners.map(async (l, i) => {
        const c = contents[i];
        if (!c) return null;
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
        return sendRetryingBusy(url('submitAnswer'), headersOf(l.token, i), body, agents[i]);
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
      `${postgres ? 'PostgreSQL' : 'PGlite'}${NODES > 1 ? `, ${NODES} server processes` : ''}, ${started} of ${LEARNERS} learners submitting at once${WITH_ANSWERS ? ' with every answer' : ''} (load average ${load} before): ` +
        `${sent.length} submits in ${wall.toFixed(1)} s, ${(sent.length / wall).toFixed(0)}/s, p50 ${percentile(ms, 0.5).toFixed(0)} / ` +
        `p95 ${percentile(ms, 0.95).toFixed(0)} / p99 ${percentile(ms, 0.99).toFixed(0)} ms, ${busy} busy answers resent, ${failed} failed; ` +
        `server${NODES > 1 ? 's' : ''} busy (sampled) ${(busyUs / 1000).toFixed(0)} ms = ${(busyUs / Math.max(1, sent.length)).toFixed(0)} µs per submit; profile ${file} ` +
        `(the profiler took ${profilerMs.toFixed(0)} ms to start, before the burst)`,
    );
    console.log(describeBurstCpu(used, sent.length));
    for (const r of sent.filter((r) => r.status !== 200).slice(0, 5)) console.log(`  failure: HTTP ${r.status} ${r.body.slice(0, 160)}`);
  } finally {
    for (const a of agents) a.destroy();
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
