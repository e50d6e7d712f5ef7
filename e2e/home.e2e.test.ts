import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors } from './browser';
import { useServerAndBrowser } from './harness';
import type { RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const section = (title: string) => `section:has(h2:text-is("${title}"))`;

describe('home page data (seeded, through getHomeData)', () => {
  it('shows courses, classrooms, trainers, four news, the FAQ with its first entry open, and comments', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = collectErrors(page);
    // A visitor (no signed-in hint cookie) is known without asking: no getUserInfo, no 401 in the console (decision 0029).
    const userInfoCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/user/sso/getUserInfo')) userInfoCalls.push(r.url());
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    for (const title of ['Latest courses', 'Upcoming classrooms', 'Meet our trainers', 'Latest news', 'What learners say', 'Frequently asked questions']) {
      await page.locator(section(title)).waitFor();
    }
    expect(await page.locator(`${section('Latest news')} li`).count()).toBe(4);
    const faqHeaders = page.locator(`${section('Frequently asked questions')} button[aria-expanded]`);
    expect(await faqHeaders.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')))).toEqual([
      'true',
      ...Array((await faqHeaders.count()) - 1).fill('false'),
    ]);
    await faqHeaders.nth(1).click();
    await expect.poll(() => faqHeaders.nth(1).getAttribute('aria-expanded')).toBe('true');

    // A course card navigates inside the app, keeping the spec's route and query.
    await page
      .locator(`${section('Latest courses')} a`)
      .first()
      .click();
    await page.waitForURL(/\/course\/detail\/\d+\?courseType=0$/);
    expect(errors).toEqual([]);
    expect(userInfoCalls).toEqual([]);
    await page.close();
  });

  it('keeps /ar/mobile in Arabic: Arabic section titles and content, links in the same variant and site', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${server.url}/ar/mobile`, { waitUntil: 'networkidle' });
    const news = page.locator(section('آخر الأخبار'));
    await news.waitFor();
    expect(await news.locator('li').count()).toBe(4);
    expect(await news.locator('li').first().innerText()).toMatch(/[\u0600-\u06FF]/);
    expect(await news.locator('a', { hasText: 'كل الأخبار' }).getAttribute('href')).toBe('/ar/mobile/news');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.close();
  });
});
