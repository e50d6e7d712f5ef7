import fs from 'node:fs';
import path from 'node:path';
import ical, { type VEvent } from 'node-ical';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { collectErrors } from './browser';
import { settledContext, useServerAndBrowser } from './harness';
import * as kit from './journey-kit';
import type { RunningServer } from './server';

// Issue 17 items 1-5: find an onsite classroom in the calendar by country and language, book it,
// download its .ics (parsed with node-ical), join the waitlist of a full session and be promoted
// when its seat frees. Seeded by seed/data/classroom-sessions.ts (a one-seat workshop, which the
// second demo learner fills here).
let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const SHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `classroom-${name}.png`), fullPage: true });
const call = <T>(page: Page, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) => kit.call<T>(server, page, method, url, body);
const CSA = 'Certified Security Associate (CSA)';

type Card = {
  id: number;
  sessionType: 'classroom' | 'practicalExam';
  title: string;
  kind: number;
  certificationName: string | null;
  countryCode: string | null;
  sessionLanguageId: number;
  sessionLanguageName: string;
  startAt: string;
  seatsLeft: number;
  paid: boolean;
  userStatus: number;
  ended: boolean;
};

/** Picks an option of an antd Select by its visible label. */
async function choose(page: Page, testId: string, label: string) {
  // A header menu opened by the pointer's last position would cover the filters: close it first.
  await page.mouse.move(5, 700);
  await page.keyboard.press('Escape');
  await page.getByTestId(testId).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`).click();
  await expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);
}

describe('instructor-led training in Chromium', () => {
  it(
    'finds an onsite classroom in the calendar by country and language, books it, downloads its .ics; joins a waitlist and is promoted',
    { timeout: 180_000 },
    async () => {
      const context = await settledContext(browser, server.url, 1440);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors = collectErrors(page);
      onTestFailed(async () => {
        await shot(page, 'failure').catch(() => undefined);
        console.log('failed at', page.url(), errors);
      });
      await kit.signIn(server, page, 'learner@credo.test', 'Learner!2026', '/classroom/0');
      // The certification's classrooms need an approved enrolment (CSA is open: approved at once).
      const csa = await kit.certificationId(server, CSA);
      await page.request.post(`${server.url}/api/user/certificationRegistration/enrol`, {
        data: { siteId: 1, languageId: 1, certificationId: csa, emailNotificationStatus: 0 },
        headers: { Origin: server.url },
      });
      const listed = await call<{ rows: Card[] }>(page, 'POST', '/certification/classroomAndPracticalExam/page', { kind: 0, method: 0, pageSize: 40 });
      const target = listed.rows.find(
        (r) => r.sessionType === 'classroom' && r.certificationName === CSA && r.seatsLeft > 0 && !r.paid && r.userStatus === 1 && r.countryCode,
      )!;
      expect(target).toBeDefined();
      const countryLabel = new Intl.DisplayNames(['en'], { type: 'region' }).of(target.countryCode!)!;

      await page.goto(`${server.url}/classroom/0?view=calendar`, { waitUntil: 'networkidle' });
      await choose(page, 'filter-country', countryLabel);
      await choose(page, 'filter-language', target.sessionLanguageName);
      await page.waitForURL(
        (url) => url.searchParams.get('country') === target.countryCode && url.searchParams.get('lang') === String(target.sessionLanguageId),
      );
      const chip = page.locator(`a[href="/classroom/detail/${target.id}"]`);
      for (let i = 0; i < 4 && !(await chip.isVisible()); i++) {
        await page.getByRole('button', { name: 'Next' }).click();
        await page.waitForLoadState('networkidle');
      }
      await chip.waitFor();
      await shot(page, 'calendar-en-1440');
      await chip.click();
      await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
      await page.getByRole('button', { name: 'Enrol', exact: true }).click();
      await page.getByText('You are enrolled').first().waitFor();
      await page.getByText('Open in map').waitFor();
      await shot(page, 'detail-booked-en-1440');

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ics-download').click()]);
      const file = await download.path();
      const events = Object.values(ical.sync.parseICS(fs.readFileSync(file!, 'utf8'))).filter((c): c is VEvent => c?.type === 'VEVENT');
      expect(events.map((e) => e.summary)).toEqual([target.title]);
      expect(new Date(events[0].start).getTime()).toBe(Math.floor(Date.parse(target.startAt) / 1000) * 1000);

      // A one-seat workshop, filled by the second demo learner.
      const workshops = await call<{ rows: (Card & { seats: number })[] }>(page, 'POST', '/certification/classroom/getNonCertificationList', {
        eventType: 1,
        pageSize: 128,
      });
      const small = workshops.rows.find((r) => r.seats === 1 && r.seatsLeft === 1 && !r.ended)!;
      expect(small).toBeDefined();
      const holderContext = await settledContext(browser, server.url, 1440);
      const holder = await holderContext.newPage();
      await kit.signIn(server, holder, 'learner2@credo.test', 'Learner2!2026', `/classroom/detail/${small.id}`);
      await call(holder, 'POST', '/user/registration/nonCertificatedClassroom/enroll', { classroomId: small.id });

      await page.goto(`${server.url}/classroom/detail/${small.id}`, { waitUntil: 'networkidle' });
      await page.getByText('Fully booked').first().waitFor();
      await page.getByRole('button', { name: 'Join the waitlist' }).click();
      await page.getByText('You are number 1 on the waitlist').first().waitFor();
      await shot(page, 'waitlist-en-1440');

      // The seat frees: the first waiting learner has it, in the cancel's own transaction.
      await call(holder, 'POST', '/user/registration/nonCertificatedClassroom/cancel', { classroomId: small.id });
      await holderContext.close();

      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText('You are enrolled').first().waitFor();
      expect(await page.getByText('on the waitlist').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('the list on /mobile at 375 px, and the workshop-seminar list', { timeout: 90_000 }, async () => {
    const context = await settledContext(browser, server.url, 375);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/mobile/classroom/0?method=1`, { waitUntil: 'networkidle' });
    await page.getByTestId('classroom-session').first().waitFor();
    expect(await page.getByTestId('classroom-session').count()).toBeGreaterThan(0);
    await shot(page, 'list-mobile-375');
    await page.goto(`${server.url}/mobile/classroom/0?view=calendar&cal=week`, { waitUntil: 'networkidle' });
    await shot(page, 'calendar-week-mobile-375');
    await page.goto(`${server.url}/workshop-seminar/list?view=cards`, { waitUntil: 'networkidle' });
    await page.getByTestId('classroom-session').first().waitFor();
    await shot(page, 'workshops-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('practical only lists the practical-exam sessions in the list, cards and calendar, linking to their pages', { timeout: 90_000 }, async () => {
    const context = await settledContext(browser, server.url, 1440);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const exams = await call<{ rows: Card[] }>(page, 'POST', '/certification/classroomAndPracticalExam/page', { kind: 0, trainingType: 1, pageSize: 40 });
    const exam = exams.rows.find((r) => r.sessionType === 'practicalExam')!;
    expect(exam).toBeDefined();
    for (const view of ['list', 'cards']) {
      await page.goto(`${server.url}/classroom/0?type=1&view=${view}&size=${view === 'cards' ? 32 : 40}`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator(`a[href$="/practical-exam/detail/${exam.id}"]`).count()).toBeGreaterThan(0);
    }
    await shot(page, 'practical-only-cards-1440');
    await page.goto(`${server.url}/classroom/0?type=1&view=calendar&date=${exam.startAt.slice(0, 10)}`, { waitUntil: 'networkidle' });
    const chip = page.locator(`a[href$="/practical-exam/detail/${exam.id}"]`).first();
    await chip.waitFor();
    await shot(page, 'practical-only-calendar-1440');
    await chip.click();
    await page.waitForURL((u) => u.pathname.endsWith(`/practical-exam/detail/${exam.id}`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(exam.title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('right to left in Arabic: the calendar and a detail page', { timeout: 90_000 }, async () => {
    const context = await settledContext(browser, server.url, 1440);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/ar/classroom/0?view=calendar`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'calendar-ar-1440');
    await page.goto(`${server.url}/ar/classroom/0`, { waitUntil: 'networkidle' });
    const first = page.getByTestId('classroom-session').first();
    await first.waitFor();
    await first.getByRole('link').first().click();
    // The booking panel is there once the detail has loaded (not its skeleton).
    await page.locator('main aside').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/[\u0600-\u06FF]/);
    await shot(page, 'detail-ar-1440');
    expect(errors).toEqual([]);
    await context.close();
  });
});
