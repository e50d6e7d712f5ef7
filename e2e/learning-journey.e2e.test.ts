import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

const PASSWORD = 'Journey-Pass-2026';
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
const RELOAD = '/api/certification/release/course/reload';
/** The demo seed's first course of the main site: two chapters (5 s and 4 s), 3 credits, no quiz. */
const COURSE = 'Security Systems Fundamentals';

const visitorContext = (width: number) => settledContext(browser, server.url, width);

/** From the login tip: sign up at the provider, verify, sign in and come back to `returnUrl`. */
async function signUpFromLoginTip(page: Page, email: string, returnUrl: string) {
  await kit.signUpFromLoginTip(server, page, { firstName: 'Grace', lastName: 'Hopper', email, password: PASSWORD }, returnUrl);
  await closeInfoDialog(page);
}

/** A new account is asked for its missing fields on every page load; the journey skips that. */
async function closeInfoDialog(page: Page) {
  // In any language: the only dialog a page load opens, closed with its close (x) button.
  const info = page.getByRole('dialog');
  await info.waitFor();
  await info.locator('.ant-modal-close').click();
  await info.waitFor({ state: 'hidden' });
}

const video = (page: Page) => page.locator('video');
const mediaState = (page: Page) =>
  video(page).evaluate((v: HTMLVideoElement) => ({ t: v.currentTime, paused: v.paused, ended: v.ended, ready: v.readyState, src: v.currentSrc }));

/**
 * The video was started by a click (the player autoplays after one); should the browser still
 * hold it back, it is started muted, as headless Chromium always allows.
 */
