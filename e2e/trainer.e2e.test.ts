import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors } from './browser';
import { settledContext, useServerAndBrowser } from './harness';
import type { RunningServer } from './server';

// Issue 21 item 1: a visitor browses the trainer team and opens one trainer, on the desktop
// page at 1440 px, the /mobile twin at 375 px and the Arabic site right to left.
const SHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `trainer-${name}.png`), fullPage: true });
const cards = (page: Page) => page.locator('main ul > li:has(h2)');

describe('trainer team and trainer pages in Chromium', () => {
  it('a visitor goes from the footer to the team, opens a trainer and one of their sessions (1440 px)', async () => {
    const context = await settledContext(browser, server.url, 1440);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    await page.locator('footer a[href="/trainer-team"]').first().click();
    await page.waitForURL((url) => url.pathname === '/trainer-team');
    await page.getByRole('heading', { level: 1, name: 'Trainer team' }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(7);
    expect(await page.title()).toContain('Trainer');
    // Each card: photo, certifications taught and at least one trainer has sessions linking to classrooms.
    expect(await page.locator('main img[src^="/media/"]').count()).toBeGreaterThanOrEqual(7);
    const sessionLinks = page.locator('main a[href^="/classroom/detail/"]');
    expect(await sessionLinks.count()).toBeGreaterThan(0);
    await page.getByText('Certifications').first().waitFor();
    await shot(page, 'team-en-1440');

    // Open the first trainer who has a session.
    const card = cards(page)
      .filter({ has: page.locator('a[href^="/classroom/detail/"]') })
      .first();
    const name = (await card.locator('h2').textContent())!.trim();
    await card.locator('h2 a').click();
    await page.waitForURL((url) => url.pathname === '/trainer' && /^\d+$/.test(url.searchParams.get('id') ?? ''));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => page.title()).toContain(name);
    await page.getByRole('heading', { level: 2, name: 'Upcoming sessions' }).waitFor();
    await shot(page, 'detail-en-1440');

    const session = page.locator('main a[href^="/classroom/detail/"]').first();
    const href = await session.getAttribute('href');
    await session.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The classroom page names its trainer.
    await page.getByText(name).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the /mobile twin at 375 px: one column that fits the screen, and a trainer page', async () => {
    const context = await settledContext(browser, server.url, 375);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/trainer-team', { waitUntil: 'networkidle' });
    await page.waitForURL((url) => url.pathname === '/mobile/trainer-team');
    await expect.poll(() => cards(page).count()).toBe(7);
    expect(await page.locator('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'team-en-375');
    await cards(page).first().locator('h2 a').click();
    await page.waitForURL((url) => url.pathname === '/mobile/trainer');
    await page.getByRole('heading', { level: 2, name: 'Upcoming sessions' }).waitFor();
    expect(await page.locator('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'detail-en-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in Arabic on /ar/trainer-team: right to left, Arabic names and texts', async () => {
    for (const width of [1440, 375]) {
      const context = await settledContext(browser, server.url, width);
      const page = await context.newPage();
      await page.goto(`${server.url}/ar/trainer-team`, { waitUntil: 'networkidle' });
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByRole('heading', { level: 1, name: 'فريق المدرّبين' }).waitFor();
      await expect.poll(() => cards(page).count()).toBe(7);
      expect(await cards(page).first().locator('h2').textContent()).toMatch(/[\u0600-\u06FF]/);
      await shot(page, `team-ar-${width}`);
      if (width === 1440) {
        await cards(page).first().locator('h2 a').click();
        await page.waitForURL((url) => url.pathname === '/ar/trainer');
        await page.getByRole('heading', { level: 2, name: 'الجلسات القادمة' }).waitFor();
        await shot(page, 'detail-ar-1440');
      }
      await context.close();
    }
  });

  it('a trainer of another site, or no id, is the not-found page with HTTP 404', async () => {
    const context = await settledContext(browser, server.url, 1440);
    const page = await context.newPage();
    const res = await page.goto(`${server.url}/trainer?id=99999999`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(404);
    await page.waitForURL((url) => url.pathname.endsWith('/exception/notFound'));
    await context.close();
  });
});
