import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { trainerValidateCodes } from '../apps/server/src/db/schema/index';
import { trainerApplicationSweepTask } from '../apps/server/src/modules/trainer-application/index';
import { LocalDiskStorage } from '../apps/server/src/platform/storage';
import { sweepOnce } from '../apps/server/src/platform/sweeper';
import { collectErrors, untilStill } from './browser';
import { settledContext, STILL } from './harness';
import { useInProcessServerAndBrowser, type InProcessServer } from './in-process-server';
import { call, signIn } from './journey-kit';

// Issue 21 item 2: a signed-in learner applies as a trainer with a wrong and then a right
// verification code, staff decline, the applicant is mailed, and once the clock passes the
// 3 business days the sweeper has deleted the personal data and the CV.
const SHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
let server: InProcessServer;
let browser: Browser;
useInProcessServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const LEARNER = { email: 'learner2@credo.test', password: 'Learner2!2026' };
const STAFF = { email: 'staff@credo.test', password: 'Staff!2026' };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const REASON = 'We are not adding trainers in your region this year.';

/** A full-page shot from the top (scrolled, the sticky header would sit over the middle of the page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await untilStill(page);
  await page.screenshot({ path: path.join(SHOTS, `trainer-application-${name}.png`), fullPage: true });
}

/** The keys of the verification images the page received, newest last (the one on screen). */
function watchCodes(page: Page): string[] {
  const keys: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().includes('/validateCode/getValidateCode') || !res.ok()) return;
    const body = (await res.json()) as { data: { key: string } };
    keys.push(body.data.key);
  });
  return keys;
}

/** The answer the server keeps for a code (its own table): what a person reads off the image. */
async function answerOf(key: string): Promise<string> {
  const [row] = await server.database.db.select().from(trainerValidateCodes).where(eq(trainerValidateCodes.key, key));
  if (!row) throw new Error(`no code ${key}`);
  return row.answer;
}

type StaffItem = { id: number; userId: number; name: string | null; email: string | null; hasCv: boolean; purgeAfter: string | null; state: string };

