// `npx tsx bench/pages.ts` (after `npm run build`, or with WEB_DIST): the pages' first-load transfer
// alone, on the demo seed — home, course list, course detail and certification detail, and their
// /mobile twins for the meta description — and Lighthouse on the four (BENCH_LIGHTHOUSE=0 leaves it
// out), without the endpoint and exam runs of bench/run.ts. BENCH_PAGES=course,certification keeps
// the paths containing one of the words; BENCH_PAGES_DETAIL=1 lists every response of each page.
import fs from 'node:fs';
import os from 'node:os';
import { startServer } from '../e2e/server';
import { printLighthouse, runLighthouse } from './lighthouse';
import { measurePageTransfers, printPageResponses, printPageTransfers } from './page-transfer';

const dataDir = fs.mkdtempSync(`${os.tmpdir()}/credo-pages-`);
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 300_000);
try {
  const api = async <T>(path: string) => ((await (await fetch(`${server.url}${path}`)).json()) as { data: T }).data;
  const list = await api<{ rows: { id: number; certificationId: number | null }[] }>(
    '/api/certification/release/course/page/list?siteId=1&languageId=1&courseType=0&type=0&pageSize=15&pageNo=1',
  );
  const courseId = list.rows[0]?.id;
  const certificationId = list.rows.find((c) => c.certificationId !== null)?.certificationId;
  const all = ['/', '/general-security-certification/online-video-courses', `/course/detail/${courseId}?courseType=0`];
  if (certificationId) all.push(`/certification/detail/${certificationId}`);
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  const paths = only ? all.filter((p) => only.some((word) => (word === 'home' ? p === '/' : p.includes(word)))) : all;
  // The /mobile twins are there for their meta description; a filtered run measures the pages only.
  const loads = await measurePageTransfers(server.url, only ? paths : [...paths, ...paths.map((p) => `/mobile${p === '/' ? '' : p}`)]);
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  printPageTransfers(loads);
  if (process.env.BENCH_PAGES_DETAIL === '1') printPageResponses(loads);
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const runs = await runLighthouse(server.url, paths);
    if (runs) printLighthouse(runs);
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
