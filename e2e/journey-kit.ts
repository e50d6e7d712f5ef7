import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PLAYBACK } from '@credo/contracts/learning';
import { DEMO_BANK } from '../apps/server/src/seed/data/exam-bank';
import { settledContext } from './harness';
import type { RunningServer } from './server';

/**
 * Steps the journeys share, done the way a learner's browser does them: signing in through the
 * embedded provider, and the server's own HTTP API with the browser's cookies for the parts a
 * journey is not about (watching whole courses, a quiz).
 */

type Envelope<T> = { code: number; data: T; message: string };
/** The site and language of a journey's API calls; site 1 in English unless a journey says otherwise (e.g. the Arabic site 17). */
export type JourneySite = { siteId: number; languageId: number };
const MAIN_SITE: JourneySite = { siteId: 1, languageId: 1 };

/** One API call with the page's cookies, on site 1 in English unless the body says otherwise; expects code 200. */
export async function call<T>(server: RunningServer, page: Page, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>): Promise<T> {
  const res =
    method === 'GET'
      ? await page.request.get(`${server.url}/api${url}`)
      : await page.request.post(`${server.url}/api${url}`, { data: { siteId: 1, languageId: 1, ...body }, headers: { Origin: server.url } });
  const json = (await res.json()) as Envelope<T>;
  expect(json.code, `${url} ${json.message}`).toBe(200);
  return json.data;
}

type Found = { certifications: { rows: { id: number; name: string }[] } };

/** The id of a seeded certification of site 1 in English, by its name. */
export async function certificationId(server: RunningServer, name: string): Promise<number> {
  const res = await fetch(`${server.url}/api/certification/search?siteId=1&languageId=1&keyword=${encodeURIComponent(name)}`);
  const rows = ((await res.json()) as Envelope<Found>).data.certifications.rows;
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`no certification ${name}`);
  return row.id;
}

/** Signs a seeded account in through the embedded provider, landing on `returnPath`, with a complete profile. */
export async function signIn(server: RunningServer, page: Page, email: string, password: string, returnPath: string) {
  await page.goto(`${server.url}/user/sso/login?target=${encodeURIComponent(returnPath)}`);
  await page.waitForURL(/\/idp\/interaction\//);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await page.locator('form button[type=submit]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/idp'));
  // The required-information dialog would open over every page of an incomplete profile: complete it once.
  await call(server, page, 'POST', '/user/update', {
    firstName: 'Test',
    lastName: 'Learner',
    phoneCode: '44',
    phoneNumber: '7700900123',
    country: 'United Kingdom',
    countryCode: 'GB',
    company: 'Credo Test',
  });
}

/** The newest link containing `contains` in the mail queued for `to` (the dev mail box of DESIGN.md). */
export async function mailLink(server: RunningServer, to: string, contains: string): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(async () => {
      const res = await fetch(`${server.url}/dev/mail/latest?to=${encodeURIComponent(to)}`);
      links = res.ok ? ((await res.json()) as { links: string[] }).links : [];
      return links.some((l) => l.includes(contains));
    })
    .toBe(true);
  return links.find((l) => l.includes(contains))!;
}

export type NewAccount = { firstName: string; lastName: string; email: string; password: string };

/**
 * From the global login tip (already open): sign up at the provider, verify the e-mail from the
 * outbox, sign in from the verified page and come back to `returnUrl` (the tip's target).
 */
