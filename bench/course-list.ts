// The course list entries of `npm run bench` (bench/run.ts) alone, in rounds, for a before/after
// comparison (issue 19, target 3: the list with a new keyword each request, a cache miss, on the
// scale catalogue of 20,000 courses):
//   BENCH_DATABASE_URL=postgres://… [BENCH_BEFORE_ROOT=/path/to/other/checkout] npx tsx bench/course-list.ts
// With BENCH_BEFORE_ROOT a second server is started from that checkout on the same database and the
// rounds alternate the two servers (order swapped every round), so drifting load from elsewhere on a
// shared machine falls on both. Each row has the load averages at its start and the CPU per request
// of the server process and of the bench database's PostgreSQL backends, read from /proc over the
// measured run (robust to load, unlike req/s). BENCH_ROUNDS (default 3), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (20), BENCH_CACHED=1 adds the cached answer's entry. BENCH_ACCEPT_ENCODING sends
// that header with every list request (autocannon sends none, so by default answers go uncompressed;
// Chromium sends `gzip, deflate, br, zstd`). BENCH_CPU_PROF=<dir> profiles each server's measured
// runs (bench/cpu-prof.mjs, one window per run, <dir>/<server>-r<round>-<entry>.cpuprofile, read with
// bench/profile-summary.ts); the profiler's own cost then inflates the CPU columns.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../e2e/server';
import { databaseScript, freshPostgres } from './database-process';
import { burstCpuWindow } from './burst-cpu';
import { startScript } from './checkout-process';
import { endProfileWindow } from './profile-window';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;
const PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('BENCH_DATABASE_URL (PostgreSQL) is needed: two servers share its database');

async function server(cwd: string, databaseUrl: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = { PORT: String(port), PUBLIC_URL: url, DATABASE_URL: databaseUrl, DATA_DIR: os.tmpdir(), TRUST_PROXY: 'true' };
  if (PROF) {
    fs.mkdirSync(PROF, { recursive: true });
    Object.assign(env, {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(root, 'bench/cpu-prof.mjs')}`,
      BENCH_CPU_PROF: PROF,
      BENCH_CPU_PROF_ON_SIGNAL: '1',
    });
  }
  return { url, ...(await startScript(cwd, 'apps/server/src/main.ts', env, `${url}/healthz`)) };
}

/** Starts a profiled window of the server `pid` (cpu-prof.mjs) and waits until its profiler runs. */
async function startProfile(pid: number) {
  const started = path.join(PROF!, `started-${pid}`);
  fs.rmSync(started, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 600 && !fs.existsSync(started); i++) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Loads `opts` (2 s warm-up, then the measured run) and reads the CPU the server and the bench
 * database's backends used in the measured run; with `profileAs` (and BENCH_CPU_PROF) the measured
 * run is the server's profiled window, kept under that name.
 */
async function load(opts: autocannon.Options, pids: number[] = [], databaseUrl?: string, profileAs?: string) {
  await autocannon({ ...opts, duration: 2 });
  if (PROF && profileAs) await startProfile(pids[0]);
  const cpu = burstCpuWindow(pids, databaseUrl);
  const r = await autocannon({ ...opts, duration: SECONDS, connections: CONNECTIONS });
  const used = await cpu.end();
  const n = Math.max(1, r.requests.total);
  if (PROF && profileAs) {
    const { file, busyUs } = await endProfileWindow(pids[0], PROF);
    const named = path.join(PROF, `${profileAs}.cpuprofile`);
    fs.renameSync(file, named);
    console.log(`profile ${named}: ${(busyUs / n).toFixed(0)} µs sampled busy a request`);
  }
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.errors + r.non2xx,
    serverUs: (used.server * 1e6) / n,
    postgresUs: (used.postgresBench * 1e6) / n,
  };
}

const db = await freshPostgres(adminUrl, 'credo_bench_list');
const stops: (() => Promise<void>)[] = [];
try {
  await databaseScript('bench/prepare-db.ts', { DATA_DIR: os.tmpdir(), DATABASE_URL: db.url, BENCH_EXAM_LEARNERS: '10' });
  const servers = [{ name: 'this tree', ...(await server(root, db.url)) }];
  stops.push(servers[0].stop);
  if (process.env.BENCH_BEFORE_ROOT) {
    const before = { name: `before (${path.basename(process.env.BENCH_BEFORE_ROOT)})`, ...(await server(process.env.BENCH_BEFORE_ROOT, db.url)) };
    stops.push(before.stop);
    servers.unshift(before);
  }
  const barePort = await freePort();
  const bareServer = await startScript(root, 'bench/bare-server.ts', { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`);
  stops.push(bareServer.stop);
  const bare = `http://127.0.0.1:${barePort}/bare`;

  // As bench/run.ts asks: keyword + certification type + language filters, 15 a page.
  const query =
    '/api/certification/release/course/page/list?siteId=1&languageId=1&courseType=0&type=0' +
    `&certificationTypeName=${encodeURIComponent('General Security Certification')}&languageComplete=English&pageSize=15`;
  // A keyword no earlier request used (across servers and rounds): every call misses the answer cache.
  let keyword = 0;
  const headers = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : undefined;
  const entries: { name: string; opts: (url: string) => autocannon.Options }[] = [
    ...(process.env.BENCH_CACHED === '1' ? [{ name: 'cached answer', opts: (url: string) => ({ url: `${url}${query}&keyword=security`, headers }) }] : []),
    {
      name: 'a new keyword each request (cache miss)',
      opts: (url: string) => ({
        url: `${url}${query}`,
        headers,
        requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: `${req.path}&keyword=${encodeURIComponent(`security ${++keyword}`)}` }) }],
      }),
    },
  ];
  console.log(
    `\nCourse list, ${SECONDS} s per run, ${CONNECTIONS} connections, PostgreSQL, Node ${process.version}, ${os.cpus().length} CPUs, ` +
      `accept-encoding: ${ACCEPT_ENCODING ?? 'none'}\n`,
  );
  console.log('| round | server | entry | load avg (1/5 min) | req/s | p50 ms | p99 ms | bad | server µs/req | PostgreSQL µs/req | bare req/s | ratio |');
  console.log('|---:|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? servers : [...servers].reverse();
    for (const s of order) {
      for (const entry of entries) {
        const [l1, l5] = os.loadavg();
        const base = await load({ url: bare });
        const profileAs = `${s.name.replace(/[^\w]+/g, '-')}-r${round}-${entry.name.startsWith('cached') ? 'cached' : 'miss'}`;
        const r = await load(entry.opts(s.url), [s.pid], db.url, profileAs);
        console.log(
          `| ${round} | ${s.name} | ${entry.name} | ${l1.toFixed(1)} / ${l5.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bad} | ` +
            `${r.serverUs.toFixed(0)} | ${r.postgresUs.toFixed(0)} | ${base.rps.toFixed(0)} | ${(r.rps / base.rps).toFixed(2)} |`,
        );
      }
    }
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  await db.drop();
}
