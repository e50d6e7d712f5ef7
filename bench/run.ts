// `npm run bench`: loads the scale catalogue into a fresh embedded database (or, with
// BENCH_DATABASE_URL, a fresh database on that PostgreSQL server), starts the built server on it
// and a bare Fastify route, loads each endpoint with autocannon right after the bare route, and
// prints requests/s, p50 and p99 with the ratio to that baseline, then the page weight of the web build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from '../e2e/server';
import { measureBundle, measureRoute } from './bundle';
import type { PreparedDb } from './prepare-db';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** The issue's page-weight target for the list and detail pages' first load (gzip). */
const FIRST_LOAD_TARGET_KB = 200;

type Figures = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(name: string, opts: autocannon.Options): Promise<Figures> {
  // A short warm-up so JIT and caches are hot before measuring.
  await autocannon({ ...opts, duration: 2 });
  const r = await autocannon({ ...opts, duration: DURATION, connections: CONNECTIONS });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

async function startBare(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/bare-server.ts')], {
    cwd: root, env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn' }, stdio: 'inherit',
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/bare`)).ok) break;
    } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  return () => new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); });
}

/**
 * Migrates and seeds the bench's data directory (demo seed + `seed:scale`) and creates a learner
 * session, in a process of its own that ends before the server opens the same PGlite directory.
 */
async function prepareDatabase(dbEnv: Record<string, string>): Promise<PreparedDb> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/prepare-db.ts')], {
    cwd: root, env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...dbEnv }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/prepare-db.ts exited with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as PreparedDb;
}

/** With BENCH_DATABASE_URL (a PostgreSQL server and a user that may create databases): a fresh database there. */
async function postgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `credo_bench_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-bench-'));
const postgres = process.env.BENCH_DATABASE_URL ? await postgresDatabase(process.env.BENCH_DATABASE_URL) : undefined;
const dbEnv: Record<string, string> = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
const prepared = await prepareDatabase(dbEnv);
console.log(`Scale catalogue: ${prepared.courses} release courses loaded in ${(prepared.seedMs / 1000).toFixed(1)} s (with the demo seed).`);
const server = await startServer({ LOG_LEVEL: 'warn', ...dbEnv });
const barePort = Number(new URL(server.url).port) + 1;
const stopBare = await startBare(barePort);
try {
  const learner = { cookie: `credo_sid=${prepared.learnerToken}` };
  // The learner enrols through the API, so the signed-in detail reads an audited registration.
  const enrol = await fetch(`${server.url}/api/user/registration/addRegistration`, {
    method: 'POST',
    headers: { ...learner, 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ siteId: 1, languageId: 1, relationId: prepared.courseId, emailNotificationStatus: 0, courseType: 0 }),
  });
  const enrolled = (await enrol.json()) as { code: number };
  if (enrolled.code !== 200) throw new Error(`The bench learner could not enrol: ${JSON.stringify(enrolled)}`);

  // Each endpoint is measured right after the bare route and compared with that run: on a shared
  // 2-core machine the load from elsewhere drifts over the minutes a whole run takes.
  const results: (Figures & { base: Figures })[] = [];
  const bare = { url: `http://127.0.0.1:${barePort}/bare` };
  const measure = async (name: string, opts: autocannon.Options) => {
    const base = await load('bare Fastify route', bare);
    results.push({ ...(await load(name, opts)), base });
  };
  await measure('GET /api/certification/language/multi', { url: `${server.url}/api/certification/language/multi?siteId=21&languageId=1` });
  await measure('POST /api/certification/banner/release/query', {
    url: `${server.url}/api/certification/banner/release/query`, method: 'POST',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify({ siteId: 1, languageId: 1, typeList: ['0'] }),
  });
  await measure('GET /api/front-api/getSiteInfo', { url: `${server.url}/api/front-api/getSiteInfo?sitePath=eu` });
  // Served from memory with an ETag: the language pack every non-English visit loads at boot.
  await measure('GET /api/certification/i18n/pack (Arabic)', { url: `${server.url}/api/certification/i18n/pack?languagePackId=ar` });
  // The home page's one aggregated call: six queries on a cold cache, then the reference cache.
  await measure('GET /api/certification/home/getHomeData', { url: `${server.url}/api/certification/home/getHomeData?siteId=1&languageId=1` });
  // Not cached: one indexed query on PGlite per request, the embedded database's own cost.
  await measure('GET /api/certification/location/getCountryByIp (uncached query)', { url: `${server.url}/api/certification/location/getCountryByIp?siteId=21` });
  // The course list (commerce §2) with keyword + certification type + language filters, on the
  // scale catalogue: the first call reads the database, the rest are the cached answer (30 s).
  const list = `${server.url}/api/certification/release/course/page/list?siteId=1&languageId=1&courseType=0&type=0`
    + `&certificationTypeName=${encodeURIComponent('General Security Certification')}&languageComplete=English&pageSize=15`;
  await measure('GET /api/certification/release/course/page/list (keyword + type + language, scale)', { url: `${list}&keyword=security` });
  // The same list with a keyword no earlier request used: every call misses the answer cache and
  // runs the page query on the 20,000-course catalogue (what a cache miss costs at scale).
  let keyword = 0;
  await measure('GET …/course/page/list (scale, a new keyword each request: cache miss)', {
    url: list,
    requests: [{ setupRequest: (req) => ({ ...req, path: `${req.path}&keyword=${encodeURIComponent(`security ${++keyword}`)}` }) }],
  });
  // The course detail (commerce §2, /course/detail/{id}) of a demo course of site 1.
  const detail = `${server.url}/api/certification/release/course/detail?id=${prepared.courseId}&courseType=0&siteId=1&languageId=1`;
  await measure('GET /api/certification/release/course/detail (visitor)', { url: detail });
  await measure('GET /api/certification/release/course/detail (signed-in learner, enrolled)', { url: detail, headers: learner });

  const bases = results.map((r) => r.base);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\n${DURATION}s per endpoint, ${CONNECTIONS} connections, Node ${process.version}, ${postgres ? 'PostgreSQL' : 'embedded PGlite'}, scale catalogue`);
  console.log('Ratios are against the bare route measured just before each endpoint (its req/s in the last column).\n');
  console.log('| endpoint | req/s | p50 ms | p99 ms | req/s vs baseline | p99 vs baseline | errors | baseline req/s |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const mean = bases.reduce((n, b) => n + b.rps, 0) / bases.length;
  console.log(`| bare Fastify route (baseline, mean of ${bases.length} runs) | ${mean.toFixed(0)} | ${median(bases.map((b) => b.p50))} | ${median(bases.map((b) => b.p99))} | 1.00 | 1.00 | ${bases.reduce((n, b) => n + b.errors + b.non2xx, 0)} | |`);
  for (const r of results) {
    const ratio = (r.rps / r.base.rps).toFixed(2);
    const p99 = (r.p99 / Math.max(r.base.p99, 1)).toFixed(2);
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${ratio} | ${p99} | ${r.errors + r.non2xx} | ${r.base.rps.toFixed(0)} |`);
  }

  const dist = path.join(root, 'apps/web/dist');
  const b = measureBundle(dist);
  // The English visit of each page: the shell always loads the antd locale of the language first.
  const english = [/antd[\\/]locale[\\/]en_US/];
  const listLoad = measureRoute(dist, 'src/features/catalogue/pages/course-list-page.tsx', english);
  const detailLoad = measureRoute(dist, 'src/features/course/pages/course-detail-page.tsx', english);
  const kib = (n: number) => (n / 1024).toFixed(1);
  const ratio = (n: number) => (n / b.frameworkGzip).toFixed(2);
  const target = (n: number) => (n < FIRST_LOAD_TARGET_KB * 1000 ? 'yes' : 'no');
  console.log(`\n| web bundle (gzip) | KiB | vs React runtime chunk | under ${FIRST_LOAD_TARGET_KB} KB |`);
  console.log('|---|---:|---:|---:|');
  console.log(`| React runtime chunk (baseline) | ${kib(b.frameworkGzip)} | 1.00 | |`);
  console.log(`| first page load (JS + CSS in index.html) | ${kib(b.initialGzip)} | ${ratio(b.initialGzip)} | |`);
  console.log(`| course list first load (JS, ${listLoad.jsFiles} files; CSS ${kib(listLoad.cssGzip)}) | ${kib(listLoad.jsGzip)} | ${ratio(listLoad.jsGzip)} | ${target(listLoad.jsGzip)} |`);
  console.log(`| course detail first load (JS, ${detailLoad.jsFiles} files; CSS ${kib(detailLoad.cssGzip)}) | ${kib(detailLoad.jsGzip)} | ${ratio(detailLoad.jsGzip)} | ${target(detailLoad.jsGzip)} |`);
  console.log(`| all ${b.files} assets | ${kib(b.totalGzip)} | ${ratio(b.totalGzip)} | |`);
} finally {
  await stopBare();
  await server.stop();
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
