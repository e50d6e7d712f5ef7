import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors } from './browser';
import { seriousViolations, SHOTS_DIR, useServerAndBrowser } from './harness';
import type { RunningServer } from './server';

const shots = SHOTS_DIR;
let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

/** A visitor who already answered the cookie banner and the language tip, so nothing covers the page. */
async function visitor(width: number, bypassCSP = false): Promise<BrowserContext> {
  // bypassCSP only for the axe check: the site's CSP rightly refuses the injected bundle.
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP });
  await context.addCookies([
    { name: 'cookieDisclaimer', value: 'true', url: server.url },
    { name: 'cookiePolicy', value: encodeURIComponent(JSON.stringify({ necessary: 'on', functionality: 'on', analytics: 'off' })), url: server.url },
    { name: 'showCountryLanguageTips', value: '1', url: server.url },
  ]);
  return context;
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('news, search and FAQ pages in Chromium', () => {
  it('goes from home to all news, opens an item and comes back', async () => {
    const context = await visitor(1440);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    await page.locator('#home-news').getByRole('link', { name: 'All news' }).click();
    await page.waitForURL((url) => url.pathname === '/news');
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    const cards = page.locator('main ul li a[href^="/news/detail/"]');
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    await page.screenshot({ path: path.join(shots, 'news-list.png'), fullPage: true });

    const second = cards.nth(1);
    const cardText = (await second.textContent()) ?? '';
    const href = await second.getAttribute('href');
    await second.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('article').waitFor();
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(title.length).toBeGreaterThan(5);
    expect(cardText).toContain(title);
    await page
      .getByRole('article')
      .getByRole('link', { name: /Next article|Previous article/ })
      .first()
      .waitFor();
    await page.screenshot({ path: path.join(shots, 'news-detail.png'), fullPage: true });

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/news');
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    expect(await cards.count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a direct visit of /search?keyword= with grouped results whose links work', async () => {
    const context = await visitor(1440);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/search?keyword=cybersecurity`, { waitUntil: 'networkidle' });
    for (const group of ['Certifications', 'Courses and videos', 'News']) {
      await page.getByRole('region', { name: new RegExp(`^${group}`) }).waitFor();
    }
    const courses = page.getByRole('region', { name: /^Courses and videos/ });
    expect(await courses.locator('mark').first().textContent()).toMatch(/cybersecurity/i);
    expect(await courses.getByRole('link').first().getAttribute('href')).toMatch(/^\/course\/detail\/\d+\?courseType=[01]$/);
    await page.screenshot({ path: path.join(shots, 'search.png'), fullPage: true });

    const news = page.getByRole('region', { name: /^News/ }).getByRole('link').first();
    const href = await news.getAttribute('href');
    expect(href).toMatch(/^\/news\/detail\/\d+$/);
    await news.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/cybersecurity/i);

    expect(errors).toEqual([]);
    await context.close();

    // On a phone, the box on the page searches again through the URL, staying on the /mobile twin.
    const phone = await visitor(375);
    const mobilePage = await phone.newPage();
    await mobilePage.goto(`${server.url}/mobile/search?keyword=cybersecurity`, { waitUntil: 'networkidle' });
    const box = mobilePage.getByRole('searchbox', { name: 'Search the academy' });
    await box.fill('thermal');
    await box.press('Enter');
    await mobilePage.waitForURL((url) => url.search === '?keyword=thermal' && url.pathname === '/mobile/search');
    await mobilePage.getByText('Results for “thermal”', { exact: false }).waitFor();
    await mobilePage.screenshot({ path: path.join(shots, 'search-mobile.png'), fullPage: true });
    await phone.close();
  });

  it('opens the first FAQ entry and filters the list', async () => {
    const context = await visitor(375);
    const page = await context.newPage();
    await page.goto(`${server.url}/ar/mobile/faq`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.locator('.ant-collapse-item-active').count()).toBe(1);
    const all = await page.locator('.ant-collapse-item').count();
    expect(all).toBeGreaterThan(3);
    await page.getByRole('textbox').fill('الامتحان');
    await expect.poll(() => page.locator('.ant-collapse-item').count()).toBeLessThan(all);
    expect(pathOf(page)).toBe(`/ar/mobile/faq?keyword=${encodeURIComponent('الامتحان')}`);
    await page.screenshot({ path: path.join(shots, 'faq-ar-mobile.png'), fullPage: true });
    await context.close();
  });

  it.each([
    ['/news', 1440],
    ['/ar/mobile/search?keyword=%D8%A7%D9%84%D8%A3%D9%85%D9%86', 375],
    ['/faq', 1440],
  ])('%s has no serious or critical accessibility violation', async (url, width) => {
    const context = await visitor(width, true);
    const page = await context.newPage();
    await page.goto(server.url + url, { waitUntil: 'networkidle' });
    await page.getByRole('contentinfo').waitFor();
    const violations = await seriousViolations(page);
    expect(violations).toEqual([]);
    await context.close();
  });
});

/** The main pages of a site, by name; the detail pages are the first ones the hub and course list link to. */
const MAIN_PAGES = [
  ['home', '/'],
  ['hub overview', '/general-security-certification/overview'],
  ['course list', '/general-security-certification/online-video-courses'],
  ['search', '/search?keyword=security'],
  ['FAQ', '/faq'],
  ['news list', '/news'],
  ['cookie preferences', '/cookies-preferences'],
] as const;

type Texts = { title: string; headings: string[] };

/** document.title and every h1/h2 text of a page once it has settled, and the first link to a detail page. */
async function textsOf(page: Page, url: string, linkTo?: string): Promise<Texts & { detail: string | null }> {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor();
  await page.locator('[aria-busy=true]').waitFor({ state: 'detached' });
  // The footer's headings come last (after the site's menus): once they are there, the page has drawn.
  await page.locator('footer h2, [role=contentinfo] h2').first().waitFor();
  const headings = await page.locator('h1, h2').evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.trim()).filter(Boolean));
  const detail = linkTo ? await page.locator(`main a[href*="/${linkTo}/detail/"]`).first().getAttribute('href') : null;
  return { title: await page.title(), headings, detail };
}

/** Texts of the main pages of a site (prefix '' | '/ar' | '/eu') in the language its cookie chose. */
async function siteTexts(prefix: string, languageId?: number): Promise<Map<string, Texts>> {
  const context = await visitor(1440);
  if (languageId) await context.addCookies([{ name: 'languageCheckedId', value: String(languageId), url: server.url }]);
  const page = await context.newPage();
  const found = new Map<string, Texts>();
  const details: [string, string | null][] = [];
  for (const [name, path] of MAIN_PAGES) {
    const linkTo = { 'hub overview': 'certification', 'course list': 'course' }[name as string];
    const { detail, ...texts } = await textsOf(page, server.url + prefix + path, linkTo);
    found.set(name, texts);
    // The hub links its certifications, the course list its courses: their first ones are the detail pages checked.
    if (name === 'hub overview') details.push(['certification detail', detail]);
    if (name === 'course list') details.push(['course detail', detail]);
  }
  for (const [name, href] of details) {
    expect(href, `${prefix} ${name}`).toMatch(/\/(certification|course)\/detail\/\d+/);
    const { detail: _, ...texts } = await textsOf(page, server.url + href!);
    found.set(name, texts);
  }
  await context.close();
  return found;
}

describe('no English fallback in the headings of a non-English site (issue 14 item 6)', () => {
  it('the Arabic site (/ar) and the Polish language of /eu title and head every main page in their language', { timeout: 120_000 }, async () => {
    const [english, arabic, polish] = await Promise.all([siteTexts(''), siteTexts('/ar'), siteTexts('/eu', 3)]);
    const offending: string[] = [];
    const check = (site: string, texts: Map<string, Texts>, ownScript?: RegExp) => {
      for (const [name, { title, headings }] of texts) {
        const en = english.get(name)!;
        const enTexts = new Set([en.title, ...en.headings]);
        if (enTexts.has(title) || (ownScript && !ownScript.test(title))) offending.push(`${site} ${name}: <title> "${title}"`);
        for (const h of headings) if (enTexts.has(h) || (ownScript && !ownScript.test(h))) offending.push(`${site} ${name}: heading "${h}"`);
      }
    };
    check('/ar', arabic, /\p{Script=Arabic}/u);
    check('/eu (pl)', polish);
    expect(offending).toEqual([]);
  });
});
