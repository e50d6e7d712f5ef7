// `npx tsx bench/pg-sample.ts <database name prefix> <profile dir>`: what PostgreSQL's backends of a
// bench database spend their CPU on, while a bench runs (issue 19: pg_stat_statements is not loaded
// on this server, and loading it needs a restart). Every 50 ms reads each backend's CPU time
// (/proc/<pid>/schedstat, nanoseconds) and its current or last statement (pg_stat_activity), and
// charges the CPU used since the last reading to that statement (its first 90 characters, numbers
// folded) and to the backend type (client backend, autovacuum worker…). Counts only the burst:
// from when the server's profiler has started (bench/cpu-prof.mjs leaves started-<pid> in the
// profile directory, just before bench/submit-burst.ts sends the submits) to when its profile is
// written (window-<pid>.cpuprofile, after the last answer). Run it beside bench/submit-burst.ts
// with the same BENCH_CPU_PROF.
import fs from 'node:fs';
import pg from 'pg';

const prefix = process.argv[2] ?? 'credo_submit_burst';
const dir = process.argv[3] ?? '/tmp/credo-prof';
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url });
await client.connect();

const cpuNs = (pid: number) => {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
};
const last = new Map<number, number>();
const byStatement = new Map<string, number>();
const byType = new Map<string, number>();
const add = (m: Map<string, number>, k: string, ns: number) => m.set(k, (m.get(k) ?? 0) + ns);
const inBurst = () => {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return files.some((f) => f.startsWith('started-')) ? (files.some((f) => f.startsWith('window-')) ? 'after' : 'in') : 'before';
};
// A profile directory left by an earlier run is removed by submit-burst before its burst.
while (inBurst() !== 'before') await new Promise((r) => setTimeout(r, 200));
for (;;) {
  const phase = inBurst();
  if (phase === 'after') break;
  const { rows } = await client.query<{ pid: number; backend_type: string; state: string | null; query: string | null }>(
    `select pid, backend_type, state, query from pg_stat_activity where datname like $1 || '%' and pid <> pg_backend_pid()`,
    [prefix],
  );
  for (const r of rows) {
    const now = cpuNs(r.pid);
    if (now === null) continue;
    const before = last.get(r.pid);
    last.set(r.pid, now);
    if (before === undefined || phase !== 'in') continue;
    const ns = now - before;
    if (ns <= 0) continue;
    const text = (r.query ?? '').replace(/\s+/g, ' ').replace(/\d+/g, 'N').slice(0, 90);
    add(byStatement, `${r.backend_type === 'client backend' ? '' : `[${r.backend_type}] `}${text}`, ns);
    add(byType, r.backend_type, ns);
  }
  await new Promise((r) => setTimeout(r, 50));
}
await client.end();
const total = [...byType.values()].reduce((a, b) => a + b, 0);
console.log(`CPU of the backends of ${prefix}*: ${(total / 1e9).toFixed(2)} s`);
for (const [k, ns] of [...byType].sort((a, b) => b[1] - a[1])) console.log(`  ${k}: ${(ns / 1e9).toFixed(2)} s`);
for (const [k, ns] of [...byStatement].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(ns / 1e9).toFixed(3)} s  ${k}`);
