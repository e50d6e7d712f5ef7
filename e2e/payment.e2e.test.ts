import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { collectErrors } from './browser';
import { settledContext, SHOTS_DIR, useServerAndBrowser } from './harness';
import * as kit from './journey-kit';
import type { RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

/** Page errors, without the sandbox provider's own page asking for a favicon it does not have (it stands in for another site). */
const ownErrors = (errors: string[]) => errors.filter((e) => !e.includes('/favicon.ico'));

/** The chosen screenshots go to docs/screenshots (payment-*.png); the failure shots stay in test-results. */
const DOCS_SHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
async function shot(page: Page, name: string, dir = DOCS_SHOTS) {
  await page.evaluate(() => window.scrollTo(0, 0));
  // Finished transitions: a button or radio caught mid-animation after a click looks disabled.
  await page.screenshot({ path: path.join(dir, `payment-${name}.png`), fullPage: true, animations: 'disabled' });
}
const call = <T>(page: Page, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) => kit.call<T>(server, page, method, url, body);

const CSA = 'Certified Security Associate (CSA)';
const CSP = 'Certified Security Professional (CSP)';
type Seat = { id: number; userStatus: number };
const TYPE_WARNING = 'Only jpeg, jpg or png images can be uploaded.';
const SIZE_WARNING = 'The image must be smaller than 5 MB.';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real PNG of a bank receipt, drawn by the browser's canvas (no asset file). */
async function receiptPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 300;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, 480, 300);
    g.fillStyle = '#1a3a6b';
    g.font = 'bold 24px sans-serif';
    g.fillText('Transfer confirmation', 24, 48);
    g.font = '18px sans-serif';
    g.fillStyle = '#333333';
    ['Beneficiary: Credo Academy', 'Amount: 258.75 USD', 'Status: executed'].forEach((line, i) => g.fillText(line, 24, 110 + i * 40));
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** The demo's paid classroom of site 1: the one classroom of the certification that verify calls payable. */
async function paidClassroom(page: Page, certificationId: number): Promise<number | null> {
  const seats = await call<{ rows: Seat[] }>(page, 'POST', '/certification/classroom/getOfCertification', { certificationId });
  for (const row of seats.rows) {
    if (await call<boolean>(page, 'POST', '/user/pay/registration/verify', { relationId: row.id, relationType: 1 })) return row.id;
  }
  return null;
}

/** Passes a certification's theory exam through the API with the demo bank's answers (as e2e/training-seats does). */
async function passTheory(page: Page, certificationId: number) {
  const paper = await call<{ examId: number; paperHisRefId: number; questionHisList: kit.PaperQuestion[] }>(page, 'POST', '/certification/exam/getContent', {
    relationId: certificationId,
    relationType: 0,
  });
  const answerList = paper.questionHisList.map((q) => {
    const letters = kit.correctLetters(q);
    return { questionHisId: q.questionHisRefId, questionType: q.questionType, answer: q.questionType === 2 ? letters : letters[0] };
  });
  const result = await call<{ examResult: string }>(page, 'POST', '/certification/exam/submitAnswer', {
    examRefId: paper.examId,
    paperHisRefId: paper.paperHisRefId,
    answerList,
    releaseId: certificationId,
    relationType: 0,
  });
  expect(result.examResult).toBe('2');
}

type Envelope<T> = { code: number; data: T; message: string };

/**
 * Enrols in `certificationId` and passes its theory as a learner does, the levels below first: the
 * enrol answers 10026 with the missing prerequisites, whose certificates are earned (recursively)
 * before enrolling again.
 */
async function holdTheory(page: Page, certificationId: number) {
  // The invitation-mode expert certification is enrolled with the demo's code (README), the others directly.
  let byCode = false;
  const enrol = async () => {
    const [url, body] = byCode ? ['/api/user/invitation/use', { code: 'EXPERT-CCE' }] : ['/api/user/certificationRegistration/enrol', { certificationId }];
    const res = await page.request.post(`${server.url}${url}`, {
      data: { siteId: 1, languageId: 1, emailNotificationStatus: 0, ...body },
      headers: { Origin: server.url },
    });
    return (await res.json()) as Envelope<{ prerequisiteCertificationList?: { certificationReleaseId: number }[] } | null>;
  };
  let answer = await enrol();
  if (answer.code === 403 && /invitation code/.test(answer.message)) {
    byCode = true;
    answer = await enrol();
  }
  if (answer.code === 10026) {
    for (const prerequisite of answer.data?.prerequisiteCertificationList ?? []) await holdCertificate(page, prerequisite.certificationReleaseId);
    answer = await enrol();
  }
  expect(answer.code, answer.message).toBe(200);
  await kit.earnCredits(server, page, certificationId);
  await passTheory(page, certificationId);
}

