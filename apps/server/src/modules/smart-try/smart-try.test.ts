import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { SmartTryPage, StaffSmartTryItem } from '@credo/contracts/smart-try';
import { certificates, outboxMails, smartTryCampaigns, smartTryRequests, staffAuditLog } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { associateCertifications, dataOf, get, issueCertificate, post } from '../../../test/certificate-kit';
import { renderedOutbox } from '../../../test/outbox';

/**
 * Smart Try over HTTP (issue 21 item 3): eligibility by a valid certificate, the required fields
 * of cert §5, one request per learner and campaign (also under 50 concurrent submits), ownership,
 * staff's audited decision and the mails queued in the same transactions.
 */
const PAGE = '/api/certification/smartTry/campaign';
const REQUEST = '/api/user/smartTry/request';
const LIST = '/api/staff/smartTry/request/list';
const DECIDE = '/api/staff/smartTry/request/decide';

let t: TestApp;
let staff: SignedIn;
let certified: SignedIn;
let certNumber: string;

/** Staff of the thermal tenant, calling on its own host and site (19). */
async function foreignStaff() {
  const me = await signIn(t, { role: 'staff', tenantId: 2, siteId: 19 });
  const headers = { ...me.headers, host: 'micro.localhost', origin: 'http://micro.localhost' };
  return {
    list: () => t.app.inject({ method: 'GET', url: `${LIST}?siteId=19&languageId=1`, headers }),
    decide: (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: DECIDE, headers, payload: { siteId: 19, languageId: 1, ...payload } }),
  };
}

const pageOf = async (me: SignedIn | null, query: Record<string, number> = {}) => dataOf<SmartTryPage>(await get(t, me, PAGE, query));
const mailsOf = async (userId: number, kind: string) =>
  (await renderedOutbox(t.app.db))
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.userId, userId), eq(outboxMails.kind, kind)))
    .orderBy(asc(outboxMails.id));

/** A learner with a valid certificate of the tenant (issued through the real apply and staff approval). */
async function certifiedLearner(certificationIndex = 0, overrides: Parameters<typeof signIn>[1] = {}) {
  const me = await signIn(t, { firstName: 'Ada', lastName: 'Tester', ...overrides });
  const certs = await associateCertifications(t);
  const number = await issueCertificate(t, me, staff, certs[certificationIndex].id);
  return { me, number };
}

/** A complete request body for the page's campaign. */
async function formFor(me: SignedIn, number: string) {
  const page = await pageOf(me);
  const campaign = page.campaign!;
  return { campaignId: campaign.id, certificateNumber: number, productId: campaign.products[0].id, distributorId: campaign.distributors[0].id };
}

let dist: string;
beforeAll(async () => {
  // A minimal web build, so the server renders the page head (title, description) into it.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-smart-try-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<title>Credo</title>\n</head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ webDist: dist });
  staff = await signIn(t, { role: 'staff', name: 'Staff Member' });
  ({ me: certified, number: certNumber } = await certifiedLearner());
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('GET /api/certification/smartTry/campaign', () => {
  it("shows the site's running campaign in the request's language, with products and distributors", async () => {
    const en = await pageOf(null);
    expect(en.campaign?.title).toMatch(/Smart Try/);
    expect(en.campaign?.products.map((p) => p.productType)).toEqual(['camera', 'recorder', 'access', 'intercom']);
    expect(en.campaign?.distributors.length).toBe(3);
    expect(en.eligibility).toBe('visitor');
    const ar = await pageOf(null, { languageId: 2 });
    expect(ar.campaign?.id).toBe(en.campaign?.id);
    expect(ar.campaign?.summary).toMatch(/[\u0600-\u06FF]/);
    expect(ar.campaign?.products[0].description).not.toBe(en.campaign?.products[0].description);
  });

  it('says a learner without a valid certificate is not certified, and lists nothing', async () => {
    const me = await signIn(t);
    const page = await pageOf(me);
    expect(page.eligibility).toBe('notCertified');
    expect(page.certificates).toEqual([]);
  });

  it('counts an expired certificate as none', async () => {
    const { me, number } = await certifiedLearner(1);
    expect((await pageOf(me)).eligibility).toBe('eligible');
    await t.app.db
      .update(certificates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(certificates.number, number));
    expect((await pageOf(me)).eligibility).toBe('notCertified');
    const res = await post(t, me, REQUEST, await formFor(certified, number));
    expect(res.json().code).toBe(501);
    expect(res.json().data).toEqual({ reason: 'notCertified' });
  });

  it("puts each running campaign's page in the tenant's sitemap, with its head", async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'localhost' } })).body;
    expect(sitemap).toContain('/smart-try</loc>');
    expect(sitemap).toContain('/eu/smart-try</loc>');
    const html = (await t.app.inject({ method: 'GET', url: '/ar/smart-try', headers: { host: 'localhost' } })).body;
    expect(html).toMatch(/<title>Smart Try — [^<]+<\/title>/);
    expect(html).toContain('للمركّبين والمتكاملين المعتمدين');
  });

  it('answers no campaign (null), not an error, when none runs on the site', async () => {
    const [campaign] = await t.app.db.select().from(smartTryCampaigns).where(eq(smartTryCampaigns.siteId, 4));
    await t.app.db
      .update(smartTryCampaigns)
      .set({ startsAt: new Date('2020-01-01'), endsAt: new Date('2020-02-01') })
      .where(eq(smartTryCampaigns.id, campaign.id));
    const page = await pageOf(null, { siteId: 4 });
    expect(page.campaign).toBeNull();
  });
});

