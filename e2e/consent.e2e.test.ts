import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors } from './browser';
import { SHOTS_DIR, useServerAndBrowser } from './harness';
import type { RunningServer } from './server';

const shots = SHOTS_DIR;
const pack = (language: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../packages/i18n/locales/${language}/${namespace}.json`), 'utf8'));
const en = pack('en', 'consent');
const ar = pack('ar', 'consent');

/** Stands in for the analytics tag: the test never reaches the internet, it sees the request. */
const STUB_TAG = 'window.__analyticsStubLoaded = true;';

let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

type Visitor = { country: string; width?: number; height?: number; host?: string; languageId?: string };

/**
 * A browser context for a visitor from `country` (the proxy header the server trusts,
 * COUNTRY_HEADER = cf-ipcountry). Every request off this machine is answered locally: the
 * analytics tag by a stub (recorded), anything else refused.
 */
const visitorContext = async ({ country, width = 1440, height = 900, host = server.url, languageId = '1' }: Visitor) => {
  const context = await browser.newContext({
    viewport: { width, height },
    extraHTTPHeaders: { 'cf-ipcountry': country },
  });
  // The visitor's country also picks the language (cert §4); the language cookie pins the one the
  // test reads (a necessary part of the journey, not a consent choice).
  if (languageId) await context.addCookies([{ name: 'languageCheckedId', value: languageId, url: host }]);
  const tagRequests: string[] = [];
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && !url.hostname.endsWith('.localhost'),
    (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'www.googletagmanager.com') {
        tagRequests.push(url.href);
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: STUB_TAG });
      }
      return route.abort();
    },
  );
  return { context, tagRequests };
};

const banner = (page: Page) => page.getByRole('region', { name: en.bannerTitle });

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value;

/** The site's production analytics id (the e2e server runs the production build). */
const prodAnalyticsId = async (host = server.url) => {
  const body = await (await fetch(`${host}/api/front-api/getSiteInfo`)).json();
  return body.data.analyticsProdId as string;
};

const analyticsTag = (page: Page) => page.evaluate(() => document.querySelector('script[data-credo-analytics]')?.getAttribute('src') ?? null);

describe('cookie consent in Chromium', () => {
  it('shows Reject to an EU visitor, loads no analytics before consent, and keeps Reject across reloads', async () => {
    const { context, tagRequests } = await visitorContext({ country: 'DE' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });

    const region = banner(page);
    await region.waitFor();
    await region.getByRole('button', { name: en.reject }).waitFor();
    expect(await region.getByRole('button', { name: en.accept }).isVisible()).toBe(true);
    expect(await region.getByRole('link', { name: en.privacyPolicy }).getAttribute('href')).toBe('https://www.credo-security.example/legal/privacy-policy');
    expect(await analyticsTag(page)).toBeNull();
    await page.screenshot({ path: path.join(shots, 'consent-banner-eu-1440.png') });

    // Keyboard: the banner is the first thing Tab reaches.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="cookie-banner"]') !== null)).toBe(true);

    await region.getByRole('button', { name: en.reject }).click();
    await region.waitFor({ state: 'detached' });
    expect(await cookie(context, 'cookieDisclaimer')).toBe('true');
    expect(JSON.parse(decodeURIComponent((await cookie(context, 'cookiePolicy'))!))).toEqual({ necessary: 'on', functionality: 'off', analytics: 'off' });

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('contentinfo').waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await analyticsTag(page)).toBeNull();
    expect(tagRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows no Reject to a non-EU visitor, whose analytics is on by default; Accept persists', async () => {
    const { context, tagRequests } = await visitorContext({ country: 'US' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });

    const region = banner(page);
    await region.getByRole('button', { name: en.accept }).waitFor();
    expect(await region.getByRole('button', { name: en.reject }).count()).toBe(0);
    const id = await prodAnalyticsId();
    await expect.poll(() => analyticsTag(page)).toBe(`https://www.googletagmanager.com/gtag/js?id=${id}`);
    await expect.poll(() => tagRequests.length).toBe(1);
    // The request is seen before the script has run: wait for it to run.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __analyticsStubLoaded?: boolean }).__analyticsStubLoaded)).toBe(true);

    await region.getByRole('button', { name: en.accept }).click();
    await region.waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('contentinfo').waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(JSON.parse(decodeURIComponent((await cookie(context, 'cookiePolicy'))!))).toEqual({ necessary: 'on', functionality: 'on', analytics: 'on' });
    // A (debounced) page view went into the data layer for this page.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).some((entry) => Array.from(entry)[1] === 'page_view'),
        ),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Reject on the EU site to any visitor', async () => {
    const { context } = await visitorContext({ country: 'US' });
    const page = await context.newPage();
    await page.goto(server.url + '/eu', { waitUntil: 'networkidle' });
    await banner(page).getByRole('button', { name: en.reject }).waitFor();
    await context.close();
  });

  it('saves the preferences page, and the choice starts analytics and survives a reload', async () => {
    // A British visitor: opt-in rules (listed country), English by country, so no language cookie
    // is needed (saving with functionality off deletes that cookie, as it should).
    const { context, tagRequests } = await visitorContext({ country: 'GB', languageId: '' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    await banner(page).getByRole('button', { name: en.manage }).click();
    await page.waitForURL('**/cookies-preferences');
    await page.getByRole('heading', { level: 1, name: en.preferencesTitle }).waitFor();
    expect(await banner(page).count()).toBe(0);

    const analytics = page.getByRole('switch', { name: en.categories.analytics.title });
    const functionality = page.getByRole('switch', { name: en.categories.functionality.title });
    expect(await analytics.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: en.categories.necessary.title }).isDisabled()).toBe(true);
    await page.screenshot({ path: path.join(shots, 'consent-preferences-1440.png'), fullPage: true });

    await analytics.click();
    await page.getByRole('button', { name: en.save }).click();
    await page.getByText(en.saved).waitFor();
    await expect.poll(() => tagRequests.length).toBe(1);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: en.preferencesTitle }).waitFor();
    expect(await analytics.getAttribute('aria-checked')).toBe('true');
    expect(await functionality.getAttribute('aria-checked')).toBe('false');
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: the banner leaves the page scrollable above it (desktop and mobile twin)', async () => {
    const { context } = await visitorContext({ country: 'PL', width: 375, height: 780 });
    const page = await context.newPage();
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    await page.waitForURL('**/mobile');
    const region = banner(page);
    await region.getByRole('button', { name: en.reject }).waitFor();
    await page.screenshot({ path: path.join(shots, 'consent-banner-375.png') });
    const box = (await region.boundingBox())!;
    expect(box.height).toBeLessThan(780 / 2);
    // The page reserves the banner's height: its end (the footer) scrolls fully above the banner.
    const footerEnd = async () => {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const footer = (await page.getByRole('contentinfo').boundingBox())!;
      return footer.y + footer.height;
    };
    // Polled: images and lazy sections may still grow the page while it scrolls.
    await expect.poll(footerEnd).toBeLessThanOrEqual(box.y + 1);

    await region.getByRole('button', { name: en.manage }).click();
    await page.waitForURL('**/mobile/cookies-preferences');
    await page.getByRole('heading', { level: 1, name: en.preferencesTitle }).waitFor();
    await page.screenshot({ path: path.join(shots, 'consent-preferences-375.png'), fullPage: true });
    await context.close();
  });

  it('speaks Arabic right to left on the Arabic site', async () => {
    for (const [width, height] of [
      [1440, 900],
      [375, 780],
    ] as const) {
      const { context } = await visitorContext({ country: 'DE', width, height, languageId: '2' });
      const page = await context.newPage();
      await page.goto(server.url + '/ar', { waitUntil: 'networkidle' });
      const region = page.getByRole('region', { name: ar.bannerTitle });
      await region.getByRole('button', { name: ar.reject }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.screenshot({ path: path.join(shots, `consent-banner-ar-${width}.png`) });
      await region.getByRole('button', { name: ar.manage }).click();
      await page.getByRole('heading', { level: 1, name: ar.preferencesTitle }).waitFor();
      await page.screenshot({ path: path.join(shots, `consent-preferences-ar-${width}.png`), fullPage: true });
      await context.close();
    }
  });
});

