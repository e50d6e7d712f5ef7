import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { CampaignView } from '@credo/contracts/campaign';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { associateCertifications, dataOf, get, post } from '../../../test/certificate-kit';
import type { Db } from '../../db/client';
import {
  certificateApplications,
  certificates,
  certificationEnrolments,
  certificationTypes,
  notificationPreferences,
  outboxMails,
  sites,
  staffAuditLog,
  users,
} from '../../db/schema/index';
import { CAMPAIGN_BATCH_SIZE, fanOutCampaign, getPreferences, requestCampaignSend, type AudiencePort } from '../notification/index';
import { campaignAudience } from './staff-campaign-audience';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
let staff: SignedIn;
let certs: Awaited<ReturnType<typeof associateCertifications>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await signIn(t, { role: 'staff', name: 'Sam Staff' });
  certs = await associateCertifications(t);
});
afterAll(() => t.close());

const db = () => t.app.db as Db;
let nextSite = 900;
/** A site of tenant 1 of its own, so a campaign's audience is exactly the learners a test puts there. */
async function freshSite(): Promise<number> {
  const id = nextSite++;
  await db()
    .insert(sites)
    .values({
      id,
      tenantId: 1,
      code: `C${id}`,
      name: `Campaign site ${id}`,
      pathPrefix: `c${id}`,
      baseLanguageId: 1,
      contactEmail: 'x@example.test',
      defaultCountryCode: 'GB',
    });
  return id;
}

const texts = {
  en: { subject: 'New: the Professional track', body: 'Dear installer,\n\nThe professional level is open.\nEnrol today.', actionLabel: 'See the track' },
  ar: { subject: 'جديد: المسار الاحترافي', body: 'عزيزي المركّب،\n\nالمستوى الاحترافي متاح الآن.', actionLabel: 'اعرض المسار' },
};
const create = (body: Record<string, unknown>, me: SignedIn = staff) =>
  post(t, me, '/api/staff/campaign/create', { name: 'Pro launch', defaultLanguage: 'en', texts, actionPath: '/certification', ...body });
const createOk = async (body: Record<string, unknown>) => dataOf<CampaignView>(await create(body));
const send = (campaignId: number) => post(t, staff, '/api/staff/campaign/send', { campaignId });
const detail = async (campaignId: number) => dataOf<CampaignView>(await get(t, staff, '/api/staff/campaign/detail', { campaignId }));
const mailsOf = (campaignId: number) =>
  db()
    .select()
    .from(outboxMails)
    .where(like(outboxMails.idempotencyKey, `campaign:${campaignId}:%`))
    .orderBy(asc(outboxMails.userId));

