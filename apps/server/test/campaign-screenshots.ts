/**
 * Renders a campaign mail in English and Arabic as learners get it and photographs it in Chromium:
 * docs/screenshots/mail-campaign-<lang>.png. The app serves the tenant's PNG logo the mail links to.
 * Seeds its own test database when none is there: `npx tsx apps/server/test/campaign-screenshots.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { users } from '../src/db/schema/index';
import type { Db } from '../src/db/client';
import { createCampaign, previewCampaign, setPublicUrl } from '../src/modules/notification/index';
import fs from 'node:fs';
import { buildTestApp } from './build-app';
import { setupTestDatabase } from './global-setup';
import { PGLITE_SNAPSHOT } from './test-env';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');
const teardown = fs.existsSync(PGLITE_SNAPSHOT) ? null : await setupTestDatabase('pglite');
const t = await buildTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
setPublicUrl(origin);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--host-resolver-rules=MAP localhost 127.0.0.1'],
});
try {
  const db = t.app.db as Db;
  const [staff] = await db
    .insert(users)
    .values({ tenantId: 1, subject: `shots|staff|${Date.now()}`, email: 'staff@example.test', name: 'Staff', siteId: 1, languageId: 1, role: 'staff' })
    .returning();
  const campaign = await createCampaign(
    db,
    { id: staff.id, tenantId: 1 },
    {
      siteId: 1,
      name: 'Professional track launch',
      defaultLanguage: 'en',
      actionPath: '/certification',
      texts: {
        en: {
          subject: 'The Video Security Professional track is open',
          body: 'You hold the Associate certificate, so the next step is yours to take.\n\nThe Professional track adds eight hours of hands-on installation and a practical exam in our Warsaw lab. Places in the December classrooms are limited.\n\nEnrol before 15 December and the practical exam fee is on us.',
          actionLabel: 'See the Professional track',
        },
        ar: {
          subject: 'مسار محترف أمن الفيديو متاح الآن',
          body: 'أنت تحمل شهادة المستوى المشارك، والخطوة التالية بين يديك.\n\nيضيف المسار الاحترافي ثماني ساعات من التركيب العملي واختبارًا عمليًا في مختبرنا. المقاعد في صفوف ديسمبر محدودة.\n\nسجّل قبل 15 ديسمبر وستكون رسوم الاختبار العملي علينا.',
          actionLabel: 'اعرض المسار الاحترافي',
        },
      },
    },
  );
  for (const [lang, name] of [
    ['en', 'Maria Kowalska'],
    ['ar', 'ليلى حداد'],
  ] as const) {
    const mail = await previewCampaign(db, { id: staff.id, tenantId: 1, name }, campaign.id, lang);
    const page = await browser.newPage({ viewport: { width: 680, height: 900 } });
    // Served as if from the app's origin, so its Cross-Origin-Resource-Policy lets the page show the tenant logo.
    await page.route(`${origin}/mail-preview`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: mail.html }));
    await page.goto(`${origin}/mail-preview`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: path.join(out, `mail-campaign-${lang}.png`), fullPage: true });
    await page.close();
  }
} finally {
  await browser.close();
  await t.close();
  teardown?.();
}
