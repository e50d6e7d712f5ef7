import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { certificateNumberSchema, type CertificateVerification, type MyCertificates } from '@credo/contracts/certificate';
import { ErrorCode } from '@credo/contracts/errors';
import { certificateApplications, certificates, certificationEnrolments } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { apply, associateCertifications, bringToApply, dataOf, get, issueCertificate, passTheoryExam, post } from '../../../test/certificate-kit';
import { DAY_MS } from '@credo/contracts/durations';

let t: TestApp;
let staff: SignedIn;
let certs: Awaited<ReturnType<typeof associateCertifications>>;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signIn(t, { role: 'staff', name: 'Staff Member' });
  certs = await associateCertifications(t);
  expect(certs.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => t.close());

const learner = (o: Parameters<typeof signIn>[1] = {}) => signIn(t, { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Ltd', ...o });
const certRow = async (number: string) => (await t.app.db.select().from(certificates).where(eq(certificates.number, number)))[0];
const applicationsOf = (userId: number) => t.app.db.select().from(certificateApplications).where(eq(certificateApplications.userId, userId));
const verify = (number: string) => get(t, null, '/api/certification/certificate/verify', { number });
const myList = async (me: SignedIn) => dataOf<MyCertificates>(await get(t, me, '/api/user/certificate/list'));

describe('POST /api/user/certificationApply/apply', () => {
  it('answers 401 to a visitor', async () => {
    expect((await apply(t, null, certs[0].id)).statusCode).toBe(401);
  });

  it('refuses before status 4 with code 501 and a clear message, writing nothing', async () => {
    const me = await learner();
    const res = await apply(t, me, certs[0].id);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(ErrorCode.OTHER_ERROR);
    expect(res.json().message).toMatch(/cannot apply/i);
    expect(await applicationsOf(me.user.id)).toHaveLength(0);
  });

  it('at status 4 writes one pending application; a second apply answers 20036', async () => {
    const me = await learner();
    await bringToApply(t, me, certs[0].id);
    const first = dataOf<{ applicationId: number; state: string }>(await apply(t, me, certs[0].id));
    expect(first.state).toBe('pending');
    const again = await apply(t, me, certs[0].id);
    expect(again.json().code).toBe(ErrorCode.APPLICATION_PENDING);
    expect(await applicationsOf(me.user.id)).toHaveLength(1);
  });

  it('ten racing applies write exactly one row; the others answer 20036', async () => {
    const me = await learner();
    await bringToApply(t, me, certs[1].id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(t, me, certs[1].id)));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.APPLICATION_PENDING)).toHaveLength(9);
    expect(await applicationsOf(me.user.id)).toHaveLength(1);
  });
});