/** The certificate itself: the theory as above, then the application, approved by staff. */
async function holdCertificate(page: Page, certificationId: number) {
  await holdTheory(page, certificationId);
  await call(page, 'POST', '/user/certificationApply/apply', { certificationId });
  await asStaff(async (staff) => {
    const pending = await call<{ id: number; certificationId: number }[]>(
      staff,
      'GET',
      '/staff/certification/application/list?state=pending&siteId=1&languageId=1',
    );
    for (const application of pending.filter((a) => a.certificationId === certificationId)) {
      await call(staff, 'POST', '/staff/certification/application/decide', { applicationId: application.id, decision: 'approve' });
    }
  });
}

/** The demo's paid classroom of the Polish market on the Europe site (site 21): the one quoted in PLN. */
async function polishClassroom(): Promise<number> {
  for (let id = 1; id < 1000; id += 1) {
    const res = await fetch(`${server.url}/api/user/pay/registration/getPayOrderInfo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siteId: 21, languageId: 1, relationId: id, relationType: 1 }),
    });
    const body = (await res.json()) as Envelope<{ currencyTypeCode: string } | null>;
    if (body.code === 200 && body.data?.currencyTypeCode === 'PLN') return id;
  }
  throw new Error('no PLN classroom on site 21');
}

/** Runs `work` in a signed-in staff page. */
async function asStaff(work: (staff: Page) => Promise<void>) {
  const staffContext = await settledContext(browser, server.url, 1440);
  const staff = await staffContext.newPage();
  await kit.signIn(server, staff, 'staff@credo.test', 'Staff!2026', '/');
  try {
    await work(staff);
  } finally {
    await staffContext.close();
  }
}

const money = /^\$\d+\.\d{2}$/;
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).locator('dd').textContent()) ?? '').trim();

describe('paying for training in Chromium', () => {
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
      const classroomId = await paidClassroom(page, csp);
      expect(classroomId).not.toBeNull();
      await holdCertificate(page, csa);
      await call(page, 'POST', '/user/certificationRegistration/enrol', { certificationId, emailNotificationStatus: 0 });
      const url = `/payment?relationId=${classroomId}&relationType=1`;

      // The Classroom tab offers Pay on the paid classroom (instead of Enrol), which opens the payment page.
      await page.goto(`${server.url}/certification/detail/${certificationId}`, { waitUntil: 'networkidle' });
      const tab = page.getByRole('tab', { name: 'Classroom' });
      await expect
        .poll(async () => {
          await tab.click();
          return tab.getAttribute('aria-selected');
        })
        .toBe('true');
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
      expect(
        await page
          .getByTestId('payment-logos')
          .first()
          .getByRole('img')
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      ).toEqual(['Mastercard', 'Klarna', 'Visa']);
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
      expect(await page.getByTestId('payment-steps').locator('.ant-steps-item-finish').count()).toBe(3);
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
    const classroomId = await paidClassroom(page, csp);
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
    const polish = await polishClassroom();
    await page.goto(`${server.url}/eu/payment?relationId=${polish}&relationType=1`, { waitUntil: 'networkidle' });
    await page.getByTestId('payment-total').waitFor();
    expect((await text(page, 'payment-total')).startsWith('zł')).toBe(true);
    expect(
      await page
        .getByTestId('payment-logos')
        .first()
        .getByRole('img')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    ).toEqual(['BLIK', 'Mastercard', 'Visa']);
    await page.getByTestId('payment-bank-fee-note').waitFor();
    await shot(page, 'checkout-pl-1440');
    expect(ownErrors(errors)).toEqual([]);
    await context.close();
  });

  it(
    'a learner pays the paid classroom by bank transfer: wrong type and 6 MB refused, proof accepted, staff confirms, seat enrolled',
    { timeout: 600_000 },
    async () => {
      const context = await settledContext(browser, server.url, 1440);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors = collectErrors(page);
      onTestFailed(async () => {
        await shot(page, 'bank-failure', SHOTS_DIR).catch(() => undefined);
        console.log('failed at', page.url(), errors);
      });
      await kit.signIn(server, page, 'learner2@credo.test', 'Learner2!2026', '/');
      // The same paid classroom as the card journey, bought by another learner. (The demo's paid practical
      // exam is the invitation-only vendor expert level's, three certificates deep: left to its own journey.)
      const certificationId = await kit.certificationId(server, CSP);
      await holdCertificate(page, await kit.certificationId(server, CSA));
      await call(page, 'POST', '/user/certificationRegistration/enrol', { certificationId, emailNotificationStatus: 0 });
      const classroomId = (await paidClassroom(page, certificationId))!;

      await page.goto(`${server.url}/payment?relationId=${classroomId}&relationType=1`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Please complete your payment' }).waitFor();
      await page.getByTestId('payment-method-bank').click();
      await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bank transfer' });
      await dialog.waitFor();
      await dialog.getByTestId('bank-iban').waitFor();
      const input = dialog.locator('input[type=file]');
      const warned = async (text: string) => {
        await page.locator('.ant-message-notice').filter({ hasText: text }).last().waitFor();
        await page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor({ state: 'detached', timeout: 10_000 });
      };
      // A wrong type and a file over 5 MB are refused here, before anything is sent (commerce §5).
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await warned(TYPE_WARNING);
      await input.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_MAGIC, Buffer.alloc(6 * 1024 * 1024)]) });
      await warned(SIZE_WARNING);
      // A file that only claims to be an image is refused by the server, with the same warning.
      await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 this is not a png') });
      await warned(TYPE_WARNING);
      // The server refuses more than 5,242,880 bytes too (the page never sends such a file).
      const big = await page.request.post(`${server.url}/api/user/pay/registration/image/upload?siteId=1&languageId=1`, {
        multipart: { image: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_MAGIC, Buffer.alloc(6 * 1024 * 1024)]) } },
        headers: { Origin: server.url },
      });
      expect(((await big.json()) as { message: string }).message).toBe(SIZE_WARNING);
      // Ok without a proof asks for one.
      await dialog.getByRole('button', { name: 'Ok' }).click();
      await warned('Please upload the payment proof.');

      await input.setInputFiles({ name: 'transfer-receipt.png', mimeType: 'image/png', buffer: await receiptPng(page) });
      await dialog.getByTestId('proof-name').waitFor();
      await dialog
        .locator('.ant-modal-container, .ant-modal-content')
        .first()
        .screenshot({ path: path.join(DOCS_SHOTS, 'payment-bank-dialog-1440.png'), animations: 'disabled' });
      await dialog.getByRole('button', { name: 'Ok' }).click();
      await page.getByText('Your proof of payment was submitted.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Your proof of payment was sent.').waitFor();
      await shot(page, 'bank-proof-sent-1440');

      // Staff confirm the transfer with the amount received; the seat is the learner's.
      const order = await call<{ seqNo: string; totalAmount: number; currencyTypeCode: string }>(page, 'POST', '/user/pay/registration/getPayOrderInfo', {
        relationId: classroomId,
        relationType: 1,
      });
      await asStaff(async (staff) => {
        const waiting = await call<{ seqNo: string }[]>(staff, 'GET', '/staff/checkout/bank-transfer/list?siteId=1&languageId=1');
        expect(waiting.map((w) => w.seqNo)).toContain(order.seqNo);
        await call(staff, 'POST', '/staff/checkout/bank-transfer/decide', {
          seqNo: order.seqNo,
          decision: 'confirm',
          amount: order.totalAmount,
          currencyCode: order.currencyTypeCode,
        });
      });
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Payment complete' }).waitFor();
      await shot(page, 'bank-success-1440');
      const after = await call<{ rows: Seat[] }>(page, 'POST', '/certification/classroom/getOfCertification', { certificationId });
      expect(after.rows.find((row) => row.id === classroomId)?.userStatus).toBe(3);
      // The one 400 is the server refusing the disguised file above, as it must.
      expect(ownErrors(errors).filter((e) => !(e.includes('400') && e.includes('/api/user/pay/registration/image/upload')))).toEqual([]);
      await context.close();
    },
  );
});