describe('POST /api/user/smartTry/request', () => {
  it('needs a session', async () => {
    const res = await post(t, null, REQUEST, await formFor(certified, certNumber));
    expect(res.statusCode).toBe(401);
  });

  it('requires certification type, product type and distributor (cert §5), and only the learner’s own and the campaign’s', async () => {
    const { me, number } = await certifiedLearner(0);
    const form = await formFor(me, number);
    for (const missing of ['certificateNumber', 'productId', 'distributorId'] as const) {
      const res = await post(t, me, REQUEST, { ...form, [missing]: undefined });
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().code).toBe(400);
    }
    expect((await post(t, me, REQUEST, { ...form, certificateNumber: '' })).statusCode).toBe(400);
    // Someone else's certificate is not this learner's certification type.
    const other = await post(t, me, REQUEST, { ...form, certificateNumber: certNumber });
    expect(other.statusCode).toBe(400);
    expect(other.json().data).toEqual({ field: 'certificateNumber' });
    // A product or distributor of another site's campaign.
    const elsewhere = await pageOf(null, { siteId: 2 });
    expect((await post(t, me, REQUEST, { ...form, productId: elsewhere.campaign!.products[0].id })).json().data).toEqual({ field: 'productId' });
    expect((await post(t, me, REQUEST, { ...form, distributorId: elsewhere.campaign!.distributors[0].id })).json().data).toEqual({ field: 'distributorId' });
    // Another site's campaign is not running on this one.
    expect((await post(t, me, REQUEST, { ...form, campaignId: elsewhere.campaign!.id })).statusCode).toBe(404);
    expect((await post(t, me, REQUEST, { ...form, note: 'x'.repeat(201) })).statusCode).toBe(400);
    expect(await t.app.db.select().from(smartTryRequests).where(eq(smartTryRequests.userId, me.user.id))).toEqual([]);
    expect(await mailsOf(me.user.id, 'smarttry.requested')).toEqual([]);
  });

  it('refuses an uncertified learner (501, reason notCertified), writing nothing', async () => {
    const me = await signIn(t);
    const res = await post(t, me, REQUEST, await formFor(certified, certNumber));
    expect(res.json()).toMatchObject({ code: 501, data: { reason: 'notCertified' } });
    expect(await t.app.db.select().from(smartTryRequests).where(eq(smartTryRequests.userId, me.user.id))).toEqual([]);
  });

  it('takes one request, mails the confirmation, and refuses a second with 10024', async () => {
    const form = await formFor(certified, certNumber);
    const first = dataOf<{ requestId: number; state: string }>(await post(t, certified, REQUEST, { ...form, note: 'For a warehouse job' }));
    expect(first.state).toBe('pending');
    const again = await post(t, certified, REQUEST, { ...form, productId: (await pageOf(certified)).campaign!.products[1].id });
    expect(again.json().code).toBe(10024);
    const page = await pageOf(certified);
    expect(page.eligibility).toBe('requested');
    expect(page.request).toMatchObject({ id: first.requestId, state: 'pending', productName: 'ColorVu 4K Bullet Camera' });
    const mails = await mailsOf(certified.user.id, 'smarttry.requested');
    expect(mails.length).toBe(1);
    expect(mails[0].subject).toContain('ColorVu 4K Bullet Camera');
    expect(mails[0].text).toContain('Northgate Security Supply');
  });

  it('keeps one request when 50 arrive at once', async () => {
    const { me, number } = await certifiedLearner(0);
    const form = await formFor(me, number);
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(t, me, REQUEST, form)));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 200).length).toBe(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 10024)).toBe(true);
    expect((await t.app.db.select().from(smartTryRequests).where(eq(smartTryRequests.userId, me.user.id))).length).toBe(1);
    expect((await mailsOf(me.user.id, 'smarttry.requested')).length).toBe(1);
  });

  it('shows each learner only their own request', async () => {
    const { me } = await certifiedLearner(0);
    const page = await pageOf(me);
    expect(page.eligibility).toBe('eligible');
    expect(page.request).toBeNull();
  });

  it('writes the confirmation in the learner’s language (Arabic)', async () => {
    const { me, number } = await certifiedLearner(0, { languageId: 2 });
    const page = await pageOf(me, { languageId: 2 });
    const form = {
      campaignId: page.campaign!.id,
      certificateNumber: number,
      productId: page.campaign!.products[2].id,
      distributorId: page.campaign!.distributors[1].id,
    };
    dataOf(await post(t, me, REQUEST, { ...form, languageId: 2 }));
    const [mail] = await mailsOf(me.user.id, 'smarttry.requested');
    expect(mail.language).toBe('ar');
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('staff review', () => {
  it('lists pending requests of the tenant and only to staff', async () => {
    expect((await get(t, certified, LIST)).statusCode).toBe(403);
    const items = dataOf<StaffSmartTryItem[]>(await get(t, staff, LIST));
    const mine = items.find((i) => i.userId === certified.user.id);
    expect(mine).toMatchObject({
      certificateNumber: certNumber,
      productType: 'camera',
      distributorName: 'Northgate Security Supply',
      note: 'For a warehouse job',
    });
    expect(dataOf<StaffSmartTryItem[]>(await (await foreignStaff()).list()).some((i) => i.userId === certified.user.id)).toBe(false);
  });

  it('decides once, audited, mails the outcome; another tenant’s staff get 404; a second decision 501', async () => {
    const items = dataOf<StaffSmartTryItem[]>(await get(t, staff, LIST));
    const item = items.find((i) => i.userId === certified.user.id)!;
    expect((await (await foreignStaff()).decide({ requestId: item.id, decision: 'approve' })).statusCode).toBe(404);
    expect((await post(t, certified, DECIDE, { requestId: item.id, decision: 'approve' })).statusCode).toBe(403);

    const decided = dataOf<{ state: string }>(await post(t, staff, DECIDE, { requestId: item.id, decision: 'reject', reason: 'Stock ran out' }));
    expect(decided.state).toBe('rejected');
    const audit = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'smartTryRequest'), eq(staffAuditLog.targetId, item.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: staff.user.id, action: 'smartTry.reject' });
    const [mail] = await mailsOf(certified.user.id, 'smarttry.decided');
    expect(mail.text).toContain('Stock ran out');

    expect((await post(t, staff, DECIDE, { requestId: item.id, decision: 'approve' })).json().code).toBe(501);
    expect((await mailsOf(certified.user.id, 'smarttry.decided')).length).toBe(1);
    expect((await pageOf(certified)).request?.state).toBe('rejected');
    // Rejected is final for the campaign: still one request per campaign.
    expect((await post(t, certified, REQUEST, await formFor(certified, certNumber))).json().code).toBe(10024);
  });
});

