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

/** A screenshot of the certification page's tabs, or of the page from its top. */
async function shot(page: Page, name: string, what: 'tabs' | 'page' = 'tabs') {
  const file = path.join(SHOTS_DIR, `training-seats-${name}.png`);
  if (what === 'tabs') return page.locator('#course-list-position').screenshot({ path: file });
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.screenshot({ path: file, fullPage: false });
}
const call = <T>(page: Page, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) => kit.call<T>(server, page, method, url, body);

const CSA = 'Certified Security Associate (CSA)';
const CSP = 'Certified Security Professional (CSP)';

/** Loads the certification page afresh (a goto that differs only by its #hash would not reload it). */
async function openCertification(page: Page, id: number, hash = '') {
  await page.goto('about:blank');
  await page.goto(`${server.url}/certification/detail/${id}${hash}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('[aria-busy=true]').waitFor({ state: 'detached' });
}

const showTab = kit.showTab;
const passTheory = (page: Page, certificationId: number, site?: kit.JourneySite) => kit.passTheory(server, page, certificationId, site);

type Seat = { id: number; userStatus: number; enrollable: boolean };
type Place = { id: number; userPracticalExamStatus: number; enrollable: boolean; isCharge: string; allergies: string; dietaryRequirements: string };

describe('classroom and practical-exam seats in Chromium', () => {
  it('a learner enrols in a classroom from the Classroom tab and cancels the seat after confirming', { timeout: 120_000 }, async () => {
    const csa = await kit.certificationId(server, CSA);
    const context = await settledContext(browser, server.url, 1440);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors = collectErrors(page);
    onTestFailed(async () => {
      await shot(page, 'classroom-failure', 'page').catch(() => undefined);
      console.log('failed at', page.url(), errors);
    });
    await kit.signIn(server, page, 'learner@credo.test', 'Learner!2026', `/certification/detail/${csa}`);
    await call(page, 'POST', '/user/certificationRegistration/enrol', { certificationId: csa, emailNotificationStatus: 0 });

    await openCertification(page, csa);
    await showTab(page, 'Classroom');
    const seats = await call<{ rows: Seat[] }>(page, 'POST', '/certification/classroom/getOfCertification', { certificationId: csa });
    const open = seats.rows.find((row) => row.enrollable)!;
    expect(open).toBeDefined();
    const item = page.getByTestId(`classroom-${open.id}`);
    await item.getByRole('button', { name: 'Enrol', exact: true }).click();
    await item.getByText('Enrolled', { exact: true }).waitFor();
    await page.getByText(/^You are enrolled in /).waitFor();
    await shot(page, 'classroom-enrolled');
    // Another session of the certification cannot be booked while this seat is held (10015).
    const other = seats.rows.find((row) => row.id !== open.id && row.enrollable);
    if (other) expect(await page.getByTestId(`classroom-${other.id}`).getByRole('button', { name: 'Enrol', exact: true }).isDisabled()).toBe(true);

    await item.getByRole('button', { name: 'Cancel seat' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Cancel your seat?' });
    await confirm.waitFor();
    await shot(page, 'classroom-cancel-confirm', 'page');
    await confirm.getByRole('button', { name: 'Cancel seat' }).click();
    await page.getByText('Your seat has been cancelled.').waitFor();
    await item.getByText('Unenrolled', { exact: true }).waitFor();
    const after = await call<{ rows: Seat[] }>(page, 'POST', '/certification/classroom/getOfCertification', { certificationId: csa });
    expect(after.rows.find((row) => row.id === open.id)?.userStatus).toBe(1);
    // Issue 14 item 8: the seat made the learner a classroom learner; cancelling it restores self-paced
    // learning, so the credits bar is back (after a reload too: the server decided it).
    await openCertification(page, csa);
    await page.getByTestId('credits-progress').waitFor();
    expect(await page.getByRole('radio', { name: 'Self-paced' }).isChecked()).toBe(true);
    await shot(page, 'classroom-cancelled-status', 'page');
    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'after the theory exam a learner books a practical session with allergies and diet, cancels it, then uses the invitation code PRACTICAL-GSP',
    { timeout: 600_000 },
    async () => {
      const csa = await kit.certificationId(server, CSA);
      const csp = await kit.certificationId(server, CSP);
      const context = await settledContext(browser, server.url, 1440);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors = collectErrors(page);
      onTestFailed(async () => {
        await shot(page, 'practical-failure', 'page').catch(() => undefined);
        console.log('failed at', page.url(), errors);
      });
      await kit.signIn(server, page, 'learner2@credo.test', 'Learner2!2026', `/certification/detail/${csp}`);

      // The professional level needs the associate certificate: learn, pass, apply, staff approve.
      await kit.holdCertificate(server, browser, page, csa);

      // Before the professional theory exam the practical sessions cannot be booked.
      await call(page, 'POST', '/user/certificationRegistration/enrol', { certificationId: csp, emailNotificationStatus: 0 });
      await openCertification(page, csp, '#take-exam');
      await showTab(page, 'Exam');
      await page.getByTestId('practical-gate').filter({ hasText: 'Pass the theory exam first to book a practical exam session.' }).waitFor();

      await kit.earnCredits(server, page, csp);
      await passTheory(page, csp);
      await openCertification(page, csp, '#take-exam');
      await showTab(page, 'Exam');
      expect(await page.getByTestId('practical-gate').count()).toBe(0);
      const sessions = await call<{ rows: Place[] }>(page, 'POST', '/certification/practicalExam/getOfCertification', { certificationId: csp });
      const free = sessions.rows.find((row) => row.enrollable && row.isCharge === '0')!;
      expect(free).toBeDefined();
      const item = page.getByTestId(`practical-${free.id}`);
      await item.getByRole('button', { name: 'Enrol', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Enrol in the practical exam' });
      await dialog.getByLabel('Allergies').fill('Peanuts');
      await dialog.getByLabel('Dietary requirements').fill('Vegetarian');
      await dialog
        .locator('.ant-modal-container, .ant-modal-content')
        .first()
        .screenshot({ path: path.join(SHOTS_DIR, 'training-seats-practical-enrol-dialog.png') });
      await dialog.getByRole('button', { name: 'Confirm enrolment' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await item.getByText('Enrolled', { exact: true }).waitFor();
      await shot(page, 'practical-enrolled');
      // Issue 14 item 4: the status card follows the booking instead of "take the exam now … two attempts".
      await openCertification(page, csp);
      await page.getByTestId('certification-hint').filter({ hasText: 'Your practical exam is booked:' }).waitFor();
      expect(await page.getByRole('button', { name: 'Book your practical exam' }).count()).toBe(0);
      await shot(page, 'practical-booked-status', 'page');
      await page.getByRole('button', { name: 'View booking' }).click();
      await item.getByText('Enrolled', { exact: true }).waitFor();
      const booked = await call<{ rows: Place[] }>(page, 'POST', '/certification/practicalExam/getOfCertification', { certificationId: csp });
      expect(booked.rows.find((row) => row.id === free.id)).toMatchObject({
        userPracticalExamStatus: 2,
        allergies: 'Peanuts',
        dietaryRequirements: 'Vegetarian',
      });

      await item.getByRole('button', { name: 'Cancel seat' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Cancel your seat?' });
      await confirm.getByRole('button', { name: 'Cancel seat' }).click();
      await item.getByText('Cancelled', { exact: true }).waitFor();

      // The staff's code: the session is shown, the place booked, the way back to the certification.
      await page.goto(`${server.url}/invitation/practical-exam?code=PRACTICAL-GSP`, { waitUntil: 'networkidle' });
      await page.getByTestId('invitation-session').waitFor();
      await page.getByLabel('Allergies').fill('None');
      await page.getByLabel('Dietary requirements').fill('Halal');
      await page.getByRole('button', { name: 'Enrol in the practical exam' }).click();
      await page.getByRole('heading', { name: 'You are enrolled in the practical exam' }).waitFor();
      await shot(page, 'practical-invitation-success', 'page');
      await page.getByRole('link', { name: 'Go to the certification' }).click();
      await page.waitForURL(new RegExp(`/certification/detail/${csp}$`));
      const invited = await call<{ rows: Place[] }>(page, 'POST', '/certification/practicalExam/getOfCertification', { certificationId: csp });
      expect(invited.rows.find((row) => row.userPracticalExamStatus === 2)).toMatchObject({ allergies: 'None', dietaryRequirements: 'Halal' });

      // Issue 14 item 4 on a phone (375 px, the /mobile twin) and in Arabic: the booked card at every width.
      const booked375 = async (url: string, hint: string, name: string) => {
        const phoneContext = await settledContext(browser, server.url, 375);
        await phoneContext.addCookies(await context.cookies());
        const phone = await phoneContext.newPage();
        await phone.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
        await phone.getByTestId('certification-hint').filter({ hasText: hint }).waitFor();
        await shot(phone, name, 'page');
        await phoneContext.close();
      };
      await booked375(`/mobile/certification/detail/${csp}`, 'Your practical exam is booked:', 'practical-booked-status-375');
      // The Arabic site's own CSP (site 17), booked the way a learner does; the associate certificate counts on every site.
      const ar: kit.JourneySite = { siteId: 17, languageId: 2 };
      await call(page, 'POST', '/user/updateLanguageId', ar);
      const found = await call<{ certifications: { rows: { id: number; name: string }[] } }>(
        page,
        'GET',
        '/certification/search?siteId=17&languageId=2&keyword=CSP',
      );
      const cspAr = found.certifications.rows.find((row) => row.name.includes('(CSP)'))!.id;
      await call(page, 'POST', '/user/certificationRegistration/enrol', { certificationId: cspAr, emailNotificationStatus: 0, ...ar });
      await kit.earnCredits(server, page, cspAr, ar);
      await passTheory(page, cspAr, ar);
      const arSessions = await call<{ rows: Place[] }>(page, 'POST', '/certification/practicalExam/getOfCertification', { certificationId: cspAr, ...ar });
      const arFree = arSessions.rows.find((row) => row.enrollable && row.isCharge === '0')!;
      await call(page, 'POST', '/user/practicalExamApprove/enroll', { practicalExamId: arFree.id, allergies: '', dietaryRequirements: '', ...ar });
      const arHint = 'تم حجز اختبارك العملي';
      await page.goto(`${server.url}/ar/certification/detail/${cspAr}`, { waitUntil: 'networkidle' });
      await page.getByTestId('certification-hint').filter({ hasText: arHint }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await shot(page, 'practical-booked-status-ar-1440', 'page');
      await booked375(`/ar/mobile/certification/detail/${cspAr}`, arHint, 'practical-booked-status-ar-375');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
