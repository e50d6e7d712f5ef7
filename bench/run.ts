// `npm run bench`: loads the scale catalogue into a fresh embedded database (or, with
// BENCH_DATABASE_URL, a fresh database on that PostgreSQL server), starts the built server on it
// and a bare Fastify route, loads each endpoint with autocannon right after the bare route, and
// prints requests/s, p50 and p99 with the ratio to that baseline, then the exam scenario (a class of
// BENCH_EXAM_LEARNERS learners starting, answering and double-submitting a quiz at once, checked in the
// database afterwards: a failed check exits non-zero), then the page weight of the web build (from
// the build manifest, and as Chromium fetches the course list and detail on a first visit).
// BENCH_ONLY=exam runs the exam scenario alone. Then the pages' first-load transfer in Chromium
// (bench/page-transfer.ts), Lighthouse mobile and desktop on the same four pages (bench/lighthouse.ts,
// BENCH_LIGHTHOUSE=0 leaves it out) and, last, the exam-day ladder (bench/exam-day.ts, on a database of its
// own; BENCH_ONLY=exam-day runs it alone, BENCH_EXAM_DAY=0 leaves it out).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startServer } from '../e2e/server';
import { measureBrowserLoads, type BrowserLoad } from './browser-load';
import { runExamDay } from './exam-day';
import { printLighthouse, runLighthouse, type LighthouseRun } from './lighthouse';
import { measurePageTransfers, printPageTransfers, type PageTransfer } from './page-transfer';
import { measureBundle, measureRoute } from './bundle';
import { FIRST_LOAD_PAGES } from '../apps/web/build/first-load-pages';
import type { RecordedAttempt } from './check-exam';
import { runExamClass, type ClassRun } from './exam-class';
import { verifyClass } from './exam-verify';
import type { PreparedDb } from './prepare-db';
import { learnerCookie } from './learner-cookie';
import { databaseScript } from './database-process';
import { startScript } from './checkout-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const EXAM_ONLY = process.env.BENCH_ONLY === 'exam';
const EXAM_DAY_ONLY = process.env.BENCH_ONLY === 'exam-day';
if (EXAM_DAY_ONLY) {
  const { problems } = await runExamDay();
  process.exit(problems.length ? 1 : 0);
}
/** The issue's page-weight target for the list and detail pages' first load (gzip). */
const FIRST_LOAD_TARGET_KB = 200;

