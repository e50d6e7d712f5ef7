import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, useServerAndBrowser } from './harness';
import type { RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

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
