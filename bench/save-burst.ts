// `npx tsx bench/save-burst.ts`: where a save's time goes. Prepares a class (BENCH_BURST_LEARNERS,
// default 200) on a fresh database (PGlite, or PostgreSQL with BENCH_DATABASE_URL), starts every
// attempt, then profiles the server (bench/cpu-prof.mjs, between two SIGUSR2) while every learner
// saves answers back to back for BENCH_BURST_SECONDS (default 20). Prints saves/s, latencies and
// the server's sampled CPU per save, and leaves the profile in BENCH_CPU_PROF (default /tmp/credo-prof)
// for bench/profile-summary.ts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer } from '../e2e/server';
import { answerOf, newAgent, percentile, send, type Content } from './exam-class';
import type { PreparedExam } from './prepare-exam';
import { learnerCookie } from './learner-cookie';
import { endProfileWindow } from './profile-window';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LEARNERS = Number(process.env.BENCH_BURST_LEARNERS ?? 200);
const SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 20);
const PROF = path.resolve(process.env.BENCH_CPU_PROF ?? '/tmp/credo-prof');

async function prepare(env: Record<string, string>): Promise<PreparedExam> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/exam-day-prepare.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', BENCH_EXAM_DAY_STEPS: String(LEARNERS), BENCH_EXAM_DAY_LIMIT: '7200', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  if ((await new Promise((r) => child.once('exit', r))) !== 0) throw new Error('prepare failed');
  return (JSON.parse(out.trim().split('\n').at(-1)!) as PreparedExam[])[0];
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-burst-'));
let pgName: string | undefined;
const adminUrl = process.env.BENCH_DATABASE_URL;
const dbEnv: Record<string, string> = { DATA_DIR: dataDir };
if (adminUrl) {
  pgName = `credo_burst_${Date.now()}`;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`create database ${pgName}`);
  await c.end();
  const u = new URL(adminUrl);
  u.pathname = `/${pgName}`;
  dbEnv.DATABASE_URL = u.toString();
}
try {
  const exam = await prepare(dbEnv);
  const server = await startServer({
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    ...dbEnv,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(root, 'bench/cpu-prof.mjs')}`,
    BENCH_CPU_PROF: PROF,
    BENCH_CPU_PROF_ON_SIGNAL: '1',
  });
  try {
    const url = (call: string) => new URL(`/api/certification/exam/${call}`, server.url);
    const headersOf = (token: string, i: number) => ({ cookie: learnerCookie(token), origin: server.url, 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` });
    const contents: (Content | null)[] = [];
    for (const [i, l] of exam.learners.entries()) {
      const r = await send(url('getContent'), 'POST', headersOf(l.token, i), { siteId: 1, languageId: 1, relationType: 1, relationId: exam.courseId });
      contents.push(r.status === 200 ? ((JSON.parse(r.body) as { data: Content }).data ?? null) : null);
    }
    // Warm-up, not profiled: JIT and connections.
    const burst = async (seconds: number) => {
      newAgent();
      const ms: number[] = [];
      let failed = 0;
      const end = performance.now() + seconds * 1000;
      await Promise.all(
        exam.learners.map(async (l, i) => {
          const c = contents[i];
          if (!c) return;
          for (let k = 0; performance.now() < end; k++) {
            const q = c.questionHisList[k % c.questionHisList.length];
            const body = { siteId: 1, languageId: 1, paperHisRefId: c.paperHisRefId, questionHisId: q.questionHisRefId, answer: answerOf(q, k % 2 === 0) };
            const r = await send(url('saveAnswer'), 'POST', headersOf(l.token, i), body);
            ms.push(r.ms);
            if (r.status !== 200 || !r.body.includes('"code":200')) failed++;
          }
        }),
      );
      return { ms: ms.sort((a, b) => a - b), failed };
    };
    await burst(3);
    fs.rmSync(PROF, { recursive: true, force: true });
    process.kill(server.pid, 'SIGUSR2');
    const cpu0 = performance.now();
    const { ms, failed } = await burst(SECONDS);
    const wall = (performance.now() - cpu0) / 1000;
    const { file, busyUs } = await endProfileWindow(server.pid, PROF);
    console.log(
      `${adminUrl ? 'PostgreSQL' : 'PGlite'}, ${LEARNERS} learners saving back to back for ${SECONDS} s (load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(
          ' ',
        )}): ${ms.length} saves, ${(ms.length / wall).toFixed(0)}/s, p50 ${percentile(ms, 0.5).toFixed(1)} / p99 ${percentile(ms, 0.99).toFixed(1)} ms, ` +
        `${failed} failed; server busy (sampled, not idle) ${(busyUs / 1000).toFixed(0)} ms = ${(busyUs / ms.length).toFixed(0)} µs per save; profile ${file}`,
    );
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (pgName && adminUrl) {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${pgName} with (force)`);
    await c.end();
  }
}
