import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { certificateReminders, certificates, outboxMails } from '../../db/schema/index';
import { sweepTasks } from '../../sweep-tasks';
import { sweepOnce } from '../../platform/sweeper';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { associateCertifications, issueCertificate } from '../../../test/certificate-kit';
import { queueExpiryReminders } from './certificate-reminders.service';
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

async function certificateEnding(inDays: number, extra: Partial<typeof certificates.$inferInsert> = {}) {
  const me = await signIn(t, { firstName: 'Remi', lastName: 'Nder' });
  const number = await issueCertificate(t, me, staff, certificationId);
  await t.app.db
    .update(certificates)
    .set({ expiresAt: new Date(Date.now() + inDays * DAY_MS), ...extra })
    .where(eq(certificates.number, number));
  return { me, number };
}
// The reminders only: issuing the certificate mailed its holder too (issue 20).
const mailsTo = async (email: string) =>
  (await renderedOutbox(t.app.db))
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, email.toLowerCase()), eq(outboxMails.kind, 'certificate.expiring')));

describe('certificate-expiry-reminders', () => {
  it("is one of the sweeper's tasks", () => {
    expect(sweepTasks(t.config).map((task) => task.name)).toContain('certificate-expiry-reminders');
  });

  it('queues one 60-day mail per certificate however often it runs, then one 7-day mail', async () => {
    const { me, number } = await certificateEnding(30);
    await sweepOnce(t.app.db, sweepTasks(t.config), t.app.log);
    await queueExpiryReminders(t.app.db, 'http://academy.test');
    const first = await mailsTo(me.user.email!);
    expect(first).toHaveLength(1);
    expect(first[0].subject).toMatch(/expires on/);
    expect(first[0].text).toContain(number);
    expect(first[0].text).toContain(`/certification/detail/`);
    await t.app.db
      .update(certificates)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY_MS) })
      .where(eq(certificates.number, number));
    await queueExpiryReminders(t.app.db, 'http://academy.test');
    await queueExpiryReminders(t.app.db, 'http://academy.test');
    expect(await mailsTo(me.user.email!)).toHaveLength(2);
    const [c] = await t.app.db.select().from(certificates).where(eq(certificates.number, number));
    const kinds = (await t.app.db.select().from(certificateReminders).where(eq(certificateReminders.certificateId, c.id))).map((r) => r.kind).sort();
    expect(kinds).toEqual(['expiry-60d', 'expiry-7d']);
  });

  it('sends nothing for a certificate far from its end, revoked, renewed or already expired', async () => {
    const far = await certificateEnding(200);
    const revoked = await certificateEnding(20, { revokedAt: new Date() });
    const expired = await certificateEnding(-1);
    const renewed = await certificateEnding(20);
    const [other] = await t.app.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.number, far.number));
    await t.app.db.update(certificates).set({ renewedById: other.id }).where(eq(certificates.number, renewed.number));
    await queueExpiryReminders(t.app.db, 'http://academy.test');
    for (const x of [far, revoked, expired, renewed]) expect(await mailsTo(x.me.user.email!)).toHaveLength(0);
  });
});