describe('tenant by host name', () => {
  it("shows the micro tenant's title, favicon and privacy link on micro.localhost", async () => {
    const host = server.url.replace('127.0.0.1', 'micro.localhost');
    const { context } = await visitorContext({ country: 'DE', host });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(host + '/cookies-preferences', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: en.preferencesTitle }).waitFor();
    // The page's own title in the tenant's name (issue 14 item 6: no page keeps another's title).
    const title = `${en.preferencesTitle} | Credo Thermal`;
    const privacy = 'https://thermal.credo-security.example/privacy';
    expect(await page.title()).toBe(title);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/media/tenants/micro-favicon.svg');
    expect(await page.locator('main').getByRole('link', { name: en.privacyPolicy }).getAttribute('href')).toBe(privacy);
    expect(await page.getByRole('contentinfo').locator(`a[href="${privacy}"]`).count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(shots, 'consent-preferences-micro-1440.png'), fullPage: true });

    // The banner (on any other page) links the same tenant's policy.
    await page.goto(host + '/', { waitUntil: 'networkidle' });
    expect(await banner(page).getByRole('link', { name: en.privacyPolicy }).getAttribute('href')).toBe(privacy);
    // The home page may carry its own SEO title; another page in the app falls back to the tenant's.
    await banner(page).getByRole('button', { name: en.manage }).click();
    await page.getByRole('heading', { level: 1, name: en.preferencesTitle }).waitFor();
    expect(await page.title()).toBe(title);
    expect(errors).toEqual([]);
    await context.close();
  });
});