/** The fan-out runs after the answer: wait until every learner is handled. */
async function untilSent(campaignId: number): Promise<CampaignView> {
  for (let i = 0; i < 200; i++) {
    const view = await detail(campaignId);
    if (view.state === 'sent') return view;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('campaign not sent in time');
}

describe('campaign mail (issue 20)', () => {
  it('mails each learner of the site once, in their language, skipping those who turned campaign mail off, deleted accounts, staff and other tenants', async () => {
    const siteId = await freshSite();
    const en = await signIn(t, { siteId, firstName: 'Maria', lastName: 'Kowalska' });
    const ar = await signIn(t, { siteId, languageId: 2, firstName: 'ليلى', lastName: 'حداد' });
    const pl = await signIn(t, { siteId, languageId: 3, firstName: 'Jan' }); // not written in Polish: the default, English
    const optedOut = await signIn(t, { siteId });
    await db().insert(notificationPreferences).values({ userId: optedOut.user.id, campaigns: false });
    const cancelled = await signIn(t, { siteId, emailNotificationStatus: 2 });
    const deleted = await signIn(t, { siteId });
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    const otherTenant = await signIn(t, { tenantId: 2, siteId });
    const colleague = await signIn(t, { siteId, role: 'staff' });
    const elsewhere = await signIn(t); // site 1

    const c = await createOk({ audienceSiteId: siteId });
    expect(c).toMatchObject({ state: 'draft', siteId, progress: { queued: 0, sent: 0, skipped: 0 } });
    const answered = dataOf<CampaignView>(await send(c.id));
    expect(answered.state).not.toBe('draft');
    const done = await untilSent(c.id);
    expect(done.progress).toEqual({ queued: 3, sent: 0, skipped: 2 });

    const mails = await mailsOf(c.id);
    expect(mails.map((m) => m.userId)).toEqual([en.user.id, ar.user.id, pl.user.id]);
    const [mEn, mAr, mPl] = mails;
    expect(mEn).toMatchObject({ to: en.user.email, subject: texts.en.subject, language: 'en', kind: 'campaign' });
    expect(mEn.text).toContain('Maria Kowalska');
    expect(mEn.html).toContain('The professional level is open.<br />Enrol today.');
    expect(mEn.html).toContain('href="http://localhost:3000/c' + siteId + '/certification"');
    expect(mAr).toMatchObject({ subject: texts.ar.subject, language: 'ar' });
    expect(mAr.html).toContain('dir="rtl"');
    expect(mAr.html).toContain('ليلى');
    expect(mPl).toMatchObject({ subject: texts.en.subject, language: 'en' });
    for (const m of mails) {
      expect(m.headers?.['List-Unsubscribe']).toMatch(
        new RegExp(`^<http://localhost(:\\d+)?/api/notification/unsubscribe\\?u=${m.userId}&c=campaigns&t=[\\w-]+>$`),
      );
      expect(m.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(m.html).toContain('/api/notification/mail-logo.png?v=');
      expect(m.html).toContain(`u=${m.userId}&amp;c=campaigns`);
    }
    const mailed = new Set(mails.map((m) => m.userId));
    for (const u of [optedOut, cancelled, deleted, otherTenant, colleague, elsewhere]) expect(mailed.has(u.user.id)).toBe(false);

    // A second send, later: nothing more, no second audit entry.
    expect(dataOf<CampaignView>(await send(c.id)).progress).toMatchObject({ queued: 3, skipped: 2 });
    expect(await mailsOf(c.id)).toHaveLength(3);
    const audit = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'campaign'), eq(staffAuditLog.targetId, c.id)))
      .orderBy(asc(staffAuditLog.id));
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['campaign.create', staff.user.id],
      ['campaign.send', staff.user.id],
    ]);
    // The staff audit log lists them by target.
    const listed = dataOf<{ action: string }[]>(await get(t, staff, '/api/staff/audit-log', { targetType: 'campaign', targetId: c.id }));
    expect(listed.map((e) => e.action).sort()).toEqual(['campaign.create', 'campaign.send']);

    // "sent" counts the outbox's deliveries.
    await db().update(outboxMails).set({ sentAt: new Date() }).where(eq(outboxMails.id, mEn.id));
    expect((await detail(c.id)).progress).toEqual({ queued: 3, sent: 1, skipped: 2 });
  });

  it('concurrent sends and concurrent fan-outs mail each learner once and audit one send', async () => {
    const siteId = await freshSite();
    const learners = await Promise.all(Array.from({ length: 7 }, (_, i) => signIn(t, { siteId, firstName: `L${i}` })));
    const c = await createOk({ audienceSiteId: siteId });
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(c.id)));
    for (const a of answers) expect(a.statusCode).toBe(200);
    // Three more runners on top of the one the send started, in batches of 2.
    await Promise.all([1, 2, 3].map(() => fanOutCampaign(db(), c.id, campaignAudience, 2)));
    const done = await untilSent(c.id);
    expect(done.progress).toMatchObject({ queued: 7, skipped: 0 });
    expect((await mailsOf(c.id)).map((m) => m.userId)).toEqual(learners.map((l) => l.user.id).sort((x, y) => x - y));
    const sends = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'campaign.send'), eq(staffAuditLog.targetId, c.id)));
    expect(sends).toHaveLength(1);
  });

  it("progress counts only this campaign's delivered mails: sent ones, not failed or pending ones", async () => {
    const siteId = await freshSite();
    for (let i = 0; i < 4; i++) await signIn(t, { siteId, firstName: `P${i}` });
    const c = await createOk({ audienceSiteId: siteId });
    await send(c.id);
    expect((await untilSent(c.id)).progress).toEqual({ queued: 4, sent: 0, skipped: 0 });
    const [sent1, sent2, failed] = await mailsOf(c.id); // the fourth stays pending
    await db()
      .update(outboxMails)
      .set({ sentAt: new Date(), attempts: 1 })
      .where(sql`${outboxMails.id} in (${sent1!.id}, ${sent2!.id})`);
    await db()
      .update(outboxMails)
      .set({ attempts: 3, lastError: '550 mailbox unavailable', nextAttemptAt: new Date(Date.now() + HOUR_MS) })
      .where(eq(outboxMails.id, failed!.id));
    // Another campaign's delivered mail does not count here.
    const other = await createOk({ audienceSiteId: siteId });
    await send(other.id);
    await untilSent(other.id);
    await db()
      .update(outboxMails)
      .set({ sentAt: new Date() })
      .where(like(outboxMails.idempotencyKey, `campaign:${other.id}:%`));
    expect((await detail(c.id)).progress).toEqual({ queued: 4, sent: 2, skipped: 0 });
    expect((await detail(other.id)).progress).toEqual({ queued: 4, sent: 4, skipped: 0 });
  });

  it('resumes after a crash between batches without mailing anyone twice', async () => {
    const siteId = await freshSite();
    const learners = await Promise.all(Array.from({ length: 5 }, () => signIn(t, { siteId })));
    const c = await createOk({ audienceSiteId: siteId });
    // Marked for sending without starting (as if the process died right after the send's commit).
    await db().transaction((tx) => requestCampaignSend(tx as unknown as Db, 1, c.id));
    let pages = 0;
    const crashing: AudiencePort = async (...args) => {
      if (++pages === 2) throw new Error('crash in the second batch');
      return campaignAudience(...args);
    };
    await expect(fanOutCampaign(db(), c.id, crashing, 2)).rejects.toThrow('crash');
    expect(await mailsOf(c.id)).toHaveLength(2);
    expect((await detail(c.id)).state).toBe('sending');
    await fanOutCampaign(db(), c.id, campaignAudience, 2);
    expect((await detail(c.id)).progress).toMatchObject({ queued: 5 });
    expect((await mailsOf(c.id)).map((m) => m.userId)).toEqual(learners.map((l) => l.user.id).sort((x, y) => x - y));
  });

  it('fans a large audience out in batches of its own transactions, answering requests meanwhile', async () => {
    const siteId = await freshSite();
    const total = CAMPAIGN_BATCH_SIZE * 2 + 37;
    const rows = Array.from({ length: total }, (_, i) => ({
      tenantId: 1,
      siteId,
      languageId: 1,
      subject: `bulk|${siteId}|${i}`,
      email: `bulk-${siteId}-${i}@example.test`,
      name: `Bulk ${i}`,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db()
        .insert(users)
        .values(rows.slice(i, i + 500));
    const c = await createOk({ audienceSiteId: siteId });
    await send(c.id);
    // Progress is visible between batches: each batch commits its mails and moves the cursor.
    const seen = new Set<number>();
    let view = await detail(c.id);
    while (view.state !== 'sent') {
      seen.add(view.progress.queued);
      await new Promise((r) => setTimeout(r, 20));
      view = await detail(c.id);
    }
    expect(view.progress).toEqual({ queued: total, sent: 0, skipped: 0 });
    expect(
      [...seen].some((q) => q > 0 && q < total),
      `seen ${[...seen].join(',')}`,
    ).toBe(true);
    expect(
      [...seen].every((q) => q % CAMPAIGN_BATCH_SIZE === 0 || q === total),
      `seen ${[...seen].join(',')}`,
    ).toBe(true);
    const [{ n }] = await db()
      .select({ n: sql<number>`count(distinct ${outboxMails.userId})::int` })
      .from(outboxMails)
      .where(like(outboxMails.idempotencyKey, `campaign:${c.id}:%`));
    expect(Number(n)).toBe(total);
  }, 180_000);

  it('reaches only holders of a valid certificate of the type, or only learners enrolled in the certification', async () => {
    const siteId = await freshSite();
    // Holders are enrolled in certs[0] (a certificate needs an enrolment); the enrolment filter asks about certs[1].
    const [cert, other] = certs;
    const [holder, revoked, expired, enrolled, pending, nobody] = await Promise.all(Array.from({ length: 6 }, () => signIn(t, { siteId })));
    const give = async (u: SignedIn, over: Partial<typeof certificates.$inferInsert>) => {
      const [enrolment] = await db()
        .insert(certificationEnrolments)
        .values({ userId: u.user.id, certificationId: cert.id, siteId: 1, state: 'approved' })
        .returning();
      const [app] = await db()
        .insert(certificateApplications)
        .values({ userId: u.user.id, certificationId: cert.id, enrolmentId: enrolment.id, state: 'approved' })
        .returning();
      await db()
        .insert(certificates)
        .values({
          number: `CR-2026-${String(u.user.id).padStart(8, '0')}`,
          userId: u.user.id,
          certificationId: cert.id,
          applicationId: app.id,
          tenantId: 1,
          holderName: 'H',
          certificationName: 'C',
          level: 1,
          kind: 0,
          groupKey: cert.groupKey,
          versionLabel: 'V1',
          issuedAt: new Date(Date.now() - DAY_MS),
          expiresAt: new Date(Date.now() + 365 * DAY_MS),
          ...over,
        });
    };
    await give(holder, {});
    await give(revoked, { revokedAt: new Date() });
    await give(expired, { expiresAt: new Date(Date.now() - 1000) });
    await db()
      .insert(certificationEnrolments)
      .values([
        { userId: enrolled.user.id, certificationId: other.id, siteId: 1, state: 'approved' },
        { userId: pending.user.id, certificationId: other.id, siteId: 1, state: 'pending' },
      ]);

    const byType = await createOk({ audienceSiteId: siteId, certificationTypeId: cert.typeId });
    await send(byType.id);
    await untilSent(byType.id);
    expect((await mailsOf(byType.id)).map((m) => m.userId)).toEqual([holder.user.id]);

    const byEnrolment = await createOk({ audienceSiteId: siteId, certificationId: other.id });
    await send(byEnrolment.id);
    await untilSent(byEnrolment.id);
    expect((await mailsOf(byEnrolment.id)).map((m) => m.userId)).toEqual([enrolled.user.id]);
    expect(nobody.user.id).toBeGreaterThan(0);
  });

  it("the mail's unsubscribe link turns campaign mail off for its recipient only, and only that kind", async () => {
    const siteId = await freshSite();
    const [a, b] = await Promise.all([signIn(t, { siteId }), signIn(t, { siteId })]);
    const c = await createOk({ audienceSiteId: siteId });
    await send(c.id);
    await untilSent(c.id);
    const [mail] = (await mailsOf(c.id)).filter((m) => m.userId === a.user.id);
    const link = new URL(/(http:\/\/\S+\/api\/notification\/unsubscribe\?\S+)/.exec(mail.text!)![1]);
    const unsubscribe = (search: string) =>
      t.app.inject({
        method: 'POST',
        url: `${link.pathname}${search}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    // Someone else's id, another kind: refused, nothing changes.
    expect((await unsubscribe(link.search.replace(`u=${a.user.id}`, `u=${b.user.id}`))).statusCode).toBe(400);
    expect((await unsubscribe(link.search.replace('c=campaigns', 'c=reminders'))).statusCode).toBe(400);
    expect(await getPreferences(db(), a.user.id)).toMatchObject({ campaigns: true, reminders: true });
    // The link itself, no sign-in.
    expect((await unsubscribe(link.search)).statusCode).toBe(200);
    expect(await getPreferences(db(), a.user.id)).toMatchObject({ campaigns: false, reminders: true, surveys: true });
    expect(await getPreferences(db(), b.user.id)).toMatchObject({ campaigns: true });
    // The next campaign skips a.
    const next = await createOk({ audienceSiteId: siteId });
    await send(next.id);
    expect((await untilSent(next.id)).progress).toMatchObject({ queued: 1, skipped: 1 });
  });

  it('previews the mail per language (the default where not written), with the footer and headers', async () => {
    const c = await createOk({ audienceSiteId: 1 });
    const preview = async (lang?: string) =>
      dataOf<{ language: string; subject: string; html: string; text: string; headers: Record<string, string> }>(
        await get(t, staff, '/api/staff/campaign/preview', { campaignId: c.id, ...(lang ? { lang } : {}) }),
      );
    const ar = await preview('ar');
    expect(ar).toMatchObject({ language: 'ar', subject: texts.ar.subject });
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await preview('de')).toMatchObject({ language: 'en', subject: texts.en.subject });
    expect((await preview()).text).toContain('Sam Staff');
    // Preview sends nothing.
    expect(await mailsOf(c.id)).toHaveLength(0);
  });

  it('refuses bad input with 400, other tenants’ sites and campaigns with 404, learners with 403', async () => {
    const code = async (res: Promise<{ statusCode: number; json: () => { code: number } }>) => {
      const r = await res;
      return r.statusCode === 200 ? r.json().code : r.statusCode;
    };
    expect(await code(create({ audienceSiteId: 1, defaultLanguage: 'fr' }))).toBe(400);
    expect(await code(create({ audienceSiteId: 1, texts: { xx: texts.en } }))).toBe(400);
    expect(await code(create({ audienceSiteId: 1, texts: { en: { subject: '', body: 'b' } } }))).toBe(400);
    expect(await code(create({ audienceSiteId: 1, texts: { en: { subject: 's', body: 'b' } } }))).toBe(400); // a button without its label
    expect(await code(create({ audienceSiteId: 1, actionPath: 'https://evil.example/' }))).toBe(400);
    expect(await code(create({ audienceSiteId: 1, certificationTypeId: certs[0].typeId, certificationId: certs[0].id }))).toBe(400);
    const [otherSite] = await db().select({ id: sites.id }).from(sites).where(eq(sites.tenantId, 2)).limit(1);
    expect(await code(create({ audienceSiteId: otherSite.id }))).toBe(404);
    // Another tenant's certification type is as unknown as a missing one (ids are not probeable).
    const [otherType] = await db().select({ id: certificationTypes.id }).from(certificationTypes).where(eq(certificationTypes.tenantId, 2)).limit(1);
    expect(await code(create({ audienceSiteId: 1, certificationTypeId: otherType.id }))).toBe(404);
    expect(await code(send(999_999))).toBe(404);
    const learner = await signIn(t);
    expect((await create({ audienceSiteId: 1 }, learner)).statusCode).toBe(403);
    expect((await post(t, null, '/api/staff/campaign/send', { campaignId: 1 })).statusCode).toBe(401);
    // Another tenant's staff cannot see or send this tenant's campaign.
    const c = await createOk({ audienceSiteId: 1 });
    const foreignStaff = await signIn(t, { tenantId: 2, role: 'staff' });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/staff/campaign/detail?campaignId=${c.id}`,
      headers: { ...foreignStaff.headers, host: 'micro.localhost', origin: 'http://micro.localhost' },
    });
    expect(foreign.statusCode === 404 || foreign.json().code === 404).toBe(true);
    expect((await detail(c.id)).state).toBe('draft');
    await db().execute(sql`select 1`);
  });

  it('shows a campaign mail on the outbox page in another language', async () => {
    const siteId = await freshSite();
    await signIn(t, { siteId });
    const c = await createOk({ audienceSiteId: siteId });
    await send(c.id);
    await untilSent(c.id);
    const [mail] = await mailsOf(c.id);
    const en = await t.app.inject({ method: 'GET', url: `/dev/mail/message/${mail.id}` });
    expect(en.statusCode).toBe(200);
    const ar = await t.app.inject({ method: 'GET', url: `/dev/mail/message/${mail.id}?lang=ar` });
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain(texts.ar.subject);
  });

  it('is documented in /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    for (const p of ['create', 'list', 'detail', 'preview', 'send']) expect(Object.keys(doc.paths)).toContain(`/api/staff/campaign/${p}`);
  });
});
