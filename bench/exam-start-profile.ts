// `npx tsx bench/exam-start-profile.ts` (BENCH_DATABASE_URL for PostgreSQL, else an embedded
// PGlite in a temporary directory): where one exam start's time goes, statement by statement.
// A fresh database with the demo seed and the bench's quiz (a 60-question bank, 50-question paper,
// bench/prepare-exam.ts); every learner of a class of BENCH_PROFILE_LEARNERS (default 200) starts
// the quiz through the exam service (no HTTP: the session's user read, one primary-key read, is
// not counted), one after the other, then the same number again all at once. Every statement the
// driver sends is timed from the driver's call to its answer, with the rows it returned; the table
// groups them by kind and prints per start: calls, milliseconds and rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { LocalDiskStorage } from '../apps/server/src/platform/storage';
import { seedDemo } from '../apps/server/src/seed/seed-demo';
import { getContent } from '../apps/server/src/modules/exam/exam.service';
import { prepareExam } from './prepare-exam';

const LEARNERS = Number(process.env.BENCH_PROFILE_LEARNERS ?? 200);
type Sample = { kind: string; ms: number; rows: number };
let samples: Sample[] | null = null;

/** A statement's kind: its verb and first table, enough to tell the start's statements apart. */
function kindOf(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (/^with p as \( insert into exam_papers/i.test(t)) return 'openPaper (insert paper + questions)';
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

async function freshPostgres(adminUrl: string) {
  const name = `credo_startprof_${Date.now()}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(q).finally(() => c.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

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
const postgres = process.env.BENCH_DATABASE_URL ? await freshPostgres(process.env.BENCH_DATABASE_URL) : undefined;
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

  samples = [];
  let t0 = performance.now();
  for (const l of serial.learners.slice(1)) await getContent(database.db, { siteId: 1 }, l.userId, quiz(serial.courseId));
  if (postgres) report('One after the other', samples, serial.learners.length - 1, performance.now() - t0);
  else console.log(`\nOne after the other: ${((performance.now() - t0) / (serial.learners.length - 1)).toFixed(2)} ms a start (PGlite: statements not traced)`);

  samples = [];
  t0 = performance.now();
  await Promise.all(burst.learners.map((l) => getContent(database.db, { siteId: 1 }, l.userId, quiz(burst.courseId))));
  if (postgres)
    report('All at once (pool of 20; the wait for a pool connection is not in the statement times)', samples, burst.learners.length, performance.now() - t0);
  else console.log(`All at once: ${burst.learners.length} starts in ${(performance.now() - t0).toFixed(0)} ms`);
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