describe('account deletion (decision 0025)', () => {
  it('erases the certificate number, note and reason of the learner’s requests through the real deletion; the decision stays', async () => {
    const { me, number } = await certifiedLearner(0, { firstName: 'Leaving', lastName: 'Learner' });
    const form = await formFor(me, number);
    const { requestId } = dataOf<{ requestId: number }>(await post(t, me, REQUEST, { ...form, note: 'Call me on +44 7700 900123' }));
    dataOf(await post(t, staff, DECIDE, { requestId, decision: 'reject', reason: 'Not in the partner region of Leaving' }));

    const res = await t.app.inject({ method: 'POST', url: '/api/user/account/delete', headers: me.headers });
    expect(res.json().code).toBe(200);

    const [row] = await t.app.db.select().from(smartTryRequests).where(eq(smartTryRequests.id, requestId));
    expect(row).toMatchObject({ certificateNumber: '', note: '', decisionReason: null, state: 'rejected', productId: form.productId });
    expect(row!.decidedAt).not.toBeNull();
    const listed = dataOf<StaffSmartTryItem[]>(await get(t, staff, LIST, { state: 'rejected' })).find((i) => i.id === requestId);
    expect(listed).toMatchObject({ certificateNumber: '', note: '', state: 'rejected' });
    expect(JSON.stringify(listed)).not.toMatch(/Leaving|7700|ada|@/i);
    // Another learner's request is untouched.
    const others = await t.app.db.select().from(smartTryRequests).where(eq(smartTryRequests.userId, certified.user.id));
    expect(others[0]!.note).toBe('For a warehouse job');
  });
});

