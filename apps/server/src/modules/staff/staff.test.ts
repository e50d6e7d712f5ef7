import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuditLogEntry, CertificateVerification } from '@credo/contracts/certificate';
import { ErrorCode } from '@credo/contracts/errors';
import { certificateApplications, certificates, certificationEnrolments, staffAuditLog } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { apply, associateCertifications, bringToApply, dataOf, decideApplication, get, issueCertificate, post } from '../../../test/certificate-kit';

let t: TestApp;
let staff: SignedIn;
let learner: SignedIn;
let certs: Awaited<ReturnType<typeof associateCertifications>>;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signIn(t, { role: 'staff', name: 'Sam Staff' });
  learner = await signIn(t, { firstName: 'Lee', lastName: 'Learner', company: 'Acme' });
  certs = await associateCertifications(t);
});
afterAll(() => t.close());

type Item = { id: number; userId: number; userName: string; state: string; certificationId: number };
const audit = async (q: Record<string, string | number> = {}) => dataOf<AuditLogEntry[]>(await get(t, staff, '/api/staff/audit-log', q));
const pendingEnrolment = async (userId: number, certificationId: number) =>
  (await t.app.db.insert(certificationEnrolments).values({ userId, certificationId, siteId: 1, state: 'pending' }).returning())[0];

describe('requireStaff', () => {
  const calls: [string, string, Record<string, unknown>][] = [
    ['GET', '/api/staff/certification/enrolment/list', {}],
    ['POST', '/api/staff/certification/enrolment/decide', { enrolmentId: 1, decision: 'approve' }],
    ['GET', '/api/staff/certification/application/list', {}],
    ['POST', '/api/staff/certification/application/decide', { applicationId: 1, decision: 'approve' }],
    ['POST', '/api/staff/certificate/revoke', { number: 'CR-2026-ZZZZZZZZ', reason: 'x' }],
    ['GET', '/api/staff/audit-log', {}],
  ];
  it.each(calls)('%s %s: HTTP 401 without a session, 403 (envelope 403) for a learner', async (method, url, payload) => {
    const call = (me: SignedIn | null) => (method === 'GET' ? get(t, me, url) : post(t, me, url, payload));
    const anonymous = await call(null);
    expect(anonymous.statusCode).toBe(401);
    const asLearner = await call(learner);
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json()).toMatchObject({ code: 403, data: null });
  });
});

describe('enrolments', () => {
  it('lists pending enrolments; approve writes the decision and the audit entry; a second decision changes nothing', async () => {
    const me = await signIn(t, { firstName: 'Pen', lastName: 'Ding' });
    const row = await pendingEnrolment(me.user.id, certs[0].id);
    const list = dataOf<Item[]>(await get(t, staff, '/api/staff/certification/enrolment/list', { state: 'pending' }));
    expect(list.find((i) => i.id === row.id)).toMatchObject({ userId: me.user.id, userName: 'Pen Ding', state: 'pending', certificationId: certs[0].id });
    expect(dataOf(await post(t, staff, '/api/staff/certification/enrolment/decide', { enrolmentId: row.id, decision: 'approve', reason: 'ok' }))).toEqual({
      enrolmentId: row.id,
      state: 'approved',
    });
    const [after] = await t.app.db.select().from(certificationEnrolments).where(eq(certificationEnrolments.id, row.id));
    expect(after).toMatchObject({ state: 'approved', decidedBy: staff.user.id, decisionReason: 'ok' });
    const again = await post(t, staff, '/api/staff/certification/enrolment/decide', { enrolmentId: row.id, decision: 'reject', reason: 'no' });
    expect(again.json().code).toBe(ErrorCode.OTHER_ERROR);
    const [unchanged] = await t.app.db.select().from(certificationEnrolments).where(eq(certificationEnrolments.id, row.id));
    expect(unchanged.state).toBe('approved');
    const entries = await audit({ targetType: 'enrolment', targetId: row.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorUserId: staff.user.id, action: 'enrolment.approve', detail: { reason: 'ok' } });
  });

  it('rejects with a reason (listed as rejected); unknown enrolment answers 404', async () => {
    const me = await signIn(t);
    const row = await pendingEnrolment(me.user.id, certs[1].id);
    dataOf(await post(t, staff, '/api/staff/certification/enrolment/decide', { enrolmentId: row.id, decision: 'reject', reason: 'Incomplete profile' }));
    const rejected = dataOf<Item[]>(await get(t, staff, '/api/staff/certification/enrolment/list', { state: 'rejected' }));
    expect(rejected.map((i) => i.id)).toContain(row.id);
    expect((await audit({ targetType: 'enrolment', targetId: row.id }))[0]).toMatchObject({
      action: 'enrolment.reject',
      detail: { reason: 'Incomplete profile' },
    });
    expect((await post(t, staff, '/api/staff/certification/enrolment/decide', { enrolmentId: 2_000_000_000, decision: 'approve' })).statusCode).toBe(404);
  });
});

