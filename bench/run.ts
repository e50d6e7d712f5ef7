// `npm run bench`: starts the built server on the embedded database and a bare Fastify route,
// loads each with autocannon, and prints requests/s, p50 and p99 with the ratio to the baseline.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from '../e2e/server';
import { measureBundle } from './bundle';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

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

const server = await startServer({ LOG_LEVEL: 'warn' });
const barePort = Number(new URL(server.url).port) + 1;
const stopBare = await startBare(barePort);
try {
  const results: Figures[] = [];
  results.push(await load('bare Fastify route (baseline)', { url: `http://127.0.0.1:${barePort}/bare` }));
  results.push(await load('GET /api/certification/language/multi', { url: `${server.url}/api/certification/language/multi?siteId=21&languageId=1` }));
  results.push(await load('POST /api/certification/banner/release/query', {
    url: `${server.url}/api/certification/banner/release/query`, method: 'POST',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify({ siteId: 1, languageId: 1, typeList: ['0'] }),
  }));
  results.push(await load('GET /api/front-api/getSiteInfo', { url: `${server.url}/api/front-api/getSiteInfo?sitePath=eu` }));
  // Served from memory with an ETag: the language pack every non-English visit loads at boot.
  results.push(await load('GET /api/certification/i18n/pack (Arabic)', { url: `${server.url}/api/certification/i18n/pack?languagePackId=ar` }));
  // The home page's one aggregated call: six queries on a cold cache, then the reference cache.
  results.push(await load('GET /api/certification/home/getHomeData', { url: `${server.url}/api/certification/home/getHomeData?siteId=1&languageId=1` }));
  // Not cached: one indexed query on PGlite per request, the embedded database's own cost.
  results.push(await load('GET /api/certification/location/getCountryByIp (uncached query)', { url: `${server.url}/api/certification/location/getCountryByIp?siteId=21` }));
  // The course list (commerce §2) with keyword + certification type + language filters: one
  // filtered page with its window total and the filter options, uncached. On the demo seed by
  // default; `npm run seed:scale` first gives the 20,000-course catalogue.
  results.push(await load('GET /api/certification/release/course/page/list (keyword + type + language)', {
    url: `${server.url}/api/certification/release/course/page/list?siteId=1&languageId=1&courseType=0&type=0`
      + `&keyword=security&certificationTypeName=${encodeURIComponent('General Security Certification')}&languageComplete=English&pageSize=15`,
  }));
  const base = results[0];
  console.log(`\n${DURATION}s per endpoint, ${CONNECTIONS} connections, Node ${process.version}, embedded PGlite\n`);
  console.log('| endpoint | req/s | p50 ms | p99 ms | req/s vs baseline | p99 vs baseline | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / base.rps).toFixed(2)} | ${(r.p99 / Math.max(base.p99, 1)).toFixed(2)} | ${r.errors + r.non2xx} |`);
  }
  const b = measureBundle(path.join(root, 'apps/web/dist'));
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log('\n| web bundle (gzip) | KiB | vs React runtime chunk |');
  console.log('|---|---:|---:|');
  console.log(`| React runtime chunk (baseline) | ${kb(b.frameworkGzip)} | 1.00 |`);
  console.log(`| first page load (JS + CSS in index.html) | ${kb(b.initialGzip)} | ${(b.initialGzip / b.frameworkGzip).toFixed(2)} |`);
  console.log(`| all ${b.files} assets | ${kb(b.totalGzip)} | ${(b.totalGzip / b.frameworkGzip).toFixed(2)} |`);
} finally {
  await stopBare();
  await server.stop();
}
