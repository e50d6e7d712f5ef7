import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { certificates, outboxMails } from '../../db/schema/index';
import { sweepTasks } from '../../sweep-tasks';
import { sweepOnce } from '../../platform/sweeper';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { associateCertifications, issueCertificate } from '../../../test/certificate-kit';
import { queueExpiryReminders } from './certificate-reminders.service';
import { queueExpiredCertificates } from './certificate-expired.service';
import { DAY_MS } from '@credo/contracts/durations';
import { renderedOutbox } from '../../../test/outbox';

let t: TestApp;
let staff: SignedIn;
let certificationId: number;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signIn(t, { role: 'staff' });
  certificationId = (await associateCertifications(t))[0].id;
});
afterAll(() => t.close());

async function certificateEnding(inDays: number, extra: Partial<typeof certificates.$inferInsert> = {}, languageId = 1) {
  const me = await signIn(t, { firstName: 'Exa', lastName: 'Pired', languageId });
  const number = await issueCertificate(t, me, staff, certificationId);
  await t.app.db
    .update(certificates)
    .set({ expiresAt: new Date(Date.now() + inDays * DAY_MS), ...extra })
    .where(eq(certificates.number, number));
  return { me, number };
}
const mailsOf = async (userId: number, kind: string) =>
  (await renderedOutbox(t.app.db))
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.userId, userId), eq(outboxMails.kind, kind)));

describe('certificate-expired', () => {
  it('queues one mail per ended certificate in the holder language, however often the sweeper runs; no reminder', async () => {
    const { me, number } = await certificateEnding(-1, {}, 2); // Arabic
    expect(sweepTasks(t.config).map((task) => task.name)).toContain('certificate-expired');
    await sweepOnce(t.app.db, sweepTasks(t.config), t.app.log);
    await Promise.all([queueExpiredCertificates(t.app.db), queueExpiredCertificates(t.app.db)]);
    await queueExpiryReminders(t.app.db);
    const mails = await mailsOf(me.user.id, 'certificate.expired');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: me.user.email!.toLowerCase(), language: 'ar' });
    expect(mails[0].text).toContain(number);
    expect(mails[0].text).toContain(`/certification/detail/${certificationId}`);
    expect(await mailsOf(me.user.id, 'certificate.expiring')).toHaveLength(0);
  });

  it('sends nothing for a live, revoked, renewed-away or long-ended certificate', async () => {
    const live = await certificateEnding(20);
    const revoked = await certificateEnding(-1, { revokedAt: new Date() });
    const old = await certificateEnding(-400);
    const renewed = await certificateEnding(-1);
    const [other] = await t.app.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.number, live.number));
    await t.app.db.update(certificates).set({ renewedById: other.id }).where(eq(certificates.number, renewed.number));
    await queueExpiredCertificates(t.app.db);
    for (const x of [live, revoked, old, renewed]) expect(await mailsOf(x.me.user.id, 'certificate.expired')).toHaveLength(0);
  });
});
