import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors } from './browser';
import { SHOTS_DIR, useServerAndBrowser } from './harness';
import * as kit from './journey-kit';
import type { RunningServer } from './server';

const shots = SHOTS_DIR;
let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const EMAIL = `journey.${randomBytes(3).toString('hex')}@example.test`;
const PASSWORD = 'Journey-Pass-2026';

const onProvider = (page: Page) => page.waitForURL(/\/idp\/interaction\//);
const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage });

describe('identity journey in Chromium', () => {
  it('signs up, verifies, signs in from a protected page, edits the profile, signs out and is asked to sign in again', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
    const errors = collectErrors(page);

    // A protected page sends the visitor to the provider.
    await page.goto(`${server.url}/my-learning/edit?from=journey`);
    await onProvider(page);
    await shot(page, 'idp-sign-in-desktop');

    // Sign up.
    await page.locator('p.alt a').click();
    await page.waitForURL(/\/signup/);
    await page.fill('input[name=firstName]', 'Grace');
    await page.fill('input[name=lastName]', 'Hopper');
    await page.fill('input[name=email]', EMAIL);
    await page.fill('input[name=password]', PASSWORD);
    await page.fill('input[name=confirm]', PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForLoadState('load');
    await shot(page, 'idp-sign-up-sent');

    // Verify the e-mail from the outbox, then sign in from the page it shows.
    await page.goto(await kit.mailLink(server, EMAIL, '/verify'));
    await page.getByText('E-mail verified').waitFor();
    await shot(page, 'idp-verified');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await onProvider(page);
    await page.fill('input[name=email]', EMAIL);
    await page.fill('input[name=password]', PASSWORD);
    await page.locator('form button[type=submit]').first().click();

    // Back on the page that asked for the sign-in, with its query, and the signed-in hint.
    await page.waitForURL(`${server.url}/my-learning/edit?from=journey`);
    expect((await page.context().cookies()).find((c) => c.name === 'credo_signed_in')).toMatchObject({ value: '1', httpOnly: false });
    const firstName = page.getByLabel('First name');
    await expect.poll(() => firstName.inputValue()).toBe('Grace');
    await shot(page, 'profile-edit-desktop');
    await page.getByText(EMAIL).first().waitFor();

    // An invalid VAT number is refused where it is typed, and nothing is saved.
    const vat = page.getByLabel('VAT number');
    await vat.fill('7');
    await vat.blur();
    // The message is attached at once; its appear animation may lag on a loaded machine, so the
    // check is the message in the DOM and the field marked invalid, not the animation's end.
    await page.getByText('Please enter numbers with at least 2 digits.').waitFor({ state: 'attached' });
    await expect.poll(() => vat.getAttribute('aria-invalid')).toBe('true');

    // An oversized avatar is refused before anything is sent.
    const big = path.join(shots, 'oversized.png');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    fs.writeFileSync(big, Buffer.concat([png, Buffer.alloc(201 * 1024)]));
    let uploads = 0;
    page.on('request', (r) => r.url().includes('/api/user/image/upload') && uploads++);
    await page.locator('input[type=file]').setInputFiles(big);
    await page.getByText('The image must be smaller than 200 KB.').waitFor();
    expect(uploads).toBe(0);
    await shot(page, 'profile-edit-rejected-desktop');

    // Save stays disabled while a required field is empty; then the valid profile and a valid photo are saved.
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await vat.fill('1234567890');
    await page.getByLabel('Code', { exact: true }).fill('48');
    await page.getByPlaceholder('Please input phone number').fill('600100200');
    await page.getByLabel('Country', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByRole('textbox', { name: 'Company' }).fill('Acme Security');
    await page.getByLabel('Job title').fill('Installer');
    const small = path.join(shots, 'avatar.png');
    fs.writeFileSync(small, png);
    await page.locator('input[type=file]').setInputFiles(small);
    await page.getByText('Photo updated').waitFor();
    expect(uploads).toBe(1);
    await expect.poll(() => save.isDisabled()).toBe(false);
    expect(await vat.inputValue()).toBe('1234567890');
    await save.click();
    await page.getByText('Your changes are saved.').waitFor();
    const me = await page.evaluate(async () => (await (await fetch('/api/user/sso/getUserInfo')).json()) as { data: Record<string, unknown> });
    expect(me.data).toMatchObject({
      email: EMAIL,
      vatNumber: '1234567890',
      jobTitle: 'Installer',
      company: 'Acme Security',
      phoneNumber: '600100200',
      phoneCode: '48',
    });
    expect(String(me.data.photoImgUrl)).toMatch(/^\/api\/user\/avatar\//);

    // Sign out from the account menu.
    await page.goto(`${server.url}/`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: /Account menu of/ }).click();
    const logOut = page.getByText('Log out', { exact: true });
    await logOut.waitFor();
    await shot(page, 'account-menu-desktop', false);
    await logOut.click();
    await page.waitForURL((u) => !u.pathname.startsWith('/idp'), { timeout: 15_000 });
    await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
    // Sign-out cleared the session cookie and the signed-in hint (decision 0029): the page asks no
    // getUserInfo any more. Asked outside the page (no console line), the session is gone: 401.
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('credo_sid');
    expect(names).not.toContain('credo_signed_in');
    expect((await page.request.get(`${server.url}/api/user/sso/getUserInfo`)).status()).toBe(401);

    // The protected page asks to sign in again.
    await page.goto(`${server.url}/my-learning/edit`);
    await onProvider(page);
    await page.locator('input[name=password]').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('shows the profile page at mobile width in the stored language, then in Arabic, right to left, once Arabic is chosen', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${server.url}/ar/mobile/my-learning/edit`);
    await onProvider(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await shot(page, 'idp-sign-in-ar-mobile');
    await page.fill('input[name=email]', EMAIL);
    await page.fill('input[name=password]', PASSWORD);
    await page.locator('form button[type=submit]').first().click();
    await page.waitForURL(/\/ar\/mobile\/my-learning\/edit/);
    const firstName = page.locator('input#firstName, input[id$=firstName]').first();
    await expect.poll(() => firstName.inputValue()).toBe('Grace');
    // Section 4: the user's stored language (English, from signing up on the global site) comes
    // before the Arabic site's base language, so the signed-in page turns to English.
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');

    // Choosing Arabic as the preferred language stores it; the mobile site reloads at its root.
    await page.locator('#preferred-language').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'العربية' }).click();
    await page.waitForURL((u) => /^\/ar\/mobile\/?$/.test(u.pathname));
    await page.goto(`${server.url}/ar/mobile/my-learning/edit`);
    await expect.poll(() => firstName.inputValue()).toBe('Grace');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await shot(page, 'profile-edit-ar-mobile');
    await page.close();
  });
});
