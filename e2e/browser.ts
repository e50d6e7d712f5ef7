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
