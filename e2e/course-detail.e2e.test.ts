import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors } from './browser';
import { seriousViolations, SHOTS_DIR, useServerAndBrowser } from './harness';
import * as kit from './journey-kit';
import type { RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const EMAIL = `course.${randomBytes(3).toString('hex')}@example.test`;
const PASSWORD = 'Course-Pass-2026';
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });

/** A published course of the Global site with a locked chapter (the demo seed's first). */
async function firstCourse(): Promise<{ id: number; courseType: number; courseName: string; courseContentReleaseDTOS: { locked: boolean }[] }> {
  for (let id = 1; id < 200; id++) {
    const res = await fetch(`${server.url}/api/certification/release/course/detail?id=${id}&siteId=1`);
    if (res.status !== 200) continue;
    const d = (await res.json()).data as { id: number; courseType: number; courseName: string; courseContentReleaseDTOS: { locked: boolean }[] };
    if (d.courseContentReleaseDTOS.some((c) => c.locked)) return d;
  }
  throw new Error('no seeded course with a locked chapter');
}

/** A published course of the Arabic site (17) in Arabic. */
async function arabicCourseId(): Promise<number> {
  for (let id = 1; id < 2000; id++) {
    const res = await fetch(`${server.url}/api/certification/release/course/detail?id=${id}&siteId=17`);
    if (res.status === 200 && ((await res.json()).data as { languageId: number }).languageId === 2) return id;
  }
  throw new Error('no Arabic course');
}

describe('course detail in Chromium', () => {
  it('has no serious accessibility violations in English and Arabic, desktop and mobile', { timeout: 120_000 }, async () => {
    const course = await firstCourse();
    for (const [prefix, width] of [
      ['', 1440],
      ['/mobile', 375],
      ['/ar', 1440],
      ['/ar/mobile', 375],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
      const id = prefix.startsWith('/ar') ? await arabicCourseId() : course.id;
      await page.goto(`${server.url}${prefix}/course/detail/${id}?courseType=0`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousViolations(page), `${prefix} ${width}`).toEqual([]);
      await page.close();
    }
  });

  it('a visitor is asked to sign in to enrol, signs up and in, comes back, enrols once and sees the chapters open in order', { timeout: 120_000 }, async () => {
    const course = await firstCourse();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
    const errors = collectErrors(page);
    const url = `${server.url}/course/detail/${course.id}?courseType=${course.courseType}`;

    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: course.courseName }).waitFor();
    expect(await page.title()).toContain(course.courseName);
    expect(await page.getByRole('img', { name: 'Locked' }).count()).toBeGreaterThan(0);

    // Enrol as a visitor: the global login tip, whose button goes to the provider and back here.
    await page.getByRole('button', { name: /Enrol now/ }).click();
    // Sign up from the tip, verify, sign in from the verified page: the provider returns to the
    // course (the login tip's target).
    await kit.signUpFromLoginTip(server, page, { firstName: 'Ada', lastName: 'Lovelace', email: EMAIL, password: PASSWORD }, url);

    // A double click enrols once; the page shows the status. Chapters open in order: the first
    // one now, each later one once the one before it is watched (learning-journey covers that).
    // The information dialog asks a new account for its missing fields; this journey skips it.
    const info = page.getByRole('dialog', { name: 'Complete your personal information' });
    await info.waitFor();
    await info.getByRole('button', { name: 'Close' }).click();
    await info.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Reject all' }).click();
    const enrol = page.getByRole('button', { name: /Enrol now/ });
    await enrol.dblclick();
    await page.getByText('Enrolled', { exact: true }).waitFor();
    const later = course.courseContentReleaseDTOS.length - 1;
    await expect.poll(() => page.getByRole('img', { name: 'Locked' }).count()).toBe(later);
    await page.locator('li[data-locked="false"]').first().getByRole('button').waitFor();
    await shot(page, 'course-detail-enrolled-desktop');

    // After a reload the server says the same.
    await page.reload();
    await page.getByText('Enrolled', { exact: true }).waitFor();
    expect(await page.getByRole('img', { name: 'Locked' }).count()).toBe(later);
    expect(errors).toEqual([]);
    await page.close();
  });
});
