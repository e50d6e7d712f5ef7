// `npx tsx bench/exam-start-profile.ts` (BENCH_DATABASE_URL for PostgreSQL, else an embedded
// PGlite in a temporary directory): where one exam start's time goes, statement by statement.
// A fresh database with the demo seed and the bench's quiz (a 60-question bank, 50-question paper,
// bench/prepare-exam.ts); every learner of a class of BENCH_PROFILE_LEARNERS (default 200) starts
// the quiz through the exam service (no HTTP: the session's user read, one primary-key read, is
// not counted), one after the other, then the same number again all at once. Every statement the
// driver sends is timed from the driver's call to its answer, with the rows it returned; the table
// groups them by kind and prints per start: calls, milliseconds and rows. With
// BENCH_PROFILE_CPU=<dir> the one-after-the-other phase alone is CPU-profiled in this process
// (serial.cpuprofile there; read it with bench/profile-summary.ts).
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { LocalDiskStorage } from '../apps/server/src/platform/storage';
import { seedDemo } from '../apps/server/src/seed/seed-demo';
import { getContent } from '../apps/server/src/modules/exam/exam.service';
import { prepareExam } from './prepare-exam';
import { freshPostgres } from './database-process';

const LEARNERS = Number(process.env.BENCH_PROFILE_LEARNERS ?? 200);
type Sample = { kind: string; ms: number; rows: number };
let samples: Sample[] | null = null;

/** A statement's kind: its verb and first table, enough to tell the start's statements apart. */
function kindOf(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (/^with "?p"? as \( insert into exam_papers/i.test(t)) return 'openPaper (insert paper + questions)';
  if (/^select .* from "release_courses" left join "exams"/i.test(t)) return 'select course + exam + open paper (one statement)';
  const table = /\b(?:from|into|update)\s+"?([a-z_]+)"?/i.exec(t)?.[1] ?? '?';
  const verb = t.split(' ')[0].toLowerCase();
  if (verb === 'select' && /left join "exam_papers"/.test(t)) return 'select exams + open paper';
  return `${verb} ${table}`;
}

// Every statement on PostgreSQL goes through pg.Client#query (the pool's too).
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text: string };
  const text = typeof first === 'string' ? first : first.text;
  const started = process.hrtime.bigint();
  const record = (rows: number) => samples?.push({ kind: kindOf(text), ms: Number(process.hrtime.bigint() - started) / 1e6, rows });
  const last = args.at(-1);
  if (typeof last === 'function') {
    args[args.length - 1] = (err: unknown, res: { rowCount?: number; rows?: unknown[] }) => {
      record(res?.rows?.length ?? 0);
      (last as (e: unknown, r: unknown) => void)(err, res);
    };
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  }
  const out = (original as (...a: unknown[]) => unknown).apply(this, args);
  if (out && typeof (out as Promise<unknown>).then === 'function')
    return (out as Promise<{ rows?: unknown[] }>).then((res) => {
      record(res?.rows?.length ?? 0);
      return res;
    });
  return out;
} as typeof original;

