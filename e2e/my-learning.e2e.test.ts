import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client';
import { idpAccounts, users } from '../apps/server/src/db/schema/index';
import { LANG } from '../apps/server/src/seed/data/languages';
import { writeLearnerHistory, type LearnerHistory } from '../apps/server/test/my-learning-fixtures';
import { collectErrors, launchChromium } from './browser';
import { settledContext, SHOTS_DIR } from './harness';
import * as kit from './journey-kit';
import { freePort, startServer, type RunningServer } from './server';

// Issue 18: a learner with a certificate, an about-to-expire certificate, two theory-exam attempts,
// a booked classroom (and a paid order where the classroom has a price) sees each in its tab at
// 1440 and 375 px and in Arabic; tab/subTab survive sign-in and reload; the owed course survey is
// answered with its required question; the data export downloads with the learner's rows only.
// The history is written into the copied database before the server starts, for the users row
// the embedded provider's subject will find (its issuer is the fixed PUBLIC_URL of this file).

const EMAIL = 'learner@credo.test';
const PASSWORD = 'Learner!2026';
let server: RunningServer;
let browser: Browser;
let history: LearnerHistory;
let userId: number;

beforeAll(async () => {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-e2e-ml-'));
  fs.cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    const [account] = await database.db.select().from(idpAccounts).where(eq(idpAccounts.email, EMAIL));
    const [user] = await database.db
      .insert(users)
      .values({
        tenantId: 1,
        subject: `${url}/idp|${account.id}`,
        email: EMAIL,
        name: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        siteId: 1,
        languageId: 1,
      })
      .returning();
    userId = user.id;
    history = await writeLearnerHistory(database.db, user);
  } finally {
    await database.close();
  }
  server = await startServer({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: url });
  browser = await launchChromium();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS_DIR, `my-learning-${name}.png`), fullPage: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function signedInPage(width: number, target: string) {
  const context = await settledContext(browser, server.url, width);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await kit.signIn(server, page, EMAIL, PASSWORD, target);
  // The sign-in completed the profile after the page had opened its required-information dialog: load it again.
  await page.goto(server.url + target, { waitUntil: 'networkidle' });
  return { context, page };
}