export async function signUpFromLoginTip(server: RunningServer, page: Page, account: NewAccount, returnUrl: string) {
  const tip = page.getByRole('dialog');
  await tip.getByText('You need to log in first.').waitFor();
  await tip.getByRole('button', { name: 'Sign in' }).click();
  // Three hops (the sign-in route, the provider's authorize, its interaction page) and a page load:
  // under a loaded CI machine this took over the default 15 s once, well under a second when quiet.
  await page.waitForURL(/\/idp\/interaction\//, { timeout: 45_000 });
  await page.locator('p.alt a').click();
  await page.waitForURL(/\/signup/);
  await page.fill('input[name=firstName]', account.firstName);
  await page.fill('input[name=lastName]', account.lastName);
  await page.fill('input[name=email]', account.email);
  await page.fill('input[name=password]', account.password);
  await page.fill('input[name=confirm]', account.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForLoadState('load');
  await page.goto(await mailLink(server, account.email, '/verify'));
  await page.getByText('E-mail verified').waitFor();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(/\/idp\/interaction\//);
  await page.fill('input[name=email]', account.email);
  await page.fill('input[name=password]', account.password);
  await page.locator('form button[type=submit]').first().click();
  await page.waitForURL(returnUrl);
}

/**
 * A clip's length at PLAYBACK.maxRate: the server allows maxRate x elapsed + graceSeconds, so this
 * keeps the grace (network and clock jitter) in hand and does not lean on it.
 */
const chapterPlayMs = (durationSeconds: number) => Math.ceil((durationSeconds * 1000) / PLAYBACK.maxRate);

/**
 * Enrols in a course and watches every chapter through the API: a play grant, then, after the
 * clip's length played at the player's fastest speed (PLAYBACK.maxRate, the pace the server still
 * counts as watched: decision 0008), the position at its end. The wait is the server's own rule,
 * not a shortcut: a faster save would not count, and the course would not complete below.
 */
export async function finishCourse(server: RunningServer, page: Page, courseId: number, site = MAIN_SITE) {
  const on = `siteId=${site.siteId}&languageId=${site.languageId}`;
  await call(server, page, 'POST', '/user/registration/addRegistration', { relationId: courseId, emailNotificationStatus: 0, courseType: 0, ...site });
  type Chapter = { id: number; durationSeconds: number };
  const detailUrl = `/certification/release/course/detail?id=${courseId}&courseType=0&${on}`;
  const detail = await call<{ courseContentReleaseDTOS: Chapter[] }>(server, page, 'GET', detailUrl);
  for (const chapter of detail.courseContentReleaseDTOS) {
    await call(server, page, 'GET', `/certification/release/course/power/check?id=${courseId}&courseContentId=${chapter.id}&courseType=0&${on}`);
    // Wall-clock time is what the server measures from the grant: there is no condition to wait for.
    await page.waitForTimeout(chapterPlayMs(chapter.durationSeconds));
    const saved = await call<{ chapterCompleted: boolean }>(server, page, 'POST', '/certification/release/course/reload', {
      releaseCourseId: courseId,
      releaseCourseContentId: chapter.id,
      payDuration: chapter.durationSeconds,
      ...site,
    });
    expect(saved.chapterCompleted, `chapter ${chapter.id} watched at ${PLAYBACK.maxRate}x`).toBe(true);
  }
  const after = await call<{ learningProcess: number }>(server, page, 'GET', detailUrl);
  expect(after.learningProcess).toBeGreaterThanOrEqual(2);
}

type CourseItem = { id: number; credits: number; requirement: number };
type LearnerCredits = { certificationCreditDTO: { credits: number; requiredCredits: number } };

/**
 * Earns a certification's credits through its courses, compulsory first, the way a learner does:
 * every chapter watched at real-time pace, and the quiz passed where a course has one. Answers
 * the ids of the courses it completed.
 */
export async function earnCredits(server: RunningServer, page: Page, certificationId: number, site = MAIN_SITE): Promise<number[]> {
  const on = `siteId=${site.siteId}&languageId=${site.languageId}`;
  const courses = await call<CourseItem[]>(server, page, 'GET', `/certification/release/course/list?certificationId=${certificationId}&${on}`);
  const ordered = [...courses].sort((a, b) => b.requirement - a.requirement || b.credits - a.credits);
  const learner = await call<LearnerCredits>(server, page, 'GET', `/certification/certificationRelease/queryDetail?id=${certificationId}&${on}`);
  let missing = learner.certificationCreditDTO.requiredCredits - learner.certificationCreditDTO.credits;
  const chosen: CourseItem[] = [];
  for (const course of ordered) {
    if (missing <= 0) break;
    chosen.push(course);
    missing -= course.credits;
  }
  // Each chapter's seconds are paced on their own (watch-progress), so the courses play side by
  // side as in several tabs; the chapters of one course still play in order.
  await Promise.all(chosen.map((course) => finishCourse(server, page, course.id, site)));
  for (const course of chosen) {
    const after = await call<{ learningProcess: number }>(server, page, 'GET', `/certification/release/course/detail?id=${course.id}&courseType=0&${on}`);
    if (after.learningProcess === 2) await passQuiz(server, page, course.id, site);
  }
  const completed = chosen.map((course) => course.id);
  const reached = await call<LearnerCredits>(server, page, 'GET', `/certification/certificationRelease/queryDetail?id=${certificationId}&${on}`);
  expect(reached.certificationCreditDTO.credits).toBeGreaterThanOrEqual(reached.certificationCreditDTO.requiredCredits);
  return completed;
}

export type PaperQuestion = { questionHisRefId: number; questionType: number; content: string; hisOptionList: { optionNo: string; content: string }[] };

/** The letters of a paper question a learner who knows the demo bank picks (options are shuffled per paper). */
export function correctLetters(question: Pick<PaperQuestion, 'content' | 'hisOptionList'>): string[] {
  const known = DEMO_BANK.find((q) => q.content === question.content);
  if (!known) throw new Error(`Not a demo bank question: ${question.content}`);
  const texts = known.answer.map((letter) => known.options[letter.charCodeAt(0) - 65]);
  return question.hisOptionList
    .filter((option) => texts.includes(option.content))
    .map((option) => option.optionNo)
    .sort();
}

/**
 * Takes a paper and submits the demo bank's answers: a course's quiz (relationType 1) or a
 * certification's theory exam (0); expects it passed.
 */
async function passPaper(server: RunningServer, page: Page, releaseId: number, relationType: 0 | 1, extra: Record<string, unknown>) {
  const paper = await call<{ examId: number; paperHisRefId: number; questionHisList: PaperQuestion[] }>(
    server,
    page,
    'POST',
    '/certification/exam/getContent',
    {
      relationId: releaseId,
      relationType,
      ...extra,
    },
  );
  const answerList = paper.questionHisList.map((q) => {
    const letters = correctLetters(q);
    return { questionHisId: q.questionHisRefId, questionType: q.questionType, answer: q.questionType === 2 ? letters : letters[0] };
  });
  const result = await call<{ examResult: string }>(server, page, 'POST', '/certification/exam/submitAnswer', {
    examRefId: paper.examId,
    paperHisRefId: paper.paperHisRefId,
    answerList,
    releaseId,
    relationType,
    ...extra,
  });
  expect(result.examResult).toBe('2');
}

/** Takes and passes a course's quiz through the API with the demo bank's answers. */
export const passQuiz = (server: RunningServer, page: Page, courseId: number, site = MAIN_SITE) =>
  passPaper(server, page, courseId, 1, { courseType: 0, ...site });

/** Passes a certification's theory exam through the API with the demo bank's answers. */
export const passTheory = (server: RunningServer, page: Page, certificationId: number, site?: JourneySite) =>
  passPaper(server, page, certificationId, 0, { ...site });

/** Selects a tab of a certification page (clicked again if a settling page re-renders with its first tab). */
export async function showTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await expect
    .poll(async () => {
      await tab.click();
      return tab.getAttribute('aria-selected');
    })
    .toBe('true');
}

/** Runs `work` in a page of its own, signed in as the demo's staff account (site 1). */
export async function asStaff<T>(server: RunningServer, browser: Browser, work: (staff: Page) => Promise<T>): Promise<T> {
  const context = await settledContext(browser, server.url, 1440);
  const staff = await context.newPage();
  await signIn(server, staff, 'staff@credo.test', 'Staff!2026', '/');
  try {
    return await work(staff);
  } finally {
    await context.close();
  }
}

/** Staff approve every pending certificate application for `certificationId` (site 1). */
export async function approveApplications(server: RunningServer, staff: Page, certificationId: number) {
  const pending = await call<{ id: number; certificationId: number }[]>(
    server,
    staff,
    'GET',
    '/staff/certification/application/list?state=pending&siteId=1&languageId=1',
  );
  const mine = pending.filter((a) => a.certificationId === certificationId);
  expect(mine.length).toBeGreaterThan(0);
  for (const application of mine) {
    await call(server, staff, 'POST', '/staff/certification/application/decide', { applicationId: application.id, decision: 'approve' });
  }
}

/**
 * Enrols in `certificationId` and passes its theory as a learner does, the levels below first: the
 * enrol answers 10026 with the missing prerequisites, whose certificates are earned (recursively)
 * before enrolling again. The invitation-only expert level is enrolled with the demo's code (README).
 */
export async function holdTheory(server: RunningServer, browser: Browser, page: Page, certificationId: number) {
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
    for (const prerequisite of answer.data?.prerequisiteCertificationList ?? [])
      await holdCertificate(server, browser, page, prerequisite.certificationReleaseId);
    answer = await enrol();
  }
  expect(answer.code, answer.message).toBe(200);
  await earnCredits(server, page, certificationId);
  await passTheory(server, page, certificationId);
}

/** The certificate itself: the theory as above, then the application, approved by staff. */
export async function holdCertificate(server: RunningServer, browser: Browser, page: Page, certificationId: number) {
  await holdTheory(server, browser, page, certificationId);
  await call(server, page, 'POST', '/user/certificationApply/apply', { certificationId });
  await asStaff(server, browser, (staff) => approveApplications(server, staff, certificationId));
}
