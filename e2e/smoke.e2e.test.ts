import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors } from './browser';
import { SHOTS_DIR, useServerAndBrowser } from './harness';
import { startServer, type RunningServer } from './server';

const shots = SHOTS_DIR;
let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('shared links preview without JavaScript', () => {
  it('sends a course and a certification detail page with their own title, description and Open Graph tags', async () => {
    for (const [path, name] of [
      ['/course/detail/1?courseType=0', 'Security Systems Fundamentals'],
      ['/certification/detail/1', 'Certified Security Associate (CSA)'],
    ]) {
      const html = await (await fetch(server.url + path)).text();
      expect(html, path).toContain(`<title>${name} | Credo Academy</title>`);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, path).toContain(`<meta property="og:title" content="${name} | Credo Academy" />`);
      expect(html, path).toMatch(/<meta property="og:image" content="http[^"]+"/);
      expect(html, path).toMatch(/<link rel="canonical" href="http[^"]+"/);
    }
  });
});

describe('home page in Chromium', () => {
  it('renders the seeded site: title, banner, footer, no console errors', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    await expect.poll(() => page.title()).not.toBe('');
    await page.getByRole('contentinfo').waitFor();
    await expect.poll(() => page.locator('footer a').count()).toBeGreaterThan(3);
    await expect.poll(() => page.locator('.ant-carousel, [data-testid="home-banners"]').count()).toBeGreaterThan(0);
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await page.screenshot({ path: path.join(shots, 'home-desktop.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('renders right to left on the Arabic site and at mobile width', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 780 } });
    const pack = page.waitForResponse((r) => r.url().includes('/api/certification/i18n/pack?languagePackId=ar'));
    await page.goto(server.url + '/ar', { waitUntil: 'networkidle' });
    expect((await pack).status()).toBe(200);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    // The texts are the server's Arabic pack, not the bundled English fallback.
    const arabic = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../packages/i18n/locales/ar/header.json'), 'utf8'));
    await page.getByRole('button', { name: arabic.signIn }).first().waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.screenshot({ path: path.join(shots, 'home-ar-mobile.png'), fullPage: true });
  });

  it('shows the real not-found page for an unknown route', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const res = await page.goto(server.url + '/no/such/page', { waitUntil: 'networkidle' });
    // A real 404 status with the app's not-found page (issue 14 item 11: no soft 404s).
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('link', { name: /home/i }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(shots, 'not-found.png') });
  });

  it('keeps the data across a restart and does not seed twice', async () => {
    const before = await (
      await fetch(`${server.url}/api/certification/banner/release/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ typeList: ['0'] }),
      })
    ).json();
    await server.stop();
    // The harness stops the first server; this second one on the same data directory is ours to stop.
    const again = await startServer({ DATA_DIR: server.dataDir });
    try {
      const after = await (
        await fetch(`${again.url}/api/certification/banner/release/query`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ typeList: ['0'] }),
        })
      ).json();
      expect(after.data.length).toBeGreaterThan(0);
      expect(after.data).toEqual(before.data);
    } finally {
      await again.stop();
    }
  });
});
