import type { Browser, Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { collectErrors } from './browser';
import { seriousViolations, settledContext, SHOTS_DIR, STILL, useServerAndBrowser } from './harness';
import * as kit from './journey-kit';
import { CSA, CSP, logoLabels, ownErrors, paidClassroom, polishClassroom, rowValue as text, shot, USD as money, type Seat } from './payment-kit';
import type { RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const call = <T>(page: Page, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) => kit.call<T>(server, page, method, url, body);

describe('paying for a classroom by card in Chromium', () => {
  it(
    'a learner pays a paid classroom by card in the sandbox: out to the provider, back, progress, success, seat enrolled, invoice',
    { timeout: 480_000 },
    async () => {
      const csa = await kit.certificationId(server, CSA);
      const csp = await kit.certificationId(server, CSP);
      const context = await settledContext(browser, server.url, 1440);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors = collectErrors(page);
      onTestFailed(async () => {
        await shot(page, 'card-failure', SHOTS_DIR).catch(() => undefined);
        console.log('failed at', page.url(), errors);
      });
      await kit.signIn(server, page, 'learner@credo.test', 'Learner!2026', '/');
      // The demo's paid classroom of the main site is a professional (CSP) one.
      const certificationId = csp;
      const classroomId = await paidClassroom(server, page, csp);
      expect(classroomId).not.toBeNull();
      await kit.holdCertificate(server, browser, page, csa);
      await call(page, 'POST', '/user/certificationRegistration/enrol', { certificationId, emailNotificationStatus: 0 });
      const url = `/payment?relationId=${classroomId}&relationType=1`;

      // The Classroom tab offers Pay on the paid classroom (instead of Enrol), which opens the payment page.
      await page.goto(`${server.url}/certification/detail/${certificationId}`, { waitUntil: 'networkidle' });
      await kit.showTab(page, 'Classroom');
      await page.getByTestId(`classroom-${classroomId}`).getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/payment' && u.searchParams.get('relationId') === String(classroomId));

      // The page without its parameters, or for a session that is not paid, is not found.
      await page.goto(`${server.url}/payment?relationId=${classroomId}`, { waitUntil: 'networkidle' });
      await page.waitForURL(/\/exception\/notFound$/);

      await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Please complete your payment' }).waitFor();
      for (const row of ['payment-courseFee', 'payment-tax', 'payment-serviceFee', 'payment-total']) expect(await text(page, row)).toMatch(money);
      expect(await page.getByTestId('payment-tax').locator('dt').textContent()).toMatch(/^Tax \(\d+(\.\d+)?%\)$/);
      // Outside Poland: Mastercard, Klarna, Visa, and no bank-transfer fee note.
      expect(await logoLabels(page)).toEqual(['Mastercard', 'Klarna', 'Visa']);
      expect(await page.getByTestId('payment-bank-fee-note').count()).toBe(0);
      await page.getByTestId('payment-non-refundable').waitFor();
      // Pay needs a method and the terms (on by default).
      const pay = page.getByTestId('payment-pay');
      expect(await pay.isDisabled()).toBe(true);
      const terms = page.getByRole('checkbox', { name: /terms of payment/ });
      expect(await terms.isChecked()).toBe(true);
      await page.getByTestId('payment-method-card').click();
      expect(await pay.isDisabled()).toBe(false);
      await terms.uncheck();
      expect(await pay.isDisabled()).toBe(true);
      await terms.check();
      await shot(page, 'checkout-1440');

      // Out to the provider's hosted page, approve, and back.
      await pay.click();
      await page.waitForURL(/\/api\/sandbox-pay\/checkout/);
      await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForURL((u) => u.pathname === '/payment');
      // The return proves nothing: the page shows its progress until the webhook has marked the order paid.
      await page.getByRole('heading', { level: 1, name: 'Payment complete' }).waitFor({ timeout: 60_000 });
      await page.getByTestId('payment-success').waitFor();
      expect(await page.getByTestId('payment-steps').locator('[data-status="finish"]').count()).toBe(3);
      await shot(page, 'card-success-1440');
      const seats = await call<{ rows: (Seat & { order: { state: number } | null })[] }>(page, 'POST', '/certification/classroom/getOfCertification', {
        certificationId,
      });
      expect(seats.rows.find((row) => row.id === classroomId)).toMatchObject({ userStatus: 3, order: { state: 2 } });

      // The invoice downloads as a PDF (once the invoice call exists).
      const seqNo = (await page.getByTestId('payment-seqno').textContent())!.trim();
      const invoice = await page.request.get(`${server.url}/api/user/invoice/getInvoice?seqNo=${encodeURIComponent(seqNo)}&siteId=1&languageId=1`);
      if (invoice.ok() && ((await invoice.json()) as { code: number }).code === 200) {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('payment-invoice').click()]);
        const file = await download.path();
        expect(file).toBeTruthy();
        const fs = await import('node:fs');
        expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      }

      // Back to My Learning's payment tab.
      expect(await page.getByRole('link', { name: 'Go to My Learning' }).getAttribute('href')).toBe('/my-learning?tab=1&subTab=2');

      // The /mobile twin at 375 px shows the paid order too.
      const phoneContext = await settledContext(browser, server.url, 375);
      await phoneContext.addCookies(await context.cookies());
      const phone = await phoneContext.newPage();
      await phone.goto(`${server.url}/mobile${url}`, { waitUntil: 'networkidle' });
      await phone.getByRole('heading', { level: 1, name: 'Payment complete' }).waitFor();
      await shot(phone, 'card-success-375');
      await phoneContext.close();
      expect(ownErrors(errors)).toEqual([]);
      await context.close();
    },
  );

  it('a visitor sees the order at 375 px and in Arabic, and paying asks them to log in', { timeout: 120_000 }, async () => {
    const csp = await kit.certificationId(server, CSP);
    const context = await settledContext(browser, server.url, 375);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors = collectErrors(page);
    onTestFailed(async () => {
      await shot(page, 'visitor-failure', SHOTS_DIR).catch(() => undefined);
      console.log('failed at', page.url(), errors);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const classroomId = await paidClassroom(server, page, csp);
    expect(classroomId).not.toBeNull();
    const url = `/payment?relationId=${classroomId}&relationType=1`;
    await page.goto(`${server.url}/mobile${url}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Please complete your payment' }).waitFor();
    await page.getByTestId('payment-method-bank').click();
    await expect.poll(() => page.getByTestId('payment-pay').isEnabled()).toBe(true);
    await shot(page, 'checkout-375');
    await page.getByTestId('payment-pay').click();
    await page.getByRole('dialog').getByText('You need to log in first.').waitFor();
    await page.keyboard.press('Escape');

    // The main site in Arabic (its language choice), right to left.
    await context.addCookies([{ name: 'languageCheckedId', value: '2', url: server.url }]);
    await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { level: 1, name: 'يرجى إتمام الدفع' }).waitFor();
    await page.getByTestId('payment-method-card').click();
    await expect.poll(() => page.getByTestId('payment-pay').isEnabled()).toBe(true);
    await shot(page, 'checkout-ar-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'يرجى إتمام الدفع' }).waitFor();
    await page.getByTestId('payment-method-card').click();
    await expect.poll(() => page.getByTestId('payment-pay').isEnabled()).toBe(true);
    await shot(page, 'checkout-ar-1440');

    // The Polish classroom of the Europe site (/eu): BLIK, Mastercard and Visa, and the note that bank transfer costs more.
    await context.clearCookies({ name: 'languageCheckedId' });
    const polish = await polishClassroom(server);
    await page.goto(`${server.url}/eu/payment?relationId=${polish}&relationType=1`, { waitUntil: 'networkidle' });
    await page.getByTestId('payment-total').waitFor();
    expect((await text(page, 'payment-total')).startsWith('zł')).toBe(true);
    expect(await logoLabels(page)).toEqual(['BLIK', 'Mastercard', 'Visa']);
    await page.getByTestId('payment-bank-fee-note').waitFor();
    await shot(page, 'checkout-pl-1440');
    expect(ownErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the checkout answers the keyboard and has no serious axe violation, in English and Arabic, at 1440 and 375 px', { timeout: 120_000 }, async () => {
    const csp = await kit.certificationId(server, CSP);
    for (const [prefix, width] of [
      ['', 1440],
      ['/ar/mobile', 375],
    ] as const) {
      // The site's CSP forbids inline scripts; only the injected axe bundle needs the exemption.
      const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true, ...STILL });
      page.setDefaultTimeout(20_000);
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      const classroomId = await paidClassroom(server, page, csp);
      await page.goto(`${server.url}${prefix}/payment?relationId=${classroomId}&relationType=1`, { waitUntil: 'networkidle' });
      await page.getByTestId('payment-total').waitFor();
      // The methods are one radio group: arrow keys move the choice, which enables Pay; Space toggles the terms.
      const card = page.getByRole('radio').first();
      const bank = page.getByRole('radio').nth(1);
      await card.focus();
      await page.keyboard.press('Space');
      expect(await card.isChecked()).toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await bank.isChecked()).toBe(true);
      expect(await page.getByTestId('payment-pay').isEnabled()).toBe(true);
      const terms = page.getByRole('checkbox');
      await terms.focus();
      await page.keyboard.press('Space');
      expect(await terms.isChecked()).toBe(false);
      expect(await page.getByTestId('payment-pay').isDisabled()).toBe(true);
      await page.keyboard.press('Space');
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    }
  });
});
