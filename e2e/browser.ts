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
 * Collects page errors and console errors. A visitor's `getUserInfo` answering 401 is how the
 * site learns nobody is signed in (spec: no session -> HTTP 401), so Chromium's log line for it is expected.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (m.text().includes('401') && m.location().url.includes('/api/user/sso/getUserInfo')) return;
    errors.push(`${m.text()} (${m.location().url})`);
  });
  return errors;
}
