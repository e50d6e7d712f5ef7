import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from './browser';
import { startServer, type RunningServer } from './server';

/** Where the journeys leave their screenshots (git-ignored; the chosen ones go to docs/screenshots). */
export const SHOTS_DIR = path.resolve(import.meta.dirname, '../test-results');

/**
 * One server (as `npm start` runs it, on its own copy of the run's freshly seeded data directory,
 * see global-setup.ts) and one Chromium for a test file: started before its tests, stopped after
 * them. `ready` receives both.
 */
export function useServerAndBrowser(ready: (server: RunningServer, browser: Browser) => void, env: Record<string, string> = {}): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-e2e-'));
    fs.cpSync(inject('seededDataDir'), dataDir, { recursive: true });
    server = await startServer({ DATA_DIR: dataDir, ...env });
    browser = await launchChromium();
    ready(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
}

// axe-core's own bundle, injected into the page: no network, the same rules as the browser extension.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * The serious and critical axe-core violations of the page as it is now. The page's context must
 * be opened with `bypassCSP: true`: the site's CSP rightly refuses the injected bundle.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * What every journey's browser asks of the page: reduced motion. antd's dialogs otherwise zoom in
 * from the pointer, and Playwright's "stable" check can pass in the frames before the zoom starts
 * (the dialog is measured in place, transparent): its click then lands where the button is not yet,
 * a lost click (the enrol and cancel-seat confirmations in CI). The site honours the setting
 * (antd-scope.tsx, and the CSS's prefers-reduced-motion rules), so this is a real visitor's setting.
 */
export const STILL = { reducedMotion: 'reduce' } as const;

/**
 * A browser context at `width` px whose visitor already answered the cookie banner and the
 * language tip, so nothing covers the page under test, and who prefers reduced motion (STILL).
 */
export async function settledContext(browser: Browser, serverUrl: string, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...STILL });
  await context.addCookies([
    { name: 'cookieDisclaimer', value: 'true', url: serverUrl },
    { name: 'cookiePolicy', value: encodeURIComponent(JSON.stringify({ necessary: 'on', functionality: 'on', analytics: 'off' })), url: serverUrl },
    { name: 'showCountryLanguageTips', value: '1', url: serverUrl },
  ]);
  return context;
}
