import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors } from './browser';
import { settledContext, SHOTS_DIR, useServerAndBrowser } from './harness';
import type { RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const visitor = (width: number) => settledContext(browser, server.url, width);

// Site prefix and /mobile come before the spec path: /ar/mobile/course/detail/1?courseType=0.
const cardsOf = (page: Page) => page.locator('main ul li a[href*="/course/detail/"]');

describe('course and video lists in Chromium', () => {
  it('filters the course list by keyword: the URL updates, a reload keeps it, cards open the detail', async () => {
    const context = await visitor(1440);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const listPath = '/hikvision-security-certification/online-video-courses';
    await page.goto(server.url + listPath, { waitUntil: 'networkidle' });
    await expect.poll(() => cardsOf(page).count()).toBe(15);
    await page.screenshot({ path: path.join(SHOTS_DIR, 'course-list-en-1440.png'), fullPage: true });

    // The pager writes the page to the URL and marks the current page.
    const pager = page.getByRole('navigation', { name: 'List pages' });
    await pager.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.pathname === listPath && url.searchParams.get('page') === '2');
    await expect.poll(() => pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => cardsOf(page).count()).toBeGreaterThan(0);

    const box = page.getByPlaceholder('Search by name or description');
    await box.fill('design');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === listPath && url.searchParams.get('q') === 'design');
    await expect.poll(() => cardsOf(page).count()).toBe(3);
    const hrefs = await cardsOf(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.every((href) => /^\/course\/detail\/\d+\?courseType=0$/.test(href ?? ''))).toBe(true);

    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => cardsOf(page).count()).toBe(3);
    expect(await box.inputValue()).toBe('design');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows 10 a page on mobile and the Arabic list right to left', async () => {
    const context = await visitor(375);
    const page = await context.newPage();
    await page.goto(server.url + '/ar/mobile/hikvision-security-certification/online-video-courses', { waitUntil: 'networkidle' });
    await expect.poll(() => cardsOf(page).count()).toBe(10);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const href = await cardsOf(page).first().getAttribute('href');
    expect(href).toMatch(/^\/ar\/mobile\/course\/detail\/\d+\?courseType=0$/);
    await page.screenshot({ path: path.join(SHOTS_DIR, 'course-list-ar-375.png'), fullPage: true });
    await context.close();
  });

  it('filters the video list by video type through the URL', async () => {
    const context = await visitor(1440);
    const page = await context.newPage();
    await page.goto(server.url + '/educational-video/list?videoType=3', { waitUntil: 'networkidle' });
    await expect.poll(() => cardsOf(page).count()).toBeGreaterThan(0);
    const hrefs = await cardsOf(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.every((href) => href?.endsWith('?courseType=1'))).toBe(true);

    // The video type select shows the URL's choice and writes a new one to it.
    const videoType = page.getByRole('combobox', { name: 'Video type' });
    expect(await videoType.inputValue()).toBe('3');
    await videoType.selectOption('1');
    await page.waitForURL((url) => url.searchParams.get('videoType') === '1');
    await page.locator('main ul li a[href*="/topic/detail/"]').first().waitFor();
    await context.close();
  });
});
