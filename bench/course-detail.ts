// The course detail entries of `npm run bench` alone (visitor and signed-in learner, each right
// after the bare route, as bench/run.ts measures them), in rounds, for a before/after comparison:
//   BENCH_DATABASE_URL=postgres://… [BENCH_BEFORE_ROOT=/path/to/other/checkout] npx tsx bench/course-detail.ts
// With BENCH_BEFORE_ROOT a second server is started from that checkout (its node_modules linked or
// installed) on the same database, and the rounds alternate the two servers (order swapped every
// round), so drifting load from elsewhere on a shared machine falls on both. Each row has the
// load averages at its start. BENCH_ROUNDS (default 3), BENCH_SECONDS (10), BENCH_CONNECTIONS (20),
// BENCH_VISITOR=0 leaves the visitor entry out.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../e2e/server';
import { databaseScript, freshPostgres } from './database-process';
import { learnerCookie } from './learner-cookie';
import type { PreparedDb } from './prepare-db';
import { startScript } from './checkout-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('BENCH_DATABASE_URL (PostgreSQL) is needed: two servers share its database');

async function server(cwd: string, databaseUrl: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), PUBLIC_URL: url, DATABASE_URL: databaseUrl, DATA_DIR: os.tmpdir(), TRUST_PROXY: 'true' };
  return { url, stop: (await startScript(cwd, 'apps/server/src/main.ts', env, `${url}/healthz`)).stop };
}

async function load(opts: autocannon.Options) {
  await autocannon({ ...opts, duration: 2 });
  const r = await autocannon({ ...opts, duration: SECONDS, connections: CONNECTIONS });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.errors + r.non2xx };
}

const db = await freshPostgres(adminUrl, 'credo_bench_detail');
const stops: (() => Promise<void>)[] = [];
try {
  const prepared = await databaseScript<PreparedDb>('bench/prepare-db.ts', {
    DATA_DIR: os.tmpdir(),
    DATABASE_URL: db.url,
    BENCH_EXAM_LEARNERS: '10',
  });
  const servers = [{ name: 'this tree', ...(await server(root, db.url)) }];
  stops.push(servers[0].stop);
  if (process.env.BENCH_BEFORE_ROOT) {
    const before = { name: `before (${path.basename(process.env.BENCH_BEFORE_ROOT)})`, ...(await server(process.env.BENCH_BEFORE_ROOT, db.url)) };
    stops.push(before.stop);
    servers.unshift(before);
  }
  const barePort = await freePort();
  stops.push((await startScript(root, 'bench/bare-server.ts', { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`)).stop);
  const bare = `http://127.0.0.1:${barePort}/bare`;

  const cookie = learnerCookie(prepared.learnerToken);
  const enrol = await fetch(`${servers[0].url}/api/user/registration/addRegistration`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: servers[0].url },
    body: JSON.stringify({ siteId: 1, languageId: 1, relationId: prepared.courseId, emailNotificationStatus: 0, courseType: 0 }),
  });
  if (((await enrol.json()) as { code: number }).code !== 200) throw new Error('The bench learner could not enrol');

  const entries = [
    ...(process.env.BENCH_VISITOR === '0' ? [] : [{ name: 'visitor', headers: {} as Record<string, string> }]),
    { name: 'signed-in learner, enrolled', headers: { cookie } },
  ];
  console.log(`\nCourse detail, ${SECONDS} s per run, ${CONNECTIONS} connections, PostgreSQL, Node ${process.version}, ${os.cpus().length} CPUs\n`);
  console.log('| round | server | entry | load avg (1/5 min) | req/s | p50 ms | p99 ms | bad | bare req/s | ratio |');
  console.log('|---:|---|---|---|---:|---:|---:|---:|---:|---:|');
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? servers : [...servers].reverse();
    for (const s of order) {
      for (const entry of entries) {
        const [l1, l5] = os.loadavg();
        const base = await load({ url: bare });
        const url = `${s.url}/api/certification/release/course/detail?id=${prepared.courseId}&courseType=0&siteId=1&languageId=1`;
        const r = await load({ url, headers: entry.headers });
        console.log(
          `| ${round} | ${s.name} | ${entry.name} | ${l1.toFixed(1)} / ${l5.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bad} | ${base.rps.toFixed(0)} | ${(r.rps / base.rps).toFixed(2)} |`,
        );
      }
    }
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  await db.drop();
}