describe('issue, list, remind, verify', () => {
  let me: SignedIn;
  let number: string;
  beforeAll(async () => {
    me = await learner();
    number = await issueCertificate(t, me, staff, certs[0].id);
  });

  it('issues a CR-YYYY-XXXXXXXX number, two years, names copied and the congratulation flag', async () => {
    expect(certificateNumberSchema.parse(number)).toBe(number);
    const c = await certRow(number);
    expect(number.slice(3, 7)).toBe(String(c.issuedAt.getUTCFullYear()));
    const years = new Date(c.issuedAt);
    years.setUTCFullYear(years.getUTCFullYear() + 2);
    expect(c.expiresAt.getTime()).toBe(years.getTime());
    expect(c.holderName).toBe('Ada Lovelace');
    expect(c.remindStatus).toBe('1');
    expect(c.level).toBe(1);
    expect(c.groupKey).toBe(certs[0].groupKey);
  });

  it("lists the learner's certificates with state and medals; another learner sees none", async () => {
    const mine = await myList(me);
    expect(mine.certificates.map((c) => c.number)).toEqual([number]);
    expect(mine.certificates[0]).toMatchObject({ state: 'valid', renewable: false, remindStatus: '1', level: 1 });
    expect(mine.medals).toEqual({ bronze: 1, silver: 0, gold: 0 });
    expect((await myList(await learner())).certificates).toEqual([]);
  });

  it("updateWindowRemindStatus clears the flag of one's own certificate (idempotent); another's answers 404 and changes nothing", async () => {
    const c = await certRow(number);
    const other = await learner();
    expect((await post(t, other, '/api/user/certificationApply/updateWindowRemindStatus', { certificateId: c.id })).statusCode).toBe(404);
    expect((await certRow(number)).remindStatus).toBe('1');
    for (let i = 0; i < 2; i++) dataOf(await post(t, me, '/api/user/certificationApply/updateWindowRemindStatus', { certificateId: c.id }));
    expect((await certRow(number)).remindStatus).toBe('0');
  });

  it('verifies publicly without the e-mail or user id; forged and malformed numbers answer found false', async () => {
    const v = dataOf<CertificateVerification>(await verify(number.toLowerCase()));
    expect(v).toMatchObject({ number, found: true, valid: true, state: 'valid', holderName: 'Ada Lovelace', level: 1 });
    const res = await verify(number);
    expect(res.body).not.toContain(me.user.email!);
    expect(res.body).not.toMatch(/userId|email/);
    for (const forged of ['CR-2026-ZZZZZZZZ', 'not-a-number', 'CR-2026-IIIIIIII']) {
      expect(dataOf<CertificateVerification>(await verify(forged))).toMatchObject({ found: false, valid: false, state: null, holderName: null });
    }
  });

  it('an expired certificate verifies as not valid; a medal is no longer counted', async () => {
    const other = await learner();
    const n = await issueCertificate(t, other, staff, certs[1].id);
    await t.app.db
      .update(certificates)
      .set({ expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(certificates.number, n));
    expect(dataOf<CertificateVerification>(await verify(n))).toMatchObject({ found: true, valid: false, state: 'expired' });
    const mine = await myList(other);
    expect(mine.certificates[0]).toMatchObject({ state: 'expired', renewable: true });
    expect(mine.medals.bronze).toBe(0);
  });
});

describe('GET /api/user/certificate/pdf', () => {
  const pdf = (me: SignedIn | null, number: string) => get(t, me, '/api/user/certificate/pdf', { number });

  it('answers the owner a PDF with the number, title and QR image, as an attachment', async () => {
    const me = await learner();
    const number = await issueCertificate(t, me, staff, certs[0].id);
    const res = await pdf(me, number);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toContain(number);
    expect(doc.getPageCount()).toBe(1);
    const [w, h] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect(w).toBeGreaterThan(h);
    // The number is drawn on the page (WinAnsi hex in the content stream) and the QR code is an image.
    const streams = [...res.rawPayload.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
      .map((m) => {
        const raw = Buffer.from(m[1], 'latin1');
        try {
          return inflateSync(raw).toString('latin1');
        } catch {
          return raw.toString('latin1');
        }
      })
      .join('\n');
    expect(streams.toUpperCase()).toContain(Buffer.from(number).toString('hex').toUpperCase());
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it("answers 404 for another learner's number, an unknown one and 401 for a visitor", async () => {
    const me = await learner();
    const number = await issueCertificate(t, me, staff, certs[0].id);
    const other = await learner();
    expect((await pdf(other, number)).statusCode).toBe(404);
    expect((await pdf(me, 'CR-2026-ZZZZZZZZ')).statusCode).toBe(404);
    expect((await pdf(null, number)).statusCode).toBe(401);
  });

  it('answers 20040 and no PDF while the company is empty', async () => {
    const me = await learner({ company: '  ' });
    const number = await issueCertificate(t, me, staff, certs[0].id);
    const res = await pdf(me, number);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json().code).toBe(ErrorCode.COMPANY_INFO_REQUIRED);
  });

  it('draws an Arabic name with an embedded Unicode font', async () => {
    const me = await learner({ firstName: 'محمد', lastName: 'العلي' });
    const number = await issueCertificate(t, me, staff, certs[0].id);
    const res = await pdf(me, number);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1')).toMatch(/\/FontFile2/);
  });
});

describe('POST /api/user/certificationApply/renew', () => {
  const renew = (me: SignedIn | null, certificateId: number) => post(t, me, '/api/user/certificationApply/renew', { certificateId });

  it("refuses a valid certificate (501) and another learner's (404), changing nothing", async () => {
    const me = await learner();
    const c = await certRow(await issueCertificate(t, me, staff, certs[0].id));
    const valid = await renew(me, c.id);
    expect(valid.json().code).toBe(ErrorCode.OTHER_ERROR);
    expect(valid.json().message).toMatch(/90 days/);
    expect((await renew(await learner(), c.id)).statusCode).toBe(404);
  });

  it('about to expire: starts a new cycle once, the next certificate marks the old one renewed', async () => {
    const me = await learner();
    const old = await certRow(await issueCertificate(t, me, staff, certs[0].id));
    await t.app.db
      .update(certificates)
      .set({ expiresAt: new Date(Date.now() + 30 * DAY_MS) })
      .where(eq(certificates.id, old.id));
    expect((await myList(me)).certificates[0]).toMatchObject({ state: 'aboutToExpire', renewable: true });
    const first = dataOf<{ certificationId: number; enrolmentId: number }>(await renew(me, old.id));
    expect(first.certificationId).toBe(certs[0].id);
    const [cycle] = await t.app.db.select().from(certificationEnrolments).where(eq(certificationEnrolments.id, first.enrolmentId));
    expect(cycle.cycleStartedAt.getTime()).toBeGreaterThan(old.issuedAt.getTime());
    // A repeat while the renewal runs resets nothing.
    await passTheoryExam(t, me.user.id, certs[0].id);
    expect(dataOf(await renew(me, old.id))).toEqual(first);
    const [same] = await t.app.db.select().from(certificationEnrolments).where(eq(certificationEnrolments.id, first.enrolmentId));
    expect(same.cycleStartedAt.getTime()).toBe(cycle.cycleStartedAt.getTime());
    // Apply again in the new cycle; staff approve: the old certificate is renewed by the new one.
    const { applicationId } = dataOf<{ applicationId: number }>(await apply(t, me, certs[0].id));
    const decided = dataOf<{ certificateNumber: string }>(
      await post(t, staff, '/api/staff/certification/application/decide', { applicationId, decision: 'approve' }),
    );
    const fresh = await certRow(decided.certificateNumber);
    expect((await certRow(old.number)).renewedById).toBe(fresh.id);
    const list = await myList(me);
    expect(list.certificates.map((c) => [c.number, c.state])).toEqual([
      [fresh.number, 'valid'],
      [old.number, 'renewed'],
    ]);
    expect(list.medals.bronze).toBe(1);
    expect((await renew(me, old.id)).json().code).toBe(ErrorCode.OTHER_ERROR);
  });

  it('20038 when the site has no certification of the group, 20039 when it has none of the programme', async () => {
    const me = await learner();
    const c = await certRow(await issueCertificate(t, me, staff, certs[0].id));
    await t.app.db
      .update(certificates)
      .set({ expiresAt: new Date(Date.now() - DAY_MS), groupKey: 'retired-group' })
      .where(eq(certificates.id, c.id));
    expect((await renew(me, c.id)).json().code).toBe(ErrorCode.RENEW_NO_MATCHING_CERTIFICATION);
    // A programme offered only on another site of the tenant.
    const [type] = (
      (await t.app.db.execute(sql`insert into certification_types (tenant_id, kind, name) values (1, 0, 'Elsewhere only') returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const [cert] = (
      (await t.app.db.execute(sql`insert into certifications (site_id, language_id, type_id, kind, level, group_key, name, version_label)
      values (2, 1, ${type.id}, 0, 1, 'elsewhere-only', 'Elsewhere', 'V1') returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    await t.app.db.update(certificates).set({ certificationId: cert.id, groupKey: 'elsewhere-only' }).where(eq(certificates.id, c.id));
    expect((await renew(me, c.id)).json().code).toBe(ErrorCode.RENEW_TYPE_NOT_IN_COUNTRY);
    const rows = await t.app.db
      .select()
      .from(certificationEnrolments)
      .where(and(eq(certificationEnrolments.userId, me.user.id), eq(certificationEnrolments.certificationId, cert.id)));
    expect(rows).toHaveLength(0);
  });
});

describe('OpenAPI', () => {
  it('documents the certificate and staff calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/user/certificationApply/apply', '/api/user/certificate/pdf', '/api/certification/certificate/verify', '/api/staff/audit-log']) {
      expect(paths).toContain(p);
    }
  });
});
