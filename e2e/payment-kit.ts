import path from 'node:path';
import type { Page } from 'playwright-core';
import * as kit from './journey-kit';
import type { RunningServer } from './server';

/**
 * What the payment journeys share (payment-card and payment-bank-transfer, one built server per
 * file): the demo's paid sessions, the screenshots, the warnings of commerce §5 and a receipt image.
 */

export const CSA = 'Certified Security Associate (CSA)';
export const CSP = 'Certified Security Professional (CSP)';
export type Seat = { id: number; userStatus: number };
export type Envelope<T> = { code: number; data: T; message: string };

/** The spec's upload warnings (commerce §5) and the one for Ok without a proof. */
export const TYPE_WARNING = 'Only jpeg, jpg or png images can be uploaded.';
export const SIZE_WARNING = 'The image must be smaller than 5 MB.';
export const PROOF_REQUIRED = 'Please upload the payment proof.';
export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** 6 MB behind a PNG signature: over the 5,242,880-byte limit. */
export const SIX_MB_PNG = () => Buffer.concat([PNG_MAGIC, Buffer.alloc(6 * 1024 * 1024)]);

/** Money on the main site: dollars, two decimals, no grouping, symbol first. */
export const USD = /^\$\d+\.\d{2}$/;

/** Page errors, without the sandbox provider's own page asking for a favicon it does not have (it stands in for another site). */
export const ownErrors = (errors: string[]) => errors.filter((e) => !e.includes('/favicon.ico'));

/** The chosen screenshots go to docs/screenshots (payment-*.png); the failure shots stay in test-results. */
export const DOCS_SHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
export async function shot(page: Page, name: string, dir = DOCS_SHOTS) {
  await page.evaluate(() => window.scrollTo(0, 0));
  // Finished transitions: a button or radio caught mid-animation after a click looks disabled.
  await page.screenshot({ path: path.join(dir, `payment-${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The value of an order row (payment-courseFee, payment-total …). */
export const rowValue = async (page: Page, testId: string) => ((await page.getByTestId(testId).locator('dd').textContent()) ?? '').trim();

/** The labels of the first logo strip, in order. */
export const logoLabels = (page: Page) =>
  page
    .getByTestId('payment-logos')
    .first()
    .getByRole('img')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

/** The first of `ids` that verify calls payable as `relationType` (1 classroom, 2 practical exam), or null. */
async function firstPayable(server: RunningServer, page: Page, ids: number[], relationType: 1 | 2): Promise<number | null> {
  for (const id of ids) {
    if (await kit.call<boolean>(server, page, 'POST', '/user/pay/registration/verify', { relationId: id, relationType })) return id;
  }
  return null;
}

/** The demo's paid classroom of a certification on site 1 (the CSP one). */
export async function paidClassroom(server: RunningServer, page: Page, certificationId: number): Promise<number | null> {
  const seats = await kit.call<{ rows: Seat[] }>(server, page, 'POST', '/certification/classroom/getOfCertification', { certificationId });
  return firstPayable(
    server,
    page,
    seats.rows.map((r) => r.id),
    1,
  );
}

/** The demo's paid practical-exam session of a certification on site 1 (the CSP one: the associate certificate below it, not three). */
export async function paidPracticalExam(server: RunningServer, page: Page, certificationId: number): Promise<number | null> {
  const sessions = await kit.call<{ rows: { id: number; isCharge: string }[] }>(server, page, 'POST', '/certification/practicalExam/getOfCertification', {
    certificationId,
  });
  return firstPayable(
    server,
    page,
    sessions.rows.filter((r) => r.isCharge === '1').map((r) => r.id),
    2,
  );
}

/** The demo's paid classroom of the Polish market on the Europe site (site 21): the one quoted in PLN. */
export async function polishClassroom(server: RunningServer): Promise<number> {
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

/** Waits for one of the shell's toasts with `text` (shared/ui/toast, in a polite live region), then for it to go. */
export async function toasted(page: Page, text: string) {
  const toast = page.getByRole('status').getByText(text, { exact: true });
  await toast.last().waitFor();
  await toast.first().waitFor({ state: 'detached', timeout: 10_000 });
}

/** A real PNG of a bank receipt, drawn by the browser's canvas (no asset file). */
export async function receiptPng(page: Page, amount: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((amountLine) => {
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
    ['Beneficiary: Credo Academy', `Amount: ${amountLine}`, 'Status: executed'].forEach((line, i) => g.fillText(line, 24, 110 + i * 40));
    return canvas.toDataURL('image/png');
  }, amount);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}
