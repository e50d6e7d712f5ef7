import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, untilStill } from './browser';
import { settledContext, useServerAndBrowser } from './harness';
import * as kit from './journey-kit';
import type { RunningServer } from './server';

// Issue 21 item 3: Smart Try. A visitor is asked to sign in, an uncertified learner is told why and
// where to get certified, a certified learner requests once and a second request is refused;
// screenshots at 1440 px, the /mobile twin at 375 px and the Arabic site.
const SHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

/** From the top of the page, so the sticky header is drawn where it belongs in a full-page shot. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await untilStill(page);
  await page.screenshot({ path: path.join(SHOTS, `smart-try-${name}.png`), fullPage: true });
}
const CAMPAIGN_TITLE = 'Smart Try: test our newest products on your next job';

describe('Smart Try in Chromium', () => {
  it('a visitor sees the campaign from the footer and is asked to sign in with a way back (1440 px)', async () => {
    const context = await settledContext(browser, server.url, 1440);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    await page.locator('footer a[href="/smart-try"]').first().click();
    await page.waitForURL((url) => url.pathname === '/smart-try');
    await page.getByRole('heading', { level: 1, name: CAMPAIGN_TITLE }).waitFor();
    await expect.poll(() => page.locator('[data-testid="smart-try-product"]').count()).toBe(4);
    expect(await page.title()).toContain('Smart Try');
    await shot(page, 'campaign-en-1440');
    await page.getByTestId('smart-try-sign-in').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/idp\/interaction\//);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an uncertified learner is told why and where to get certified, also on the /mobile twin at 375 px', async () => {
    const context = await settledContext(browser, server.url, 1440);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await kit.signIn(server, page, 'learner2@credo.test', 'Learner2!2026', '/smart-try');
    await page.goto(server.url + '/smart-try', { waitUntil: 'networkidle' });
    const panel = page.getByTestId('smart-try-not-certified');
    await panel.getByText('Smart Try is for certified users').waitFor();
    await panel.getByText('You do not hold a valid certificate yet').waitFor();
    expect(await panel.locator('a[href$="/overview"], a[href*="/overview/"]').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('smart-try-submit').count()).toBe(0);
    await shot(page, 'not-certified-en-1440');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(server.url + '/mobile/smart-try', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: CAMPAIGN_TITLE }).waitFor();
    expect(await page.locator('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'campaign-en-375');
    await page.getByRole('link', { name: "Why can't I request?" }).click();
    await page.waitForURL((url) => url.pathname === '/mobile/smart-try/detail');
    await page.getByTestId('smart-try-not-certified').waitFor();
    expect(await page.locator('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'not-certified-en-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'a certified learner requests once (required fields checked), a second request is refused, on desktop and the mobile twin',
    { timeout: 420_000 },
    async () => {
      const context = await settledContext(browser, server.url, 1440);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors = collectErrors(page);
      await kit.signIn(server, page, 'learner@credo.test', 'Learner!2026', '/');
      // A real certificate: enrol, credits, theory, application, staff approval.
      const csaName = 'Certified Security Associate (CSA)';
      await kit.holdCertificate(server, browser, page, await kit.certificationId(server, csaName));

      // The mobile twin first (375 px): the campaign, then the request page, which shows the form.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(server.url + '/mobile/smart-try', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: CAMPAIGN_TITLE }).waitFor();
      expect(await page.locator('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByRole('link', { name: 'Request a trial product' }).click();
      await page.waitForURL((url) => url.pathname === '/mobile/smart-try/detail');
      const form = page.getByRole('form', { name: 'Request a trial product' });
      await form.waitFor();
      // Nothing chosen but the only certificate: product type and distributor are required (cert §5).
      await page.getByTestId('smart-try-submit').click();
      await form.getByText('Please select the product type.').waitFor();
      await form.getByText('Please select the distributor.').waitFor();
      await shot(page, 'form-required-en-375');

      // Back on desktop: choose and send.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(server.url + '/smart-try', { waitUntil: 'networkidle' });
      const desktopForm = page.getByRole('form', { name: 'Request a trial product' });
      await desktopForm.waitFor();
      expect(await desktopForm.locator('select[name=certificateNumber]').inputValue()).not.toBe('');
      await desktopForm.locator('select[name=productId]').selectOption({ label: 'AcuSense 16-Channel NVR' });
      await desktopForm.locator('select[name=distributorId]').selectOption({ index: 1 });
      await desktopForm.locator('textarea[name=note]').fill('For a retail chain pilot');
      await shot(page, 'form-en-1440');
      await page.getByTestId('smart-try-submit').click();
      const requested = page.getByTestId('smart-try-requested');
      await requested.getByText('Your request is being reviewed').waitFor();
      await requested.getByText('AcuSense 16-Channel NVR').waitFor();
      await shot(page, 'requested-en-1440');
      // The confirmation mail, queued with the request (the dev mail box of DESIGN.md).
      await expect
        .poll(async () => {
          const res = await fetch(`${server.url}/dev/mail/latest?to=${encodeURIComponent('learner@credo.test')}`);
          return res.ok ? ((await res.json()) as { subject: string }).subject : '';
        })
        .toBe('Smart Try request received: AcuSense 16-Channel NVR');

      // A second request (the page reloaded elsewhere, or a replayed call) is refused: one per campaign.
      const mine = await kit.call<{
        campaign: { id: number; products: { id: number }[]; distributors: { id: number }[] };
        certificates: { number: string }[];
      }>(server, page, 'GET', '/certification/smartTry/campaign?siteId=1&languageId=1');
      const campaign = mine;
      const again = await page.request.post(`${server.url}/api/user/smartTry/request`, {
        data: {
          siteId: 1,
          languageId: 1,
          campaignId: campaign.campaign.id,
          certificateNumber: mine.certificates[0].number,
          productId: campaign.campaign.products[0].id,
          distributorId: campaign.campaign.distributors[0].id,
        },
        headers: { Origin: server.url },
      });
      expect((await again.json()).code).toBe(10024);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByTestId('smart-try-requested').waitFor();
      expect(await page.getByTestId('smart-try-submit').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('in Arabic on /ar/smart-try: right to left, the campaign and products in Arabic', async () => {
    const context = await settledContext(browser, server.url, 1440);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/ar/smart-try', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Smart Try: جرّب أحدث منتجاتنا في مشروعك القادم' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByText('منتجات هذه الحملة').waitFor();
    await page.getByTestId('smart-try-sign-in').getByText('سجّل الدخول لطلب منتج تجريبي').waitFor();
    await shot(page, 'campaign-ar-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(server.url + '/ar/mobile/smart-try', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'سجّل الدخول لطلب منتج تجريبي' }).waitFor();
    expect(await page.locator('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'campaign-ar-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
