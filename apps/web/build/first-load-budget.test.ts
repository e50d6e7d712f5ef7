import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltChunk } from './first-load';
import { ANTD_AT_START, FIRST_LOAD_PAGES as PAGES, OVER_BUDGET, type FirstLoadPage } from './first-load-pages';

/**
 * Issue 18 and 19, decision 0012: the JavaScript a first visit fetches for a page (the entry chunk
 * and its static imports, then the route's page module and its static imports) stays within the
 * shell's budget, carries no antd, and My Learning's chart library comes only with the tabs that
 * draw charts (src/app/first-load-routes.test.ts checks the routes do not load antd's scope). One real production build (the app's own Vite config, kept in memory) per run, in a
 * child process (build/first-load.ts); sizes are gzip level 9, as `npm run bench` counts them.
 */

/** Decision 0012's first-load budget (issue 19: "≤ 200 KB"). */
const BUDGET_BYTES = 200_000;

/** antd and the packages only antd brings (its rc-components, icons, css-in-js). */
const ANTD = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/;
/** The chart library of My Learning (decision 0019) and what it draws with. */
const CHARTS = /[\\/]node_modules[\\/](recharts|d3-[\w-]+|victory-vendor)[\\/]/;

type FirstLoad = { bytes: number; files: string[]; modules: string[] };

let chunks: BuiltChunk[] = [];

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-first-load-'));
  try {
    const out = path.join(dir, 'chunks.json');
    const root = path.resolve(import.meta.dirname, '../../..');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'first-load.ts'), out], {
      cwd: root,
      // vitest sets NODE_ENV=test, which would build React's development code.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    chunks = JSON.parse(fs.readFileSync(out, 'utf8')) as BuiltChunk[];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 240_000);

/**
 * The entry and the page module, each with every chunk it imports statically, and the English page
 * namespaces its route loads with it (app/routes.tsx `namespaces`, issue 19), gzipped.
 */
function firstLoad(pageModule: string, namespaces: readonly string[] = []): FirstLoad {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/apps/web/${pageModule}`));
  if (!entry) throw new Error('the build has no entry chunk');
  if (!page) throw new Error(`${pageModule} is not a chunk of its own in the build`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  visit(entry.fileName);
  visit(page.fileName);
  for (const ns of namespaces) {
    const chunk = chunks.find((c) => c.facadeModuleId === `\0virtual:credo-source-namespace/${ns}`);
    if (!chunk) throw new Error(`the English namespace ${ns} is not a chunk of its own in the build`);
    visit(chunk.fileName);
  }
  const loaded = [...seen].map((file) => byFile.get(file)!);
  return {
    bytes: loaded.reduce((n, c) => n + c.gzip, 0),
    files: [...seen],
    modules: loaded.flatMap((c) => c.moduleIds),
  };
}

describe('first-load JavaScript of the catalogue, home, certification, My Learning and payment pages', () => {
  for (const [name, { module, namespaces }] of Object.entries(PAGES) as [FirstLoadPage, (typeof PAGES)[FirstLoadPage]][]) {
    (ANTD_AT_START[name] ? it.fails : it)(`${name}: no antd in the first load`, () => {
      expect(
        firstLoad(module)
          .modules.filter((id) => ANTD.test(id))
          .slice(0, 5),
      ).toEqual([]);
    });
    // A page may have a tighter budget of its own (the detail pages, first-load-pages.ts).
    const budget = (PAGES[name] as { budgetBytes?: number }).budgetBytes ?? BUDGET_BYTES;
    (OVER_BUDGET[name] ? it.fails : it)(`${name}: within ${budget / 1000} KB gzip`, () => {
      const load = firstLoad(module, namespaces);
      expect(load.bytes, `${load.files.length} files, gzip`).toBeLessThanOrEqual(budget);
    });
  }

  // vite.config.ts's 'start' group: every request costs its headers and a place in the browser's
  // six connections, so what the entry needs at start comes in its own file, React's and the
  // bundler's runtime (16 files before, issue 19), and the group does not pull zod in with it.
  it('the entry starts with at most three script files, and no zod', () => {
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const start: string[] = [];
    const visit = (file: string) => {
      if (start.includes(file)) return;
      start.push(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    visit(chunks.find((c) => c.isEntry)!.fileName);
    expect(start.length, start.join(', ')).toBeLessThanOrEqual(3);
    const modules = chunks.filter((c) => start.includes(c.fileName)).flatMap((c) => c.moduleIds);
    expect(modules.filter((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id))).toEqual([]);
  });

  // Issue 19: the certificate card and the medals show only to a learner holding the certificate;
  // they load with the learner detail that says so (features/certification/components/lazy-certificate.tsx).
  it('certification detail: the certificate card and medals are not in the first load but are in the build', () => {
    const CERTIFICATE = /[\\/]features[\\/]certification[\\/]components[\\/](certificate-card|medals-block|learner-certificate)\.tsx$/;
    const page = PAGES['certification detail'];
    expect(firstLoad(page.module, page.namespaces).modules.filter((id) => CERTIFICATE.test(id))).toEqual([]);
    expect(chunks.flatMap((c) => c.moduleIds).filter((id) => CERTIFICATE.test(id))).toHaveLength(3);
  });

  it('my learning: the chart library is not in the first load but is in the build', () => {
    expect(firstLoad(PAGES['my learning'].module).modules.filter((id) => CHARTS.test(id))).toEqual([]);
    expect(chunks.some((c) => c.moduleIds.some((id) => /[\\/]node_modules[\\/]recharts[\\/]/.test(id)))).toBe(true);
  });
});