type Figures = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(name: string, opts: autocannon.Options): Promise<Figures> {
  // A short warm-up so JIT and caches are hot before measuring.
  await autocannon({ ...opts, duration: 2 });
  const r = await autocannon({ ...opts, duration: DURATION, connections: CONNECTIONS });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

/** The bare route on its own free port; throws if it exits or never answers (a dead baseline would read as the server's failures). */
async function startBare(port: number) {
  return (await startScript(root, 'bench/bare-server.ts', { PORT: String(port) }, `http://127.0.0.1:${port}/bare`)).stop;
}

/**
 * Migrates and seeds the bench's data directory (demo seed + `seed:scale`), creates a learner
 * session and the exam scenario's quiz and class, before the server opens the same directory.
 */
const prepareDatabase = (dbEnv: Record<string, string>) => databaseScript<PreparedDb>('bench/prepare-db.ts', dbEnv);

function printExam(run: ClassRun, learners: number, paper: number, bank: number) {
  const f = (n: number) => n.toFixed(1);
  const r = (n: number, base: number) => (n / Math.max(base, 0.1)).toFixed(2);
  console.log(`\nExam at once: ${learners} learners, a ${paper}-question paper drawn from a bank of ${bank}, ${postgres ? 'PostgreSQL' : 'embedded PGlite'}.`);
  console.log('Each phase is one burst; its baseline is the bare route loaded just before by the same client in the same shape.\n');
  console.log(
    '| exam phase | requests | s | req/s | p50 ms | p95 ms | p99 ms | req/s vs baseline | p50 vs | p95 vs | p99 vs | failures | baseline req/s | baseline p50 / p95 / p99 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const p of run.phases) {
    const b = p.base;
    console.log(
      `| ${p.name} | ${p.requests} | ${f(p.seconds)} | ${p.rps.toFixed(0)} | ${f(p.p50)} | ${f(p.p95)} | ${f(p.p99)} | ${(p.rps / b.rps).toFixed(2)} ` +
        `| ${r(p.p50, b.p50)} | ${r(p.p95, b.p95)} | ${r(p.p99, b.p99)} | ${p.failures} | ${b.rps.toFixed(0)} | ${f(b.p50)} / ${f(b.p95)} / ${f(b.p99)} |`,
    );
  }
  // A start's time above is the learner's whole wait, retries after "busy" included.
  console.log(`\nStarts answered "busy, try again" (503, Retry-After) and asked again as the exam page does: ${run.busyStarts}; submits: ${run.busySubmits}.`);
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
// TRUST_PROXY: the exam scenario's learners each come from an address of their own (X-Forwarded-For).
const server = await startServer({ LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ...dbEnv });
const barePort = await freePort();
const stopBare = await startBare(barePort);
let examProblems: string[] = [];
let browserLoads: BrowserLoad[] = [];
let pageLoads: PageTransfer[] = [];
let lighthouseRuns: LighthouseRun[] | null = null;
try {
  if (!EXAM_ONLY) await measureEndpoints();
  // The list and a demo course's detail as Chromium loads them (before the exam fills the server).
  if (!EXAM_ONLY)
    browserLoads = await measureBrowserLoads(server.url, [
      '/general-security-certification/online-video-courses',
      `/course/detail/${prepared.courseId}?courseType=0`,
    ]);
  if (!EXAM_ONLY) {
    const paths = await pagePaths();
    pageLoads = await measurePageTransfers(server.url, paths);
    if (process.env.BENCH_LIGHTHOUSE !== '0') lighthouseRuns = await runLighthouse(server.url, paths);
  }
  // Last, as it stops the server: the check reads the database, which PGlite lets one process open.
  const exam = await runExamClass(server.url, `http://127.0.0.1:${barePort}/bare`, prepared.exam);
  await stopBare();
  await server.stop();
  printExam(exam, prepared.exam.learners.length, prepared.exam.paper, prepared.exam.bank);
  const recorded = await databaseScript<RecordedAttempt[]>('bench/check-exam.ts', { ...dbEnv, BENCH_EXAM_ID: String(prepared.exam.examId) });
  examProblems = verifyClass(prepared.exam, exam, recorded);
  const passed = recorded.filter((a) => a.result === '2').length;
  console.log(
    examProblems.length
      ? `\nExam check FAILED (${examProblems.length} problems):\n${examProblems
          .slice(0, 30)
          .map((p) => `  - ${p}`)
          .join('\n')}`
      : `\nExam check passed: ${recorded.length} attempts for ${prepared.exam.learners.length} learners, one each, submitted and scored as their answers ` +
          `give (${passed} passed, ${recorded.length - passed} failed); both submits of every double click answered the same record and score; ` +
          'registrations and credits moved once per pass.',
  );
  if (!EXAM_ONLY) {
    printBundle();
    printPageTransfers(pageLoads);
    if (lighthouseRuns) printLighthouse(lighthouseRuns);
  }
} finally {
  await stopBare();
  await server.stop();
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.BENCH_EXAM_DAY !== '0') {
  const { problems } = await runExamDay();
  if (problems.length) process.exitCode = 1;
}
if (examProblems.length) process.exitCode = 1;

/** Home, course list, a course's and a certification's detail (issue 19's four pages), as a visitor. */
async function pagePaths() {
  const list = (await (
    await fetch(`${server.url}/api/certification/release/course/page/list?siteId=1&languageId=1&courseType=0&type=0&pageSize=15&pageNo=1`)
  ).json()) as { data: { rows: { certificationId: number | null }[] } };
  const certificationId = list.data.rows.find((r) => r.certificationId !== null)?.certificationId;
  return [
    '/',
    '/general-security-certification/online-video-courses',
    `/course/detail/${prepared.courseId}?courseType=0`,
    ...(certificationId ? [`/certification/detail/${certificationId}`] : []),
  ];
}

async function measureEndpoints() {
  const learner = { cookie: learnerCookie(prepared.learnerToken) };
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
    url: `${server.url}/api/certification/banner/release/query`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ siteId: 1, languageId: 1, typeList: ['0'] }),
  });
  await measure('GET /api/front-api/getSiteInfo', { url: `${server.url}/api/front-api/getSiteInfo?sitePath=eu` });
  // Served from memory with an ETag: the language pack every non-English visit loads at boot. Asked
  // as a browser asks (Accept-Encoding: br), so the pack's brotli bytes made at start are measured,
  // not the uncompressed JSON no browser receives.
  await measure('GET /api/certification/i18n/pack (Arabic, br)', {
    url: `${server.url}/api/certification/i18n/pack?languagePackId=ar`,
    headers: { 'accept-encoding': 'br' },
  });
  // The home page's one aggregated call: six queries on a cold cache, then the reference cache.
  await measure('GET /api/certification/home/getHomeData', { url: `${server.url}/api/certification/home/getHomeData?siteId=1&languageId=1` });
  // Not cached: one indexed query on PGlite per request, the embedded database's own cost.
  await measure('GET /api/certification/location/getCountryByIp (uncached query)', {
    url: `${server.url}/api/certification/location/getCountryByIp?siteId=21`,
  });
  // The course list (commerce §2) with keyword + certification type + language filters, on the
  // scale catalogue: the first call reads the database, the rest are the cached answer (30 s).
  const list =
    `${server.url}/api/certification/release/course/page/list?siteId=1&languageId=1&courseType=0&type=0` +
    `&certificationTypeName=${encodeURIComponent('General Security Certification')}&languageComplete=English&pageSize=15`;
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
  console.log(
    `\n${DURATION}s per endpoint, ${CONNECTIONS} connections, Node ${process.version}, ${postgres ? 'PostgreSQL' : 'embedded PGlite'}, scale catalogue`,
  );
  console.log('Ratios are against the bare route measured just before each endpoint (its req/s in the last column).\n');
  console.log('| endpoint | req/s | p50 ms | p99 ms | req/s vs baseline | p99 vs baseline | errors | baseline req/s |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const mean = bases.reduce((n, b) => n + b.rps, 0) / bases.length;
  console.log(
    `| bare Fastify route (baseline, mean of ${bases.length} runs) | ${mean.toFixed(0)} | ${median(bases.map((b) => b.p50))} | ${median(bases.map((b) => b.p99))} | 1.00 | 1.00 | ${bases.reduce((n, b) => n + b.errors + b.non2xx, 0)} | |`,
  );
  for (const r of results) {
    const ratio = (r.rps / r.base.rps).toFixed(2);
    const p99 = (r.p99 / Math.max(r.base.p99, 1)).toFixed(2);
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${ratio} | ${p99} | ${r.errors + r.non2xx} | ${r.base.rps.toFixed(0)} |`);
  }
}

function printBundle() {
  const dist = path.join(root, 'apps/web/dist');
  const b = measureBundle(dist);
  // Neither page loads antd (decision 0012), so no antd locale is fetched before they render.
  // With the English page namespaces their routes load (the budget test's list of them).
  const listPage = FIRST_LOAD_PAGES['course list'];
  const detailPage = FIRST_LOAD_PAGES['course detail'];
  const listLoad = measureRoute(dist, listPage.module, listPage.namespaces);
  const detailLoad = measureRoute(dist, detailPage.module, detailPage.namespaces);
  const kib = (n: number) => (n / 1024).toFixed(1);
  const ratio = (n: number) => (n / b.frameworkGzip).toFixed(2);
  const target = (n: number) => (n < FIRST_LOAD_TARGET_KB * 1000 ? 'yes' : 'no');
  console.log(`\n| web bundle (gzip) | KiB | vs React runtime chunk | under ${FIRST_LOAD_TARGET_KB} KB |`);
  console.log('|---|---:|---:|---:|');
  console.log(`| React runtime chunk (baseline) | ${kib(b.frameworkGzip)} | 1.00 | |`);
  console.log(`| first page load (JS + CSS in index.html) | ${kib(b.initialGzip)} | ${ratio(b.initialGzip)} | |`);
  console.log(
    `| course list first load (JS, ${listLoad.jsFiles} files; CSS ${kib(listLoad.cssGzip)}) | ${kib(listLoad.jsGzip)} | ${ratio(listLoad.jsGzip)} | ${target(listLoad.jsGzip)} |`,
  );
  console.log(
    `| course detail first load (JS, ${detailLoad.jsFiles} files; CSS ${kib(detailLoad.cssGzip)}) | ${kib(detailLoad.jsGzip)} | ${ratio(detailLoad.jsGzip)} | ${target(detailLoad.jsGzip)} |`,
  );
  for (const load of browserLoads) {
    console.log(
      `| ${load.path} in Chromium, first visit (JS, ${load.jsFiles} files; CSS ${kib(load.cssGzip)}) | ${kib(load.jsGzip)} | ${ratio(load.jsGzip)} | ${target(load.jsGzip)} |`,
    );
  }
  console.log(`| all ${b.files} assets | ${kib(b.totalGzip)} | ${ratio(b.totalGzip)} | |`);
}
