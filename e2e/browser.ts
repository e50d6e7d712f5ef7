import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; flags keep it off this machine's closed network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * Collects page errors and console errors, every one of them. A visitor's page no longer asks
 * getUserInfo (it would answer HTTP 401, which Chromium logs as an error): the web app asks only
 * with the server's signed-in hint cookie (decision 0029), so no 401 is expected on any page.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    errors.push(`${m.text()} (${m.location().url})`);
  });
  return errors;
}

/**
 * Waits for the page to be still: web fonts loaded, no element in the middle of an antd/rc-motion
 * step (its `-appear`, `-enter`, `-leave` classes: a dialog's zoom and its mask's fade start a frame
 * or two after the dialog is in the DOM), every finite CSS animation and transition ended, on two
 * frames in a row. Screenshots and "nothing else appeared" checks wait for this instead of a pause.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(
    () => {
      const moving =
        document.querySelector('[class*="-appear"], [class*="-enter"], [class*="-leave"]') !== null ||
        document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      const w = window as unknown as { stillFrames?: number };
      w.stillFrames = moving ? 0 : (w.stillFrames ?? 0) + 1;
      return w.stillFrames >= 2;
    },
    undefined,
    { polling: 'raf' },
  );
}
