import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { collectErrors } from './browser';
import { settledContext, useServerAndBrowser } from './harness';
import * as kit from './journey-kit';
import type { RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
// The check-in clock runs 49 hours ahead: the seeded check-in workshop (two days after seeding,
// ten hours long) is then in session, while booking it still uses the real clock.
useServerAndBrowser(
  (s, b) => {
    server = s;
    browser = b;
  },
  { CHECKIN_CLOCK_OFFSET_MS: String(49 * 3_600_000) },
);

/** Issue 17 asks for these in docs/screenshots. */
const DOCS_SHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(DOCS_SHOTS, `${name}.png`), fullPage: true });
const call = <T>(page: Page, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) => kit.call<T>(server, page, method, url, body);

const CSA = 'Certified Security Associate (CSA)';
const CSP = 'Certified Security Professional (CSP)';
const LIVE_WORKSHOP = 'Workshop: camera installation (check-in demo)';

const passTheory = (page: Page, certificationId: number) => kit.passTheory(server, page, certificationId);

/** A tiny ISO base media file: the `ftyp` box the server reads the type from, then filler. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4096, 7)]);

describe('practical task, QR check-in and reschedule in Chromium', () => {
  it('a candidate submits a recording on the task page, staff grade it and the certification moves on to apply', { timeout: 900_000 }, async () => {
    const csa = await kit.certificationId(server, CSA);
    const csp = await kit.certificationId(server, CSP);
    const context = await settledContext(browser, server.url, 1440);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors = collectErrors(page);
    onTestFailed(async () => {
      await shot(page, 'practical-failure').catch(() => undefined);
      console.log('failed at', page.url(), errors);
    });

    // A visitor is asked to sign in on the task page.
    await page.goto(`${server.url}/practical-exam-task/${csp}`, { waitUntil: 'networkidle' });
    await page.getByText('Sign in to see your practical task').waitFor();
    await shot(page, 'practical-task-visitor-1440');

    await kit.signIn(server, page, 'learner2@credo.test', 'Learner2!2026', `/practical-exam-task/${csp}`);
    // Signed in without the theory exam: no permission, with a way back.
    await page.goto(`${server.url}/practical-exam-task/${csp}`, { waitUntil: 'networkidle' });
    await page.getByText('You cannot open this practical task yet').waitFor();
    await page.getByTestId('task-back').waitFor();

    // The professional level needs the associate certificate: learn, pass, apply, staff approve.
    await call(page, 'POST', '/user/certificationRegistration/enrol', { certificationId: csa, emailNotificationStatus: 0 });
    await kit.earnCredits(server, page, csa);
    await passTheory(page, csa);
    await call(page, 'POST', '/user/certificationApply/apply', { certificationId: csa });
    const staffContext = await settledContext(browser, server.url, 1440);
    const staff = await staffContext.newPage();
    await kit.signIn(server, staff, 'staff@credo.test', 'Staff!2026', '/');
    await kit.approveApplications(server, staff, csa);

    await call(page, 'POST', '/user/certificationRegistration/enrol', { certificationId: csp, emailNotificationStatus: 0 });
    await kit.earnCredits(server, page, csp);
    await passTheory(page, csp);
    type Place = { id: number; enrollable: boolean; isCharge: string; practicalExamApproveId: number | null };
    const sessions = await call<{ rows: Place[] }>(page, 'POST', '/certification/practicalExam/getOfCertification', { certificationId: csp });
    const free = sessions.rows.find((row) => row.enrollable && row.isCharge === '0')!;
    const place = await call<{ practicalExamApproveId: number }>(page, 'POST', '/user/practicalExamApprove/enroll', {
      practicalExamId: free.id,
      allergies: 'None',
      dietaryRequirements: 'None',
    });

    // The card list and the session's detail page.
    await page.goto(`${server.url}/practical-exam`, { waitUntil: 'networkidle' });
    await page.getByTestId('practical-card').first().waitFor();
    await shot(page, 'practical-list-1440');
    await page.goto(`${server.url}/practical-exam/detail/${free.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('practical-status').filter({ hasText: 'Booked' }).waitFor();
    await shot(page, 'practical-detail-1440');

    // The task page: the lines, a link with its password, then a video uploaded with progress.
    await page.getByRole('button', { name: 'Open the practical task' }).click();
    await page.getByTestId('task-panel').waitFor();
    await page.getByText('Mount a network camera on the test wall').waitFor();
    await page.getByTestId('record-link').fill('https://video.example.com/csp-task');
    await page.getByTestId('record-password').fill('wall-42');
    await page.getByTestId('record-submit').click();
    await page.getByText('Your recording was submitted. An examiner will grade it.').waitFor();
    await page.getByTestId('task-submitted').filter({ hasText: 'https://video.example.com/csp-task' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'task.mp4', mimeType: 'video/mp4', buffer: MP4 });
    await page.getByText('Your video was uploaded. An examiner will grade it.').waitFor();
    await page.getByTestId('task-submitted').filter({ hasText: 'Submitted video' }).waitFor();
    await shot(page, 'practical-task-1440');

    // Staff grade it: 88 passes (80 is the mark), and the certification moves on to apply (4).
    const graded = await call<{ userPracticalExamStatus: number; score: number }>(staff, 'POST', '/staff/practical-exam/grade', {
      practicalExamApproveId: place.practicalExamApproveId,
      score: 88,
    });
    expect(graded).toMatchObject({ userPracticalExamStatus: 4, score: 88 });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('task-passed').filter({ hasText: 'Passed with 88 points' }).waitFor();
    expect(await page.getByTestId('record-submit').isDisabled()).toBe(true);
    await shot(page, 'practical-task-passed-1440');
    const detail = await call<{ currentStatus: number; processDetail: string[] }>(
      page,
      'GET',
      `/certification/certificationRelease/queryDetail?id=${csp}&siteId=1&languageId=1`,
    );
    expect(detail.currentStatus).toBe(4);
    expect(detail.processDetail.slice(0, 5)).toEqual(['1', '1', '1', '1', '1']);
    await page.getByTestId('task-certification-link').click();
    await page.waitForURL(new RegExp(`/certification/detail/${csp}`));
    await page.getByTestId('certification-hint').waitFor();
    await shot(page, 'practical-certification-after-grade-1440');

    // 375 px: the /mobile twin shows the web-portal notice instead of the recording form.
    const phone = await settledContext(browser, server.url, 375);
    await phone.addCookies(await context.cookies());
    const mobile = await phone.newPage();
    await mobile.goto(`${server.url}/mobile/practical-exam-task/${csp}`, { waitUntil: 'networkidle' });
    await mobile.getByTestId('practical-mobile-notice').waitFor();
    await shot(mobile, 'practical-task-375');
    await mobile.goto(`${server.url}/mobile/practical-exam`, { waitUntil: 'networkidle' });
    await mobile.getByTestId('practical-card').first().waitFor();
    await shot(mobile, 'practical-list-375');
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await phone.close();
    await staffContext.close();
    await context.close();
  });

  it('a learner books the workshop and checks in by QR at session time; the trainer screen shows the rotating code', { timeout: 180_000 }, async () => {
    const staffContext = await settledContext(browser, server.url, 1440);
    const staff = await staffContext.newPage();
    staff.setDefaultTimeout(20_000);
    const errors = collectErrors(staff);
    onTestFailed(async () => {
      await shot(staff, 'checkin-failure').catch(() => undefined);
      console.log('failed at', staff.url(), errors);
    });
    await kit.signIn(server, staff, 'staff@credo.test', 'Staff!2026', '/');
    // The seeded check-in workshop is among the last classrooms written: find the highest classroom id
    // the trainer screen's call knows (404 above it), then walk down to the workshop by its title.
    type Qr = { title: string; code: string; enrolled: number; checkedIn: number };
    const qrOf = async (id: number): Promise<Qr | null> => {
      const res = await staff.request.get(`${server.url}/api/certification/classroom/qr/detail?siteId=1&languageId=1&classroomId=${id}`);
      return res.status() === 200 ? ((await res.json()) as { data: Qr }).data : null;
    };
    let hi = 1;
    while (await qrOf(hi * 2)) hi *= 2;
    let lo = hi;
    hi *= 2;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (await qrOf(mid)) lo = mid;
      else hi = mid;
    }
    let liveId = 0;
    for (let top = lo; top > 0 && liveId === 0; top -= 20) {
      const ids = Array.from({ length: 20 }, (_, i) => top - i).filter((id) => id > 0);
      const found = (await Promise.all(ids.map(async (id) => ({ id, qr: await qrOf(id) })))).find((r) => r.qr?.title === LIVE_WORKSHOP);
      if (found) liveId = found.id;
    }
    lo = liveId;
    const qr = (await qrOf(lo))!;
    expect(qr.title).toBe(LIVE_WORKSHOP);

    // The learner books it (a workshop, no certification needed).
    const phone = await settledContext(browser, server.url, 375);
    const learner = await phone.newPage();
    learner.setDefaultTimeout(20_000);
    await kit.signIn(server, learner, 'learner@credo.test', 'Learner!2026', '/');
    await call(learner, 'POST', '/user/registration/enrollClassroom', { classroomId: lo, emailNotificationStatus: 0 });

    await staff.goto(`${server.url}/training/qr/${lo}`, { waitUntil: 'networkidle' });
    const image = staff.getByTestId('checkin-qr');
    await image.waitFor();
    const code = (await image.getAttribute('data-code'))!;
    await staff.getByTestId('checkin-counts').filter({ hasText: '0 of 1 checked in' }).waitFor();
    await shot(staff, 'checkin-trainer-qr-1440');

    // The learner's phone opens the address the QR carries.
    await learner.goto(`${server.url}/training/check-in?code=${encodeURIComponent(code)}`, { waitUntil: 'networkidle' });
    await learner.getByTestId('checkin-success').waitFor();
    await learner.getByText(LIVE_WORKSHOP).waitFor();
    await shot(learner, 'checkin-learner-375');
    // The same code again is a replay.
    await learner.goto(`${server.url}/training/check-in?code=${encodeURIComponent(code)}&again=1`, { waitUntil: 'networkidle' });
    await learner.getByTestId('checkin-failed').waitFor();
    await learner.getByText('This check-in code has already been used').waitFor();
    const after = await call<{ checkedIn: number }>(staff, 'GET', `/certification/classroom/qr/detail?siteId=1&languageId=1&classroomId=${lo}`);
    expect(after.checkedIn).toBe(1);
    await phone.close();
    await staffContext.close();
  });

  it('a learner moves their classroom seat to another session and is taken back after 5 seconds', { timeout: 180_000 }, async () => {
    const csa = await kit.certificationId(server, CSA);
    const context = await settledContext(browser, server.url, 1440);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors = collectErrors(page);
    await kit.signIn(server, page, 'learner@credo.test', 'Learner!2026', '/');
    await call(page, 'POST', '/user/certificationRegistration/enrol', { certificationId: csa, emailNotificationStatus: 0 });
    type Seat = { id: number; userStatus: number; enrollable: boolean; seatsLeft: number };
    const rooms = await call<{ rows: Seat[] }>(page, 'POST', '/certification/classroom/getOfCertification', { certificationId: csa });
    const [from, to] = rooms.rows.filter((r) => r.enrollable && r.seatsLeft > 0);
    expect(to).toBeDefined();
    await call(page, 'POST', '/user/registration/enrollClassroom', { classroomId: from.id, emailNotificationStatus: 0 });

    await page.goto(`${server.url}/classroom/reschedule/${from.id}?certificationId=${csa}`, { waitUntil: 'networkidle' });
    await page.getByTestId('reschedule-current').waitFor();
    await page.locator('.ant-radio-wrapper').first().waitFor();
    await shot(page, 'practical-reschedule-1440');
    const option = page.locator('.ant-radio-wrapper').first();
    const chosenText = await option.textContent();
    await option.click();
    await page.getByTestId('reschedule-confirm').click();
    await page.getByText('Your seat was moved.').waitFor();
    await page.getByTestId('reschedule-returning').waitFor();
    await shot(page, 'practical-reschedule-done-1440');
    // Back on the certification page by itself, after the 5 seconds.
    await page.waitForURL(new RegExp(`/certification/detail/${csa}`), { timeout: 15_000 });
    const after = await call<{ rows: (Seat & { title: string })[] }>(page, 'POST', '/certification/classroom/getOfCertification', { certificationId: csa });
    const held = after.rows.filter((r) => r.userStatus === 3);
    expect(held).toHaveLength(1);
    expect(held[0].id).not.toBe(from.id);
    expect(chosenText).toContain(held[0].title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Arabic: the card list, a session and the task page read right to left', { timeout: 120_000 }, async () => {
    for (const width of [1440, 375]) {
      const context = await settledContext(browser, server.url, width);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const base = width === 375 ? '/ar/mobile' : '/ar';
      const cards = page.waitForResponse((r) => r.url().includes('/listPracticalExamCard'));
      await page.goto(`${server.url}${base}/practical-exam`, { waitUntil: 'networkidle' });
      const list = (await (await cards).json()) as { data: { rows: { id: number; certificationId: number }[] } };
      await page.getByTestId('practical-card').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await shot(page, `practical-list-ar-${width}`);
      const first = list.data.rows[0];
      await page.goto(`${server.url}${base}/practical-exam/detail/${first.id}`, { waitUntil: 'networkidle' });
      await page.getByTestId('practical-status').waitFor();
      await shot(page, `practical-detail-ar-${width}`);
      await page.goto(`${server.url}${base}/practical-exam-task/${first.certificationId}`, { waitUntil: 'networkidle' });
      await page.getByText('سجّل الدخول لعرض مهمتك العملية').waitFor();
      await shot(page, `practical-task-ar-${width}`);
      await page.goto(`${server.url}${base}/training/check-in`, { waitUntil: 'networkidle' });
      await page.getByText('افتح هذه الصفحة بمسح الرمز المعروض على شاشة المدرّب.').waitFor();
      await shot(page, `checkin-ar-${width}`);
      await context.close();
    }
  });
});
