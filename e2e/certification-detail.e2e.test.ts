import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors } from './browser';
import { seriousViolations, settledContext, SHOTS_DIR, useServerAndBrowser } from './harness';
import { signIn } from './journey-kit';
import type { RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

type ListItem = { id: number; level: number; enrolmentMode: string };
const list = async (kind: number, siteId: number, languageId: number): Promise<ListItem[]> =>
  (
    (await (await fetch(`${server.url}/api/certification/release/certification/list?kind=${kind}&siteId=${siteId}&languageId=${languageId}`)).json()) as {
      data: ListItem[];
    }
  ).data;

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: path.join(SHOTS_DIR, `certification-${name}.png`), fullPage });

const open = async (page: Page, pathname: string) => {
  await page.goto(`${server.url}${pathname}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('[aria-busy=true]').waitFor({ state: 'detached' });
};

describe('certification detail in Chromium', () => {
  it('has no serious accessibility violations for a visitor in English and Arabic, desktop and mobile', async () => {
    const [associate] = (await list(0, 1, 1)).filter((c) => c.level === 1);
    const [arabic] = (await list(0, 17, 2)).filter((c) => c.level === 1);
    for (const [prefix, width, id] of [
      ['', 1440, associate.id],
      ['/mobile', 375, associate.id],
      ['/ar', 1440, arabic.id],
      ['/ar/mobile', 375, arabic.id],
    ] as const) {
      const axePage = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
      const errors = collectErrors(axePage);
      await open(axePage, `${prefix}/certification/detail/${id}`);
      expect((await axePage.locator('[dir=rtl]').count()) > 0, `${prefix} direction`).toBe(prefix.startsWith('/ar'));
      expect(await seriousViolations(axePage), `${prefix} ${width}`).toEqual([]);
      await axePage.close();
      expect(errors).toEqual([]);
    }
  });

  it('enrols a learner through the dialog, shows 10018 for a code of another site and the prerequisite list for the next level', async () => {
    const general = await list(0, 1, 1);
    const associate = general.find((c) => c.level === 1)!;
    const professional = general.find((c) => c.level === 2)!;
    const expert = (await list(1, 1, 1)).find((c) => c.enrolmentMode === 'invitation')!;
    const context = await settledContext(browser, server.url, 1440);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(server, page, 'learner@credo.test', 'Learner!2026', `/certification/detail/${associate.id}`);
    await open(page, `/certification/detail/${associate.id}`);

    await page.getByRole('button', { name: 'Enrol now' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('checkbox').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Enrol' }).click();
    await page.getByTestId('certification-status').filter({ hasText: 'Enrolment approved' }).waitFor();
    await page.getByTestId('credits-progress').waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Certification steps' }).locator('[data-status=finish]').count()).toBe(1);
    await shot(page, 'learner-en-1440');
    await page.getByRole('tab', { name: 'Exam' }).click();
    expect(await page.getByRole('button', { name: 'Take exam' }).isDisabled()).toBe(true);

    await open(page, `/certification/detail/${expert.id}`);
    await page.getByRole('button', { name: 'Enrol now' }).click();
    await dialog.getByRole('button', { name: 'Enrol' }).click();
    await dialog.getByText('Please enter the invitation code.').waitFor();
    await page.getByLabel('Invitation code').fill('EU-ONLY');
    await dialog.getByRole('button', { name: 'Enrol' }).click();
    await dialog.getByText('This invitation code is only valid on the Europe site.').waitFor();
    expect(await page.getByText('Tips', { exact: true }).count()).toBe(0);
    await shot(page, 'invitation-10018-en-1440', false);
    await page.keyboard.press('Escape');

    await open(page, `/certification/detail/${professional.id}`);
    await page.getByRole('button', { name: 'Enrol now' }).click();
    await dialog.getByRole('button', { name: 'Enrol' }).click();
    const prerequisites = page.getByRole('dialog', { name: 'Prerequisite certification required' });
    await prerequisites.waitFor();
    await expect.poll(() => page.getByRole('dialog', { name: /^Enrol in/ }).isVisible()).toBe(false);
    await shot(page, 'prerequisites-en-1440', false);
    await prerequisites.getByRole('link').first().click();
    await page.waitForURL(`**/certification/detail/${associate.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