describe('applications', () => {
  it('approving issues one certificate in the same transaction, even when approved twice at once', async () => {
    const me = await signIn(t, { firstName: 'Twice', lastName: 'Approved' });
    await bringToApply(t, me, certs[0].id);
    const { applicationId } = dataOf<{ applicationId: number }>(await apply(t, me, certs[0].id));
    expect(dataOf<Item[]>(await get(t, staff, '/api/staff/certification/application/list')).map((i) => i.id)).toContain(applicationId);
    const answers = await Promise.all([decideApplication(t, staff, applicationId, 'approve'), decideApplication(t, staff, applicationId, 'approve')]);
    const codes = answers.map((r) => r.json().code).sort();
    expect(codes).toEqual([200, ErrorCode.OTHER_ERROR]);
    const issued = await t.app.db.select().from(certificates).where(eq(certificates.applicationId, applicationId));
    expect(issued).toHaveLength(1);
    expect(answers.find((r) => r.json().code === 200)!.json().data).toEqual({ applicationId, state: 'approved', certificateNumber: issued[0].number });
    const [app] = await t.app.db.select().from(certificateApplications).where(eq(certificateApplications.id, applicationId));
    expect(app).toMatchObject({ state: 'approved', decidedBy: staff.user.id });
    expect((await audit({ targetType: 'application', targetId: applicationId })).map((e) => e.action)).toEqual(['application.approve']);
  });

  it('rejecting keeps the reason, issues nothing, and the learner may apply again', async () => {
    const me = await signIn(t);
    await bringToApply(t, me, certs[1].id);
    const { applicationId } = dataOf<{ applicationId: number }>(await apply(t, me, certs[1].id));
    expect(dataOf(await decideApplication(t, staff, applicationId, 'reject', 'Photo missing'))).toEqual({
      applicationId,
      state: 'rejected',
      certificateNumber: null,
    });
    const [app] = await t.app.db.select().from(certificateApplications).where(eq(certificateApplications.id, applicationId));
    expect(app).toMatchObject({ state: 'rejected', decisionReason: 'Photo missing' });
    expect(await t.app.db.select().from(certificates).where(eq(certificates.applicationId, applicationId))).toHaveLength(0);
    const second = dataOf<{ applicationId: number }>(await apply(t, me, certs[1].id));
    expect(second.applicationId).not.toBe(applicationId);
  });
});

describe('POST /api/staff/certificate/revoke', () => {
  it('revokes: verification shows revoked and not valid; a second revoke and an unknown number change nothing', async () => {
    const me = await signIn(t, { firstName: 'Rev', lastName: 'Oked' });
    const number = await issueCertificate(t, me, staff, certs[0].id);
    expect(dataOf<{ number: string }>(await post(t, staff, '/api/staff/certificate/revoke', { number, reason: 'Exam fraud' })).number).toBe(number);
    const v = dataOf<CertificateVerification>(await get(t, null, '/api/certification/certificate/verify', { number }));
    expect(v).toMatchObject({ found: true, valid: false, state: 'revoked' });
    const [c] = await t.app.db.select().from(certificates).where(eq(certificates.number, number));
    expect(c).toMatchObject({ revokedBy: staff.user.id, revokeReason: 'Exam fraud' });
    expect((await post(t, staff, '/api/staff/certificate/revoke', { number, reason: 'again' })).json().code).toBe(ErrorCode.OTHER_ERROR);
    expect((await post(t, staff, '/api/staff/certificate/revoke', { number: 'CR-2026-ZZZZZZZZ', reason: 'x' })).statusCode).toBe(404);
    const entries = await audit({ targetType: 'certificate', targetId: c.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'certificate.revoke', detail: { reason: 'Exam fraud', number } });
    const all = await t.app.db.select().from(staffAuditLog);
    expect((await audit()).length).toBe(all.length);
  });
});