describe('My Learning in Chromium', () => {
  it(
    'a visitor signs in and comes back to ?tab=3&subTab=1; the owed survey enforces its required question; each tab shows the seeded history at 1440 px',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await signedInPage(1440, '/my-learning?tab=3&subTab=1');
      const errors = collectErrors(page);
      expect(new URL(page.url()).search).toBe('?tab=3&subTab=1');

      // The course survey the learner owes opens on My Learning: intro, then the questions.
      const survey = page.getByRole('dialog', { name: 'Course feedback' });
      await survey.getByRole('button', { name: 'Start survey now' }).click();
      const submit = survey.getByRole('button', { name: 'Submit' });
      await survey.getByLabel('Videos').check();
      expect(await submit.isDisabled()).toBe(true);
      await survey.getByLabel('What should we improve?').fill('More hands-on labs');
      expect(await submit.isDisabled()).toBe(true);
      await shot(page, 'survey-1440');
      await survey.getByLabel('Good').check();
      expect(await submit.isDisabled()).toBe(false);
      await submit.click();
      await page.getByText('Thank you, your survey has been submitted.').waitFor();
      await survey.waitFor({ state: 'hidden' });

      // Certificates, about to expire (sub-tab 1): the address opened it, and a reload keeps it.
      expect(await tab(page, 'Certificates').getAttribute('aria-selected')).toBe('true');
      await page.getByText(history.certificateNumbers.aboutToExpire).waitFor();
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText(history.certificateNumbers.aboutToExpire).waitFor();
      expect(await page.getByRole('tab', { name: /^About to expire/ }).getAttribute('aria-selected')).toBe('true');
      await page.getByRole('img', { name: `QR code to verify certificate ${history.certificateNumbers.aboutToExpire}` }).waitFor();
      await page.getByRole('button', { name: 'Renew' }).waitFor();
      await shot(page, 'certificates-1440');
      await page.getByRole('tab', { name: /^Valid/ }).click();
      await page.getByText(history.certificateNumbers.valid).waitFor();
      expect(new URL(page.url()).search).toBe('?tab=3&subTab=0');
      expect(await page.getByRole('link', { name: 'Verification page' }).getAttribute('href')).toBe(`/verify/${history.certificateNumbers.valid}`);

      // Credits: the enrolled certification, its progress and the chart (recharts, loaded with this tab).
      await tab(page, 'Credits').click();
      await page.getByRole('img', { name: 'Credits over time' }).locator('svg.recharts-surface').waitFor();
      await page.getByRole('link', { name: 'Continue' }).first().waitFor();
      await shot(page, 'credits-1440');

      // Exams: both attempts, 60 failed and 90 passed, and the scores chart.
      await tab(page, 'Exams').click();
      await expect.poll(() => page.getByTestId('exam-attempt').count()).toBe(2);
      await page.getByTestId('exam-attempt').filter({ hasText: 'Passed' }).waitFor();
      await page.getByTestId('exam-attempt').filter({ hasText: 'Failed' }).waitFor();
      await page.getByRole('img', { name: 'Your exam scores' }).locator('svg.recharts-surface').waitFor();
      await shot(page, 'exams-1440');

      // The failed (older) attempt's analysis link opens that attempt, not the latest pass.
      await page.getByTestId('exam-attempt').filter({ hasText: 'Failed' }).getByRole('link', { name: 'Answer analysis' }).click();
      await page.getByRole('heading', { name: 'Answer analysis' }).waitFor();
      expect(new URL(page.url()).searchParams.get('examRecordsId')).toBe(String(history.paperIds[0]));
      await page.getByRole('button', { name: 'Back to result' }).click();
      await page.getByText(/^Attempt 1, submitted/).waitFor();
      await page.goto(`${server.url}/my-learning?tab=2`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByTestId('exam-attempt').count()).toBe(2);

      // Training: the booked classroom with its links; orders (where checkout returns).
      await tab(page, 'Training & orders').click();
      const seat = page.getByTestId('training-seat').filter({ hasText: history.classroomTitle });
      await seat.getByText('Booked').waitFor();
      await seat.getByRole('link', { name: 'Reschedule' }).waitFor();
      await seat.getByRole('link', { name: 'Add to calendar' }).waitFor();
      await shot(page, 'training-1440');
      await page.goto(`${server.url}/my-learning?tab=1&subTab=2`, { waitUntil: 'networkidle' });
      if (history.orderSeqNo) await page.getByTestId('order').getByText('Paid').waitFor();
      else await page.getByText('No orders yet.').waitFor();
      await shot(page, 'orders-1440');

      // Medals with their thresholds.
      await tab(page, 'Medals').click();
      await page.getByText('Earned with 1 associate certificate').waitFor();
      await shot(page, 'medals-1440');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("downloads the data export: the learner's own rows, complete", { timeout: 180_000 }, async () => {
    const { context, page } = await signedInPage(1440, '/my-learning?tab=7');
    await page.getByRole('heading', { name: 'Download your data' }).waitFor();
    await page.getByText('Issued certificates stay verifiable, showing your initials instead of your name.').waitFor();
    await shot(page, 'data-1440');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-link').click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(file.profile).toMatchObject({ id: userId, email: EMAIL });
    expect(file.certificates.map((c: { number: string }) => c.number).sort()).toEqual(Object.values(history.certificateNumbers).sort());
    expect(file.examAttempts.map((a: { paperId: number }) => a.paperId).sort()).toEqual([...history.paperIds].sort());
    expect(file.classroomSeats.map((s: { classroomId: number }) => s.classroomId)).toContain(history.classroomId);
    expect(file.surveyAnswers).toHaveLength(1);
    for (const key of ['enrolments', 'registrations', 'creditGrants', 'certificateApplications', 'certificates', 'surveyAnswers']) {
      for (const row of file[key]) expect(row.userId, key).toBe(userId);
    }
    await context.close();
  });

  it('at 375 px (the /mobile twin) and in Arabic, right to left', { timeout: 180_000 }, async () => {
    const { context, page } = await signedInPage(375, '/mobile/my-learning');
    await page.getByRole('heading', { level: 1, name: 'My Learning' }).waitFor();
    await page.getByRole('img', { name: 'Credits over time' }).locator('svg.recharts-surface').waitFor();
    await shot(page, 'credits-375');
    await page.goto(`${server.url}/mobile/my-learning?tab=3&subTab=1`, { waitUntil: 'networkidle' });
    await page.getByText(history.certificateNumbers.aboutToExpire).waitFor();
    await shot(page, 'certificates-375');
    await page.goto(`${server.url}/mobile/my-learning?tab=1`, { waitUntil: 'networkidle' });
    await page.getByTestId('training-seat').first().waitFor();
    await shot(page, 'training-375');

    // The learner's stored language comes first (cert §4): they choose Arabic, on the Arabic site.
    await kit.call(server, page, 'POST', '/user/updateLanguageId', { siteId: 17, languageId: LANG.ar });
    await page.goto(`${server.url}/ar/mobile/my-learning?tab=2`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'تعلّمي' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.getByTestId('exam-attempt').count()).toBe(2);
    await page.getByRole('img', { name: 'درجات امتحاناتك' }).locator('svg.recharts-surface').waitFor();
    await shot(page, 'exams-ar-375');
    await context.close();

    const ar = await signedInPage(1440, '/ar/my-learning');
    // The sign-in's profile completion stored the English of its call; Arabic again, as the learner chose.
    await kit.call(server, ar.page, 'POST', '/user/updateLanguageId', { siteId: 17, languageId: LANG.ar });
    await ar.page.goto(`${server.url}/ar/my-learning`, { waitUntil: 'networkidle' });
    await ar.page.getByRole('img', { name: 'النقاط عبر الزمن' }).locator('svg.recharts-surface').waitFor();
    await shot(ar.page, 'credits-ar-1440');
    await ar.page.goto(`${server.url}/ar/my-learning?tab=3&subTab=1`, { waitUntil: 'networkidle' });
    await ar.page.getByText(history.certificateNumbers.aboutToExpire).waitFor();
    await shot(ar.page, 'certificates-ar-1440');
    await ar.context.close();
  });
});
