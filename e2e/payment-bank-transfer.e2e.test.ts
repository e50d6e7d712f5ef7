import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { collectErrors } from './browser';
import { settledContext, SHOTS_DIR, useServerAndBrowser } from './harness';
import * as kit from './journey-kit';
import * as pay from './payment-kit';
import type { RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const call = <T>(page: Page, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) => kit.call<T>(server, page, method, url, body);
type Place = { id: number; userPracticalExamStatus: number };
type Order = { seqNo: string; totalAmount: number; currencyTypeCode: string };
const REASON = 'The amount on the receipt does not match the order total.';

/**
 * The learner's page at `width`, sharing the learner's session, in Arabic when asked: for the
 * screenshots of a state. A signed-in learner's language is their profile's (the cookie is a
 * visitor's), so Arabic is chosen there and English restored on close.
 */
async function learnerView(context: BrowserContext, width: number, arabic: boolean): Promise<{ page: Page; close: () => Promise<void> }> {
  const other = await settledContext(browser, server.url, width);
  await other.addCookies(await context.cookies());
  const page = await other.newPage();
  page.setDefaultTimeout(20_000);
  if (arabic) await call(page, 'POST', '/user/updateLanguageId', { languageId: 2 });
  return {
    page,
    close: async () => {
      if (arabic) await call(page, 'POST', '/user/updateLanguageId', { languageId: 1 });
      await other.close();
    },
  };
}

/** Staff decide the learner's waiting proof (the list shows it first). */
async function decide(order: Order, decision: 'confirm' | 'reject') {
  await kit.asStaff(server, browser, async (staff) => {
    const waiting = await call<{ seqNo: string }[]>(staff, 'GET', '/staff/checkout/bank-transfer/list?siteId=1&languageId=1');
    expect(waiting.map((w) => w.seqNo)).toContain(order.seqNo);
    await call(
      staff,
      'POST',
      '/staff/checkout/bank-transfer/decide',
      decision === 'confirm'
        ? { seqNo: order.seqNo, decision, amount: order.totalAmount, currencyCode: order.currencyTypeCode }
        : { seqNo: order.seqNo, decision, reason: REASON },
    );
  });
}

describe('paying a practical exam by bank transfer in Chromium', () => {
  it(
    'wrong type and 6 MB refused, proof under review with the seat held, rejected with its reason, sent again, staff confirm, seat enrolled',
    { timeout: 900_000 },
    async () => {
      const context = await settledContext(browser, server.url, 1440);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors = collectErrors(page);
      onTestFailed(async () => {
        await pay.shot(page, 'bank-failure', SHOTS_DIR).catch(() => undefined);
        console.log('failed at', page.url(), errors);
      });
      // A new learner of the professional level (CSP): the associate certificate below it and the CSP theory exam.
      await kit.signIn(server, page, 'learner2@credo.test', 'Learner2!2026', '/');
      const csp = await kit.certificationId(server, pay.CSP);
      await kit.holdCertificate(server, browser, page, await kit.certificationId(server, pay.CSA));
      await kit.holdTheory(server, browser, page, csp);
      const examId = (await pay.paidPracticalExam(server, page, csp))!;
      expect(examId).not.toBeNull();
      const url = `/payment?relationId=${examId}&relationType=2`;

      // The Exam tab offers Pay on the paid session, which opens its payment page.
      await page.goto(`${server.url}/certification/detail/${csp}#take-exam`, { waitUntil: 'networkidle' });
      await kit.showTab(page, 'Exam');
      await page.getByTestId(`pay-2-${examId}`).click();
      await page.waitForURL(
        (u) => u.pathname === '/payment' && u.searchParams.get('relationType') === '2' && u.searchParams.get('relationId') === String(examId),
      );
      await page.getByRole('heading', { level: 1, name: 'Please complete your payment' }).waitFor();
      for (const row of ['payment-courseFee', 'payment-tax', 'payment-serviceFee', 'payment-total']) expect(await pay.rowValue(page, row)).toMatch(pay.USD);

      await page.getByTestId('payment-method-bank').click();
      await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bank transfer' });
      await dialog.getByTestId('bank-iban').waitFor();
      const input = dialog.locator('input[type=file]');
      // A wrong type and a file over 5 MB are refused here, before anything is sent (commerce §5).
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await pay.toasted(page, pay.TYPE_WARNING);
      await input.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: pay.SIX_MB_PNG() });
      await pay.toasted(page, pay.SIZE_WARNING);
      // A file that only claims to be an image is refused by the server, with the same warning.
      await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 this is not a png') });
      await pay.toasted(page, pay.TYPE_WARNING);
      // The server refuses more than 5,242,880 bytes too (the page never sends such a file).
      const big = await page.request.post(`${server.url}/api/user/pay/registration/image/upload?siteId=1&languageId=1`, {
        multipart: { image: { name: 'big.png', mimeType: 'image/png', buffer: pay.SIX_MB_PNG() } },
        headers: { Origin: server.url },
      });
      expect(((await big.json()) as { message: string }).message).toBe(pay.SIZE_WARNING);
      // Ok without a proof asks for one.
      await dialog.getByRole('button', { name: 'Ok' }).click();
      await pay.toasted(page, pay.PROOF_REQUIRED);

      const total = await pay.rowValue(page, 'payment-total');
      const dialogShot = (name: string) =>
        dialog
          .locator('.ant-modal-container, .ant-modal-content')
          .first()
          .screenshot({ path: path.join(pay.DOCS_SHOTS, `payment-${name}.png`), animations: 'disabled' });
      const sendProof = async (name: string, shotName?: string) => {
        await input.setInputFiles({ name, mimeType: 'image/png', buffer: await pay.receiptPng(page, total) });
        await dialog.getByTestId('proof-name').waitFor();
        if (shotName) await dialogShot(shotName);
        await dialog.getByRole('button', { name: 'Ok' }).click();
        await page.getByText('Your proof of payment was submitted.').waitFor();
        await dialog.waitFor({ state: 'hidden' });
      };
      await sendProof('transfer-receipt.png', 'bank-dialog-1440');

      // Under review: the second step in progress, the seat held, what happens next; nothing left to choose.
      const review = page.getByTestId('payment-review');
      await review.waitFor();
      await review.getByText('Your proof of payment was sent.').waitFor();
      expect((await review.getByTestId('payment-review-seat').textContent())?.trim()).toBe('Held for you');
      expect(await review.locator('[data-status="finish"]').count()).toBe(1);
      expect(await review.locator('[data-status="process"]').count()).toBe(1);
      expect(await page.getByTestId('payment-method-bank').count()).toBe(0);
      await pay.shot(page, 'bank-review-1440');
      for (const [width, arabic, name] of [
        [375, false, 'bank-review-375'],
        [1440, true, 'bank-review-ar-1440'],
        [375, true, 'bank-review-ar-375'],
      ] as const) {
        const view = await learnerView(context, width, arabic);
        await view.page.goto(`${server.url}${width === 375 ? '/mobile' : ''}${url}`, { waitUntil: 'networkidle' });
        await view.page.getByTestId('payment-review').waitFor();
        if (arabic) expect(await view.page.locator('html').getAttribute('dir')).toBe('rtl');
        await pay.shot(view.page, name);
        await view.close();
      }

      // Staff reject the proof with a reason: the order waits for a new proof and says why, on the page and in the dialog.
      const order = await call<Order>(page, 'POST', '/user/pay/registration/getPayOrderInfo', { relationId: examId, relationType: 2 });
      await decide(order, 'reject');
      await page.reload({ waitUntil: 'networkidle' });
      const notice = page.getByTestId('proof-rejected');
      await notice.filter({ hasText: REASON }).first().waitFor();
      await pay.shot(page, 'bank-rejected-1440');
      // Cancel order asks first, in a dialog loaded with antd when first opened; Keep order, on its first click, leaves the order as it is.
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
      await confirm.getByRole('button', { name: 'Keep order' }).waitFor();
      await confirm
        .locator('.ant-modal-container, .ant-modal-content')
        .first()
        .screenshot({ path: path.join(pay.DOCS_SHOTS, 'payment-cancel-confirm-1440.png'), animations: 'disabled' });
      await confirm.getByRole('button', { name: 'Keep order' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await notice.filter({ hasText: REASON }).first().waitFor();
      await page.getByRole('button', { name: 'Bank transfer details' }).click();
      await dialog.getByTestId('proof-rejected').filter({ hasText: REASON }).waitFor();
      await dialogShot('bank-dialog-rejected-1440');
      const arabic = await learnerView(context, 375, true);
      await arabic.page.goto(`${server.url}/mobile${url}`, { waitUntil: 'networkidle' });
      await arabic.page.getByTestId('proof-rejected').filter({ hasText: REASON }).waitFor();
      await pay.shot(arabic.page, 'bank-rejected-ar-375');
      await arabic.close();

      // A new proof, then staff confirm the amount received: paid, and the seat is the learner's.
      await sendProof('transfer-receipt-2.png');
      await page.getByTestId('payment-review').waitFor();
      expect(await page.getByTestId('proof-rejected').count()).toBe(0);
      await decide(order, 'confirm');
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Payment complete' }).waitFor();
      await page.getByTestId('payment-success').waitFor();
      await pay.shot(page, 'bank-success-1440');
      // The details button sizes to its label like the page's other buttons, not to the side column, in both directions.
      for (const [width, arabic, name] of [
        [1440, false, null],
        [375, false, 'bank-success-375'],
        [1440, true, 'bank-success-ar-1440'],
        [375, true, 'bank-success-ar-375'],
      ] as const) {
        const view = name ? await learnerView(context, width, arabic) : { page, close: async () => {} };
        if (name) await view.page.goto(`${server.url}${width === 375 ? '/mobile' : ''}${url}`, { waitUntil: 'networkidle' });
        const details = view.page.getByTestId('payment-bank-details');
        await details.waitFor();
        const button = (await details.boundingBox())!;
        const column = (await details.locator('xpath=..').boundingBox())!;
        expect(button.width).toBeLessThan(column.width - 24);
        // At the column's start edge: the left in English, the right in Arabic.
        if (arabic) expect(Math.abs(button.x + button.width - (column.x + column.width))).toBeLessThan(1);
        else expect(Math.abs(button.x - column.x)).toBeLessThan(1);
        if (name) await pay.shot(view.page, name);
        await view.close();
      }
      const after = await call<{ rows: Place[] }>(page, 'POST', '/certification/practicalExam/getOfCertification', { certificationId: csp });
      expect(after.rows.find((row) => row.id === examId)?.userPracticalExamStatus).toBe(2);
      // The one 400 is the server refusing the disguised file above, as it must.
      expect(pay.ownErrors(errors).filter((e) => !(e.includes('400') && e.includes('/api/user/pay/registration/image/upload')))).toEqual([]);
      await context.close();
    },
  );
});