async function ensurePlaying(page: Page) {
  await video(page).waitFor();
  const started = async () => {
    const s = await mediaState(page);
    return s.t > 0 || s.ended;
  };
  try {
    await expect.poll(started, { timeout: 5_000 }).toBe(true);
    return;
  } catch {
    // Held back by the autoplay policy: started muted below.
  }
  await expect
    .poll(
      async () => {
        const s = await mediaState(page);
        if (s.paused && !s.ended && s.ready >= 1) {
          await video(page).evaluate((v: HTMLVideoElement) => {
            v.muted = true;
            return v.play().catch(() => undefined);
          });
        }
        return s.t > 0 || s.ended;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Plays on to the end; the server counts only seconds watched in real time, so this takes the clip's length. */
async function playToEnd(page: Page) {
  await ensurePlaying(page);
  await expect.poll(async () => (await mediaState(page)).ended, { timeout: 30_000, interval: 250 }).toBe(true);
}

const chapterItem = (page: Page, title: RegExp) => page.locator('li[data-locked]').filter({ hasText: title });

describe('learning journey in Chromium', () => {
  it(
    'filters the list, opens a course, signs in, enrols, watches every chapter in order with a resume after a reload, and sees the credits',
    { timeout: 240_000 },
    async () => {
      const context = await visitorContext(1440);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors = collectErrors(page);

      // The list, filtered: the URL carries the keyword and a reload keeps it.
      const listPath = '/general-security-certification/online-video-courses';
      await page.goto(server.url + listPath, { waitUntil: 'networkidle' });
      const box = page.getByPlaceholder('Search by name or description');
      await box.fill('Fundamentals');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === listPath && url.searchParams.get('q') === 'Fundamentals');
      await page.reload({ waitUntil: 'networkidle' });
      expect(await box.inputValue()).toBe('Fundamentals');
      const card = page.locator('main ul li a[href*="/course/detail/"]').filter({ hasText: COURSE });
      await card.click();
      await page.waitForURL(/\/course\/detail\/\d+\?courseType=0$/);
      const courseUrl = page.url();
      await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
      expect(await page.getByRole('img', { name: 'Locked' }).count()).toBe(1);

      // A visitor is asked to sign in to enrol (and to watch); they sign up, come back and enrol.
      await page.getByRole('button', { name: 'Sign in to watch' }).click();
      await page.getByRole('dialog').getByText('You need to log in first.').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: /Enrol now/ }).click();
      await signUpFromLoginTip(page, `journey.${randomBytes(3).toString('hex')}@example.test`, courseUrl);
      await page.getByRole('button', { name: /Enrol now/ }).click();
      await page.getByText('Enrolled', { exact: true }).waitFor();
      // Chapters unlock in order: after enrolling only the first is open.
      await expect.poll(() => page.getByRole('img', { name: 'Locked' }).count()).toBe(1);

      // Chapter 1 to the end: chapter 2 unlocks.
      await chapterItem(page, /^1\./).getByRole('button').click();
      await ensurePlaying(page);
      await shot(page, 'learning-en-1440-playing');
      await playToEnd(page);
      await page.getByText(/^Next chapter unlocked: 2\./).waitFor();
      await expect.poll(() => page.getByRole('img', { name: 'Locked' }).count()).toBe(0);
      await chapterItem(page, /^1\./).getByRole('img', { name: 'Completed' }).waitFor({ state: 'attached' });

      // Part of chapter 2, paused: the pause saves the position.
      const nextVideo = page.getByRole('button', { name: 'Next video' });
      await expect.poll(() => nextVideo.isEnabled()).toBe(true);
      await nextVideo.click();
      await ensurePlaying(page);
      await expect.poll(async () => (await mediaState(page)).t, { timeout: 15_000 }).toBeGreaterThan(1.5);
      const saved = page.waitForResponse((r) => r.url().includes(RELOAD) && r.request().method() === 'POST');
      await video(page).evaluate((v: HTMLVideoElement) => v.pause());
      const savedAt = ((await (await saved).json()) as { data: { payDuration: number } }).data.payDuration;
      expect(savedAt).toBeGreaterThan(1);

      // After a reload the player offers chapter 2 where it stopped, and resumes there.
      await page.reload();
      await closeInfoDialog(page);
      const resume = page.getByRole('button', { name: /^Resume at 00:0\d$/ });
      await resume.waitFor();
      expect(await chapterItem(page, /^2\./).getAttribute('aria-current')).toBe('step');
      await resume.click();
      await ensurePlaying(page);
      expect((await mediaState(page)).t).toBeGreaterThan(savedAt - 1);

      // The rest of chapter 2, the last one: the course is complete and its credits granted.
      await playToEnd(page);
      await page.getByText('Course completed. Well done!').waitFor();
      const credits = page.getByTestId('credits-panel');
      await credits.getByText('Credits earned with this course: 3').waitFor();
      await credits.getByText(/^3 of \d+ credits towards Certified Security Associate \(CSA\)$/).waitFor();
      expect(await page.getByRole('img', { name: 'Completed' }).count()).toBe(2);
      await shot(page, 'learning-en-1440-completed');

      // The server says the same after a reload.
      await page.reload();
      await closeInfoDialog(page);
      await page.getByTestId('credits-panel').getByText('Credits earned with this course: 3').waitFor();
      expect(await page.getByRole('img', { name: 'Locked' }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('a topic of the video list opens /topic/detail/{id} with the topic trail', async () => {
    const context = await visitorContext(1440);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/educational-video/list?videoType=1`, { waitUntil: 'networkidle' });
    const topics = page.locator('main ul li a[href*="/topic/detail/"]');
    await topics.first().waitFor();
    expect(await page.locator('main ul li a[href*="/course/detail/"]').count()).toBe(0);
    const name = (await topics.first().locator('[dir="auto"]').first().textContent()) ?? '';
    await topics.first().click();
    await page.waitForURL(/\/topic\/detail\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Educational videos' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Topic content' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('screenshots: the player in English and Arabic at 1440 and 375 px, before enrolling, playing and completed', { timeout: 300_000 }, async () => {
    const context = await visitorContext(1440);
    const desktop = await context.newPage();
    desktop.setDefaultTimeout(20_000);
    const errors = collectErrors(desktop);
    for (const [prefix, siteId, lang] of [
      ['', 1, 'en'],
      ['/ar', 17, 'ar'],
    ] as const) {
      const id = await learnableCourse(siteId);
      const detail = `${prefix}/course/detail/${id}?courseType=0`;
      const mobileDetail = `${prefix}/mobile/course/detail/${id}?courseType=0`;

      // Before signing in.
      const visitorPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await visitorPage.context().addCookies([
        { name: 'cookieDisclaimer', value: 'true', url: server.url },
        { name: 'showCountryLanguageTips', value: '1', url: server.url },
      ]);
      for (const [width, path] of [
        [1440, detail],
        [375, mobileDetail],
      ] as const) {
        await visitorPage.setViewportSize({ width, height: 900 });
        await visitorPage.goto(server.url + path, { waitUntil: 'networkidle' });
        await visitorPage.locator('section[data-status="idle"]').waitFor();
        await topShot(visitorPage, `course-${lang}-${width}`);
      }
      await visitorPage.context().close();

      // Signed in and enrolled: chapter 1 watched, chapter 2 playing (paused on a frame for the picture).
      if (prefix === '') await signIn(desktop, detail);
      else {
        // The learner's stored language comes first (cert §4): Arabic, so the Arabic site speaks it.
        const saved = await desktop.evaluate(async () => {
          const res = await fetch('/api/user/updateLanguageId', {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ siteId: 17, languageId: 2 }),
          });
          return ((await res.json()) as { code: number }).code;
        });
        expect(saved).toBe(200);
        await desktop.goto(server.url + detail);
        await closeInfoDialog(desktop);
      }
      await desktop.locator('li[data-locked]').first().waitFor();
      // The enrol button: the summary's first button (its name differs by language).
      await desktop.locator('aside').getByRole('button').first().click();
      await desktop.locator('aside [role="status"]').waitFor();
      await expect.poll(() => desktop.locator('li[data-locked="false"]').count()).toBe(1);
      await desktop.locator('li[data-locked]').first().getByRole('button').click();
      await playToEnd(desktop);
      await expect.poll(() => desktop.locator('li[data-locked="false"]').count()).toBe(2);
      await desktop.locator('li[data-locked]').nth(1).getByRole('button').click();
      await ensurePlaying(desktop);
      await expect.poll(async () => (await mediaState(desktop)).t, { timeout: 15_000 }).toBeGreaterThan(1.2);
      await video(desktop).evaluate((v: HTMLVideoElement) => v.pause());
      await topShot(desktop, `course-${lang}-1440-playing`);

      const mobile = await context.newPage();
      mobile.setDefaultTimeout(20_000);
      await mobile.setViewportSize({ width: 375, height: 812 });
      await mobile.goto(server.url + mobileDetail);
      await closeInfoDialog(mobile);
      // The stage's Play button comes before the bar's Next video.
      await mobile.locator('section[data-status="idle"]').getByRole('button').first().click();
      await ensurePlaying(mobile);
      await expect.poll(async () => (await mediaState(mobile)).t, { timeout: 15_000 }).toBeGreaterThan(2.2);
      await video(mobile).evaluate((v: HTMLVideoElement) => v.pause());
      await topShot(mobile, `course-${lang}-375-playing`);

      // Every chapter to the end, on the phone: completed, with the credits.
      await video(mobile).evaluate((v: HTMLVideoElement) => v.play().catch(() => undefined));
      await playToEnd(mobile);
      for (;;) {
        const next = mobile.getByRole('button', { name: lang === 'en' ? 'Next video' : 'الفيديو التالي' });
        if (await mobile.getByTestId('credits-panel').count()) break;
        await expect.poll(async () => (await mobile.getByTestId('credits-panel').count()) > 0 || (await next.isEnabled())).toBe(true);
        if (await mobile.getByTestId('credits-panel').count()) break;
        await next.click();
        await playToEnd(mobile);
      }
      await topShot(mobile, `course-${lang}-375-completed`);
      await mobile.close();

      await desktop.reload();
      await closeInfoDialog(desktop);
      await desktop.getByTestId('credits-panel').waitFor();
      await topShot(desktop, `course-${lang}-1440-completed`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The first course of a site, in its base language, with three or more chapters, credits and no quiz. */
async function learnableCourse(siteId: number): Promise<number> {
  for (let id = 1; id < 2000; id++) {
    const res = await fetch(`${server.url}/api/certification/release/course/detail?id=${id}&siteId=${siteId}`);
    if (res.status !== 200) continue;
    const d = (await res.json()).data as {
      courseType: number;
      hasQuiz: boolean;
      credits: number;
      certificationId: number | null;
      courseContentReleaseDTOS: unknown[];
      languageId: number;
    };
    if (
      d.courseType === 0 &&
      !d.hasQuiz &&
      d.credits > 0 &&
      d.certificationId !== null &&
      d.courseContentReleaseDTOS.length >= 3 &&
      (siteId !== 17 || d.languageId === 2)
    )
      return id;
  }
  throw new Error(`no learnable course on site ${siteId}`);
}

/** Signs the demo learner in from the provider's page and comes back to `path`. */
async function signIn(page: Page, path: string) {
  await page.goto(`${server.url}/user/sso/login?target=${encodeURIComponent(path)}`);
  await page.waitForURL(/\/idp\/interaction\//);
  await page.fill('input[name=email]', 'learner2@credo.test');
  await page.fill('input[name=password]', 'Learner2!2026');
  await page.locator('form button[type=submit]').first().click();
  await page.waitForURL(server.url + path);
  await closeInfoDialog(page);
}

/** A full-page picture from the top, with the header shown (it hides while the page scrolls down). */
async function topShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => Math.round(document.querySelector('header')?.getBoundingClientRect().top ?? 0))).toBe(0);
  await shot(page, name);
}