/** CPU seconds (user + system) the database's server processes have used, from /proc (PostgreSQL on this machine). */
async function backendCpuMs(db: typeof database.db): Promise<number> {
  const result = await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`);
  let ticks = 0;
  for (const { pid } of (result as unknown as { rows: { pid: number }[] }).rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* a backend that ended, or PostgreSQL on another machine */
    }
  }
  return ticks * 10;
}
const nodeCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function report(title: string, all: Sample[], starts: number, wallMs: number) {
  const byKind = new Map<string, { calls: number; ms: number; rows: number }>();
  for (const s of all) {
    const k = byKind.get(s.kind) ?? { calls: 0, ms: 0, rows: 0 };
    k.calls++;
    k.ms += s.ms;
    k.rows += s.rows;
    byKind.set(s.kind, k);
  }
  console.log(`\n${title}: ${starts} starts in ${wallMs.toFixed(0)} ms (${(wallMs / starts).toFixed(2)} ms a start, wall)`);
  console.log('| statement | per start | ms per start (driver call to answer) | rows returned per start |');
  console.log('|---|---:|---:|---:|');
  const total = { calls: 0, ms: 0, rows: 0 };
  for (const [kind, k] of [...byKind].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(`| ${kind} | ${(k.calls / starts).toFixed(2)} | ${(k.ms / starts).toFixed(2)} | ${(k.rows / starts).toFixed(1)} |`);
    total.calls += k.calls;
    total.ms += k.ms;
    total.rows += k.rows;
  }
  console.log(`| **all** | ${(total.calls / starts).toFixed(2)} | ${(total.ms / starts).toFixed(2)} | ${(total.rows / starts).toFixed(1)} |`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-startprof-'));
const postgres = process.env.BENCH_DATABASE_URL ? await freshPostgres(process.env.BENCH_DATABASE_URL, 'credo_startprof') : undefined;
const database = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir: path.join(dataDir, 'pgdata') });
try {
  await migrate(database);
  await seedDemo(database.db, new LocalDiskStorage(dataDir));
  const serial = await prepareExam(database.db, LEARNERS, { tag: 'serial-' });
  const burst = await prepareExam(database.db, LEARNERS, { tag: 'burst-' });
  console.log(
    `Exam start profile, ${database.kind}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const quiz = (courseId: number) => ({ relationType: 1, relationId: courseId });
  // Warm-up: the first start pays for the driver's connection and JIT.
  await getContent(database.db, { siteId: 1 }, serial.learners[0].userId, quiz(serial.courseId));

  const profileDir = process.env.BENCH_PROFILE_CPU;
  const profiler = profileDir ? new inspector.Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  samples = [];
  const cpu0 = { node: nodeCpuMs(), pg: postgres ? await backendCpuMs(database.db) : 0 };
  let t0 = performance.now();
  for (const l of serial.learners.slice(1)) await getContent(database.db, { siteId: 1 }, l.userId, quiz(serial.courseId));
  const n = serial.learners.length - 1;
  if (profiler && profileDir) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.mkdirSync(profileDir, { recursive: true });
    fs.writeFileSync(path.join(profileDir, 'serial.cpuprofile'), JSON.stringify(profile));
    profiler.disconnect();
  }
  const cpu = { node: (nodeCpuMs() - cpu0.node) / n, pg: postgres ? ((await backendCpuMs(database.db)) - cpu0.pg) / n : 0 };
  if (postgres) report('One after the other', samples, n, performance.now() - t0);
  else console.log(`\nOne after the other: ${((performance.now() - t0) / n).toFixed(2)} ms a start (PGlite: statements not traced)`);
  console.log(`CPU per start, one after the other: this process ${cpu.node.toFixed(2)} ms${postgres ? `, PostgreSQL backends ${cpu.pg.toFixed(2)} ms` : ''}`);

  samples = [];
  t0 = performance.now();
  await Promise.all(burst.learners.map((l) => getContent(database.db, { siteId: 1 }, l.userId, quiz(burst.courseId))));
  if (postgres)
    report('All at once (pool of 20; the wait for a pool connection is not in the statement times)', samples, burst.learners.length, performance.now() - t0);
  else console.log(`All at once: ${burst.learners.length} starts in ${(performance.now() - t0).toFixed(0)} ms`);

  // The same burst through the route's admission (BENCH_PROFILE_ADMISSION=1; half the pool) and
  // without, alternating on classes of their own: does the limit cost the burst its throughput?
  if (process.env.BENCH_PROFILE_ADMISSION === '1') {
    const { examAdmissionsFor } = await import('../apps/server/src/modules/exam/exam-admission');
    const admission = examAdmissionsFor(database.kind).starts;
    samples = null;
    for (const [k, limited] of [false, true, false, true].entries()) {
      const cls = await prepareExam(database.db, LEARNERS, { tag: `ab${k}-` });
      const one = (l: { userId: number }) => getContent(database.db, { siteId: 1 }, l.userId, quiz(cls.courseId));
      const began = performance.now();
      await Promise.all(cls.learners.map((l) => (limited ? admission.run(() => one(l)) : one(l))));
      const ms = performance.now() - began;
      const how = limited ? `admitted ${admission.slots} at a time` : 'unlimited';
      console.log(`Burst of ${LEARNERS}, ${how}: ${ms.toFixed(0)} ms, ${((LEARNERS * 1000) / ms).toFixed(0)} starts/s (load ${os.loadavg()[0].toFixed(1)})`);
    }
  }
  console.log(
    `load average at the end ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await database.close();
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