describe('a deleted account, the decision mail language and the staff list (review findings)', () => {
  it("withdraws the learner's pending request on deletion; staff deciding it are refused and nobody is mailed", async () => {
    const { me, number } = await certifiedLearner(0, { firstName: 'Gone', lastName: 'Soon' });
    const { requestId } = dataOf<{ requestId: number }>(await post(t, me, REQUEST, await formFor(me, number)));
    expect(dataOf<StaffSmartTryItem[]>(await get(t, staff, LIST)).some((i) => i.id === requestId)).toBe(true);

    expect((await t.app.inject({ method: 'POST', url: '/api/user/account/delete', headers: me.headers })).json().code).toBe(200);
    const [row] = await t.app.db.select().from(smartTryRequests).where(eq(smartTryRequests.id, requestId));
    expect(row).toMatchObject({ state: 'withdrawn', decidedBy: null, certificateNumber: '', note: '' });
    expect(row!.decidedAt).not.toBeNull();
    expect(dataOf<StaffSmartTryItem[]>(await get(t, staff, LIST)).some((i) => i.id === requestId)).toBe(false);
    // Staff still see it, under its own state (migration 0026), without the erased fields.
    const withdrawn = dataOf<StaffSmartTryItem[]>(await get(t, staff, LIST, { state: 'withdrawn' }));
    expect(withdrawn.find((i) => i.id === requestId)).toMatchObject({ state: 'withdrawn', certificateNumber: '', note: '' });
    expect(withdrawn.every((i) => i.state === 'withdrawn')).toBe(true);

    for (const decision of ['approve', 'reject'] as const) {
      const res = await post(t, staff, DECIDE, { requestId, decision, reason: 'x' });
      expect(res.json()).toMatchObject({ code: 501, data: { reason: 'account-deleted' } });
      expect(res.json().message).toMatch(/deleted their account/);
    }
    expect((await t.app.db.select().from(smartTryRequests).where(eq(smartTryRequests.id, requestId)))[0]!.state).toBe('withdrawn');
    expect(await mailsOf(me.user.id, 'smarttry.decided')).toHaveLength(0);
    const audit = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'smartTryRequest'), eq(staffAuditLog.targetId, requestId)));
    expect(audit).toHaveLength(0);
  });

  it('writes the decision in the learner’s language: without one of their own, their site’s (Arabic), not English', async () => {
    const { me, number } = await certifiedLearner(0, { siteId: 17, languageId: null });
    const arabic = (await pageOf(me, { languageId: 2 })).campaign!;
    const english = (await pageOf(me)).campaign!;
    expect(arabic.title).not.toBe(english.title);
    const { requestId } = dataOf<{ requestId: number }>(await post(t, me, REQUEST, await formFor(me, number)));
    dataOf(await post(t, staff, DECIDE, { requestId, decision: 'approve' }));
    const [mail] = await mailsOf(me.user.id, 'smarttry.decided');
    expect(mail.language).toBe('ar');
    expect(mail.text).toContain(arabic.title);
    expect(mail.text).not.toContain(english.title);
  });

  it("lists each request with the campaign's title and the product's name in the staff page's language", async () => {
    const { me, number } = await certifiedLearner(0);
    const { requestId } = dataOf<{ requestId: number }>(await post(t, me, REQUEST, await formFor(me, number)));
    const ar = (await pageOf(me, { languageId: 2 })).campaign!;
    const en = (await pageOf(me)).campaign!;
    const inArabic = dataOf<StaffSmartTryItem[]>(await get(t, staff, LIST, { languageId: 2 })).find((i) => i.id === requestId)!;
    expect([inArabic.campaignTitle, inArabic.productName]).toEqual([ar.title, ar.products[0].name]);
    const inEnglish = dataOf<StaffSmartTryItem[]>(await get(t, staff, LIST)).find((i) => i.id === requestId)!;
    expect([inEnglish.campaignTitle, inEnglish.productName]).toEqual([en.title, en.products[0].name]);
    // Every row of a longer list carries its own names (one query for all rows).
    const all = dataOf<StaffSmartTryItem[]>(await get(t, staff, LIST, { languageId: 2 }));
    expect(all.length).toBeGreaterThan(1);
    for (const item of all) expect(item.campaignTitle).not.toBe('');
  });
});