describe('join us as a trainer in Chromium', () => {
  let learnerContext: BrowserContext;

  it('a visitor sees the promises and is asked to sign in (1440 px)', async () => {
    const context = await settledContext(browser, server.url, 1440);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    await page.locator('footer a[href="/join-us-as-a-trainer"]').first().click();
    await page.waitForURL((url) => url.pathname === '/join-us-as-a-trainer');
    await page.getByRole('heading', { level: 1, name: 'Join us as a trainer' }).waitFor();
    expect(await page.title()).toContain('Join us as a trainer');
    await page.getByText('within 7 business days').first().waitFor();
    await page.getByText('deleted within 3 business days').first().waitFor();
    await page.getByRole('heading', { name: 'Sign in to apply' }).waitFor();
    await shot(page, 'visitor-en-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a learner applies: a wrong code is refused and a new image shown, the right one goes through', async () => {
    learnerContext = await settledContext(browser, server.url, 1440);
    const page = await learnerContext.newPage();
    const errors = collectErrors(page);
    const keys = watchCodes(page);
    await signIn(server, page, LEARNER.email, LEARNER.password, '/join-us-as-a-trainer');
    await page.goto(server.url + '/join-us-as-a-trainer', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Your application' }).waitFor();
    await expect.poll(() => keys.length).toBeGreaterThan(0);

    // Contact details come from the profile; the rest is typed.
    expect(await page.getByLabel('Full name').inputValue()).toBe('Test Learner');
    await page.getByLabel('E-mail').fill('trainer.applicant@example.test');
    await page.getByLabel('English', { exact: true }).check();
    await page.getByLabel('Polish', { exact: true }).check();
    await page
      .getByLabel('Projects, products, years in the field and any teaching experience.')
      .fill('Eight years commissioning video systems for retail chains; I run monthly installer workshops.');
    await page.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('cv.pdf').waitFor();

    const first = keys.at(-1)!;
    const wrong = (await answerOf(first)) === 'AAAAA' ? 'CCCCC' : 'AAAAA';
    await page.getByLabel('Verification code').fill(wrong);
    await shot(page, 'form-en-1440');
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('The code was wrong or has expired').waitFor();
    await expect.poll(() => keys.length).toBeGreaterThan(1);
    expect(keys.at(-1)).not.toBe(first);
    expect(await page.getByLabel('Verification code').inputValue()).toBe('');
    await shot(page, 'wrong-code-en-1440');

    await page.getByLabel('Verification code').fill((await answerOf(keys.at(-1)!)).toLowerCase());
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Thank you for your application').waitFor();
    await shot(page, 'sent-en-1440');
    // Reloaded, the page shows the application under review instead of a second form.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('Your application is being reviewed').waitFor();
    // The refused wrong code is the one failed request (HTTP 400, as the server answers bad input); nothing else.
    expect(errors.filter((e) => !/status of 400 .*\/trainer\/application\/submit/.test(e))).toEqual([]);
  });

  it('staff decline; the applicant is mailed; after the 3 business days the sweeper has deleted the data and CV', async () => {
    const staffContext = await settledContext(browser, server.url, 1440);
    const staffPage = await staffContext.newPage();
    await signIn(server, staffPage, STAFF.email, STAFF.password, '/');
    const pending = await call<StaffItem[]>(server, staffPage, 'GET', '/staff/trainer-application/list?siteId=1&languageId=1');
    const mine = pending.find((a) => a.email === 'trainer.applicant@example.test');
    expect(mine).toMatchObject({ name: 'Test Learner', hasCv: true, state: 'pending' });
    const cv = await staffPage.request.get(`${server.url}/api/staff/trainer-application/cv?siteId=1&languageId=1&id=${mine!.id}`);
    expect(cv.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.compare(await cv.body(), PDF)).toBe(0);

    const decided = await call<{ state: string; purgeAfter: string }>(server, staffPage, 'POST', '/staff/trainer-application/decide', {
      id: mine!.id,
      decision: 'decline',
      reason: REASON,
    });
    expect(decided.state).toBe('declined');

    // The outcome mail, in the outbox the server serves to this machine.
    const mail = (await (await fetch(`${server.url}/dev/mail/latest?to=${encodeURIComponent(LEARNER.email)}`)).json()) as { subject: string; text: string };
    expect(mail.subject).toBe('Your trainer application was not approved');
    expect(mail.text).toContain(REASON);

    const detail = () => call<StaffItem>(server, staffPage, 'GET', `/staff/trainer-application/detail?siteId=1&languageId=1&id=${mine!.id}`);
    const storage = new LocalDiskStorage(server.dataDir);
    const sweepAt = async (at: Date) =>
      expect(await sweepOnce(server.database.db, [trainerApplicationSweepTask(storage, () => at)], server.app.log)).toBe(true);
    // Today the promise is not due: everything is still there.
    await sweepAt(new Date());
    expect((await detail()).name).toBe('Test Learner');
    // The injected clock a minute past the 3 business days: the sweep deletes it.
    await sweepAt(new Date(new Date(decided.purgeAfter).getTime() + 60_000));
    expect(await detail()).toMatchObject({ name: null, email: null, hasCv: false, state: 'declined' });
    const gone = await staffPage.request.get(`${server.url}/api/staff/trainer-application/cv?siteId=1&languageId=1&id=${mine!.id}`);
    expect(gone.status()).toBe(404);
    await staffContext.close();

    // The applicant may apply again; the page says the last one was not accepted.
    const page = await learnerContext.newPage();
    await page.goto(server.url + '/join-us-as-a-trainer', { waitUntil: 'networkidle' });
    await page.getByText('Your previous application was not accepted').waitFor();
  });

  it('the /mobile twin at 375 px', async () => {
    const state = await learnerContext.storageState();
    const mobile = await browser.newContext({ viewport: { width: 375, height: 800 }, storageState: state, ...STILL });
    const page = await mobile.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/mobile/join-us-as-a-trainer', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Your application' }).waitFor();
    await page.locator('img[alt="Verification image"]').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'form-en-375-mobile');
    expect(errors).toEqual([]);
    await mobile.close();
    await learnerContext.close();
  });

  it('the Arabic page right to left', async () => {
    // The Arabic site in a browser of its own (the English visit's language choice stays with that browser).
    const arabic = await settledContext(browser, server.url, 1440);
    const ar = await arabic.newPage();
    await signIn(server, ar, LEARNER.email, LEARNER.password, '/ar/join-us-as-a-trainer');
    // The profile's language wins over the site's (cert §4): the learner chooses Arabic, as the language selector does.
    await call(server, ar, 'POST', '/user/updateLanguageId', { siteId: 17, languageId: 2 });
    await ar.goto(server.url + '/ar/join-us-as-a-trainer', { waitUntil: 'networkidle' });
    await expect.poll(() => ar.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('انضم إلينا كمدرب');
    expect(await ar.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await ar.locator('img[alt="صورة التحقق"]').waitFor();
    await shot(ar, 'form-ar-1440');
    await arabic.close();
  });
});
