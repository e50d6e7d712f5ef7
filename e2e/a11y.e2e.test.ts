import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, useServerAndBrowser } from './harness';
import { signIn } from './journey-kit';
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

describe('accessibility of the signed-in header (axe-core)', () => {
  it.each([
    ['desktop', '/faq', 1440],
    ['mobile', '/mobile/faq', 375],
  ])('%s: the account button is named by what it shows (no label-content-name-mismatch)', async (_name, path, width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
    await context.addCookies([
      { name: 'cookieDisclaimer', value: 'true', url: server.url },
      { name: 'showCountryLanguageTips', value: '1', url: server.url },
    ]);
    const page = await context.newPage();
    await signIn(server, page, 'learner@credo.test', 'Learner!2026', path);
    // A fresh load of the complete profile: no required-information dialog hides the header from axe.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^Account menu of / }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
