// Issue 19: does running PGlite in a worker thread keep the server's event loop responsive during an
// exam burst? Prepares one embedded database (bench/prepare-db.ts: demo seed, scale catalogue, the
// exam scenario's quiz and class of BENCH_EXAM_LEARNERS learners), then, for each round and each
// mode (PGLITE_THREAD=main: PGlite in the server's event loop, as before; worker: in a worker thread),
// alternating the order from round to round (the machine is shared), starts the server on a fresh
// copy of that directory and runs the exam class (bench/exam-class.ts: start, saves, double submit).
// Besides each phase's req/s and p99 it records the server's event-loop delay over the class
// (bench/event-loop-delay.mjs, preloaded) and the latency of a route that needs no database
// (`language/multi`, answered from the server's cache) probed every 100 ms during the class, the load
// average before and after, and checks the database afterwards (bench/exam-verify.ts).
//   BENCH_EXAM_LEARNERS=300 BENCH_ROUNDS=2 npx tsx bench/pglite-thread.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, startServer } from '../e2e/server';
import type { RecordedAttempt } from './check-exam';
import { percentile, runExamClass } from './exam-class';
import { verifyClass } from './exam-verify';
import type { PreparedDb } from './prepare-db';
import { databaseScript } from './database-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const MODES = (process.env.BENCH_PGLITE_MODES ?? 'main,worker').split(',') as Array<'main' | 'worker'>;
const PROBE_EVERY_MS = 100;

/** The bare Fastify route the exam class measures its baselines against (as bench/run.ts starts it). */
async function startBare(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/bare-server.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('bare server exited');
    const up = await fetch(`http://127.0.0.1:${port}/bare`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** GETs a route that needs no database every PROBE_EVERY_MS, one at a time, until stopped. */
function probe(url: string) {
  const ms: number[] = [];
  let failures = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(url).then(
        async (r) => (await r.arrayBuffer(), r.ok),
        () => false,
      );
      const took = performance.now() - started;
      ms.push(took);
      if (!ok) failures++;
      await new Promise((r) => setTimeout(r, Math.max(0, PROBE_EVERY_MS - took)));
    }
  })();
  return async () => {
    running = false;
    await done;
    const sorted = [...ms].sort((a, b) => a - b);
    return { probes: sorted.length, failures, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
  };
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const f0 = (n: number) => n.toFixed(0);

const pristine = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-pglite-thread-'));
const prepared = await databaseScript<PreparedDb>('bench/prepare-db.ts', { DATA_DIR: pristine });
console.log(`Prepared: ${prepared.exam.learners.length} learners, a ${prepared.exam.paper}-question paper; ${prepared.courses} courses.`);
const rows: string[] = [];
const monitor = pathToFileURL(path.join(root, 'bench/event-loop-delay.mjs')).href;
try {
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...MODES].reverse() : MODES;
    for (const mode of order) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `credo-pglite-${mode}-`));
      fs.cpSync(pristine, dataDir, { recursive: true });
      const eventLoopFile = path.join(dataDir, 'event-loop.json');
      const loadBefore = load();
      const server = await startServer({
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        DATA_DIR: dataDir,
        PGLITE_THREAD: mode,
        // The exam start admission (exam/exam-admission.ts) refuses a start queued over 3 × this
        // (15 s by default) with a 503; a 300-class on a loaded machine queues longer. Raised so both
        // modes serve the same work and every start counts.
        DB_CONNECTION_WAIT_MS: process.env.DB_CONNECTION_WAIT_MS ?? '60000',
        BENCH_EVENT_LOOP: eventLoopFile,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${monitor}`.trim(),
      });
      const barePort = await freePort();
      const stopBare = await startBare(barePort);
      let stopped = false;
      const stop = async () => {
        if (stopped) return;
        stopped = true;
        await stopBare();
        await server.stop();
      };
      try {
        process.kill(server.pid, 'SIGUSR2'); // the event-loop histogram starts with the class
        const stopProbe = probe(`${server.url}/api/certification/language/multi?siteId=1&languageId=1`);
        const run = await runExamClass(server.url, `http://127.0.0.1:${barePort}/bare`, prepared.exam);
        const probed = await stopProbe();
        await stop();
        const loop = JSON.parse(fs.readFileSync(eventLoopFile, 'utf8')) as { seconds: number; p50: number; p99: number; max: number; mean: number };
        const recorded = await databaseScript<RecordedAttempt[]>('bench/check-exam.ts', { DATA_DIR: dataDir, BENCH_EXAM_ID: String(prepared.exam.examId) });
        const problems = verifyClass(prepared.exam, run, recorded);
        const phases = run.phases.map((p) => `${f0(p.rps)} req/s, p99 ${f0(p.p99)}${p.failures ? `, ${p.failures} failed` : ''}`);
        rows.push(
          `| ${round + 1} | ${mode} | ${loadBefore} → ${load()} | ${phases.join(' | ')} | ${loop.p99} / ${loop.max} | ` +
            `${f0(probed.p50)} / ${f0(probed.p99)} / ${f0(probed.max)} (${probed.probes}${probed.failures ? `, ${probed.failures} failed` : ''}) | ` +
            `${problems.length ? `FAILED: ${problems.slice(0, 3).join('; ')}` : 'passed'} |`,
        );
        console.log(rows.at(-1));
      } finally {
        await stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
} finally {
  fs.rmSync(pristine, { recursive: true, force: true });
}
console.log(`\nExam class of ${prepared.exam.learners.length} on embedded PGlite, PGlite in the server's event loop (main) or in a worker thread (worker).`);
console.log('Event-loop delay over the class (server, ms); probe: GET language/multi every 100 ms during the class, p50 / p99 / max ms.\n');
console.log(
  '| round | PGlite | load average (1, 5, 15 min) before → after | start | saves | double submit | event loop p99 / max ms | probe p50 / p99 / max ms | database check |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
