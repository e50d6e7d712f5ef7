/**
 * Renders three notification mails (certificate issued, session reminder, payment received) in
 * English and Arabic and photographs them in Chromium: docs/screenshots/mail-<kind>-<lang>.png.
 * The app serves the tenant logo the mails link to. Run after a server test run (it opens the
 * seeded test database): `npx tsx apps/server/test/mail-screenshots.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { users } from '../src/db/schema/index';
import { composeMail, setPublicUrl, type NotificationEvent } from '../src/modules/notification/index';
import { buildTestApp } from './build-app';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');
const t = await buildTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
setPublicUrl(origin);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--host-resolver-rules=MAP localhost 127.0.0.1'],
});
try {
  for (const [lang, languageId, firstName, lastName] of [
    ['en', 1, 'Maria', 'Kowalska'],
    ['ar', 2, 'ليلى', 'حداد'],
  ] as const) {
    const [user] = await t.app.db
      .insert(users)
      .values({
        tenantId: 1,
        subject: `shots|${lang}|${Date.now()}`,
        email: `shots-${lang}-${Date.now()}@example.test`,
        firstName,
        lastName,
        siteId: 1,
        languageId,
      })
      .returning();
    const session = {
      id: 3,
      title: 'Video Security Installer — classroom day',
      startsAt: '2026-12-03T08:00:00Z',
      endsAt: '2026-12-03T16:00:00Z',
      location: 'Prosta 51, Warsaw',
      timeZone: 'Europe/Warsaw',
    };
    const events: [string, NotificationEvent][] = [
      [
        'certificate-issued',
        {
          type: 'certificate.issued',
          userId: user.id,
          certificateId: 1,
          number: 'CR-2026-7KQ2M9XA',
          certificationName: 'Video Security Installer',
          expiresAt: '2029-11-26T00:00:00Z',
        },
      ],
      ['session-reminder', { type: 'session.reminder', userId: user.id, seatId: 1, seatKind: 'classroom', session, hoursBefore: 24 }],
      [
        'payment-received',
        {
          type: 'order.paid',
          userId: user.id,
          orderId: 1,
          seqNo: 'ORD-2026-000042',
          goods: 'Video Security Installer — classroom day',
          amountMinor: 24600,
          currency: 'EUR',
          paidAt: '2026-11-26T09:12:00Z',
        },
      ],
    ];
    for (const [name, e] of events) {
      const mail = await composeMail(t.app.db, e);
      if ('skipped' in mail) throw new Error(mail.skipped);
      const page = await browser.newPage({ viewport: { width: 680, height: 900 } });
      // Served as if from the app's origin, so its Cross-Origin-Resource-Policy lets the page show the tenant logo.
      await page.route(`${origin}/mail-preview`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: mail.html }));
      await page.goto(`${origin}/mail-preview`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: path.join(out, `mail-${name}-${lang}.png`), fullPage: true });
      await page.close();
    }
  }
} finally {
  await browser.close();
  await t.close();
}
