import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { startServer, type RunningServer } from './server';

// axe-core's own bundle, injected into the page: no network, the same rules as the browser extension.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility of the home page (axe-core)', () => {
  it.each([
    ['English, desktop', '/', 1440],
    ['English, mobile', '/mobile', 375],
    ['Arabic, desktop', '/ar', 1440],
    ['Arabic, mobile', '/ar/mobile', 375],
  ])('%s has no serious or critical violation', async (_name, path, width) => {
    // The site's CSP forbids inline scripts; only the injected axe bundle needs the exemption.
    const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    await page.getByRole('contentinfo').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
