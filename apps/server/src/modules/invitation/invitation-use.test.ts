import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { envelopeOf } from '@credo/contracts/envelope';
import { ErrorCode } from '@credo/contracts/errors';
import { invitationUseResult } from '@credo/contracts/invitation';
import { invitations, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  certificationId,
  enrolDirectly,
  expectRefused,
  giveCertificate,
  learner,
  makeInvitation,
  stateOf,
  useCode,
  type InvitationInsert,
} from './invitation-fixtures';

let t: TestApp;
let associate: number;
let professional: number;
let vendorAssociate: number;

beforeAll(async () => {
  t = await buildTestApp();
  associate = await certificationId(t, 'gen-associate');
  professional = await certificationId(t, 'gen-professional');
  vendorAssociate = await certificationId(t, 'vendor-video-associate');
});
afterAll(() => t.close());

const past = () => new Date(Date.now() - 60_000);

describe('POST /api/user/invitation/use and /sales/use: happy paths', () => {
  it('a user code enrols the learner at once, records the use and counts it', async () => {
    const me = await learner(t);
    const inv = await makeInvitation(t, { certificationId: associate, maxUses: 5, usedCount: 2 });
    const res = await useCode(t, inv.code.toLowerCase(), { me, emailNotificationStatus: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const data = envelopeOf(invitationUseResult).parse(res.json()).data;
    const s = await stateOf(t, me.user.id, inv.id, associate);
    expect(s.uses).toHaveLength(1);
    expect(s.usedCount).toBe(3);
    expect(s.enrolments).toHaveLength(1);
    expect(s.enrolments[0]).toMatchObject({
      id: data.enrolmentId,
      state: 'approved',
      via: 'invitation',
      invitationId: inv.id,
      emailNotificationStatus: 1,
      siteId: 1,
    });
    expect(data.certificationId).toBe(associate);
    // A second use by the same learner: 10006, nothing more written.
    await expectRefused(t, await useCode(t, inv.code, { me }), ErrorCode.INVITATION_USED, me, { ...inv, usedCount: 3 }, 1, 1);
  });

  it('a sales code enrols through /sales/use; each call refuses the other kind with 10005', async () => {
    const me = await learner(t);
    const sales = await makeInvitation(t, { certificationId: vendorAssociate, kind: 'sales' });
    const user = await makeInvitation(t, { certificationId: associate, kind: 'user' });
    await expectRefused(t, await useCode(t, sales.code, { me }), ErrorCode.INVITATION_INVALID, me, sales);
    await expectRefused(t, await useCode(t, user.code, { me, sales: true }), ErrorCode.INVITATION_INVALID, me, user);
    const res = await useCode(t, sales.code, { me, sales: true, emailNotificationStatus: 0 });
    expect(res.json().code, res.body).toBe(200);
    const s = await stateOf(t, me.user.id, sales.id, vendorAssociate);
    expect([s.uses.length, s.usedCount, s.enrolments[0]?.via, s.enrolments[0]?.state]).toEqual([1, 1, 'invitation', 'approved']);
  });

  it('the e-mail binding ignores case', async () => {
    const me = await learner(t, { email: 'Grace.Hopper@Example.test' });
    const inv = await makeInvitation(t, { certificationId: associate, email: 'grace.hopper@example.TEST' });
    expect((await useCode(t, inv.code, { me })).json().code).toBe(200);
  });

  it('a rejected direct enrolment is enrolled again through a code', async () => {
    const me = await learner(t);
    await enrolDirectly(t, me.user.id, associate, 'rejected');
    const inv = await makeInvitation(t, { certificationId: associate });
    expect((await useCode(t, inv.code, { me })).json().code).toBe(200);
    const s = await stateOf(t, me.user.id, inv.id, associate);
    expect(s.enrolments).toHaveLength(1);
    expect(s.enrolments[0]).toMatchObject({ state: 'approved', via: 'invitation', invitationId: inv.id });
  });
});

describe('refusals, in the order of decision 0010, write nothing', () => {
  const refusedWith = async (values: Omit<InvitationInsert, 'certificationId'>, code: number, who: Parameters<typeof learner>[1] = {}, siteId = 1) => {
    const me = await learner(t, who);
    const inv = await makeInvitation(t, { certificationId: associate, ...values });
    const res = await useCode(t, inv.code, { me, siteId });
    await expectRefused(t, res, code, me, inv);
    return res;
  };

  it("10000 unknown code, also another brand's", async () => {
    const me = await learner(t);
    expect((await useCode(t, 'NOT-A-CODE', { me })).json().code).toBe(ErrorCode.INVITATION_INCORRECT);
    await refusedWith({ tenantId: 2, siteId: null }, ErrorCode.INVITATION_INCORRECT);
  });
  it('10005 disabled', () => refusedWith({ disabledAt: past() }, ErrorCode.INVITATION_INVALID));
  it('10001 expired', () => refusedWith({ expiresAt: past() }, ErrorCode.INVITATION_EXPIRED));
  it('10013 enrolment window closed (the code itself still valid)', () => refusedWith({ enrolUntil: past() }, ErrorCode.ENROLMENT_EXPIRED));
  it('10018 another site, naming it', async () => {
    const res = await refusedWith({ siteId: 21 }, ErrorCode.INVITATION_WRONG_SITE);
    expect(res.json().data).toEqual({ codeValidWithSite: 'Europe' });
    expect(res.json().message).toBe('This invitation code is only valid on the Europe site.');
  });
  it('10019 country not allowed, or no country on the profile; the e-mail notification choice is kept', async () => {
    const res = await refusedWith({ countryCodes: ['DE', 'AT'] }, ErrorCode.INVITATION_WRONG_REGION, { countryCode: 'US', emailNotificationStatus: 0 });
    expect(res.json().message).toBe('Invalid invitation code. Please enrol in the right country or region.');
    await refusedWith({ countryCodes: ['DE'] }, ErrorCode.INVITATION_WRONG_REGION, { countryCode: null });
    const me = await learner(t, { countryCode: 'FR', emailNotificationStatus: 0 });
    const inv = await makeInvitation(t, { certificationId: associate, countryCodes: ['DE'] });
    await expectRefused(t, await useCode(t, inv.code, { me, emailNotificationStatus: 2 }), ErrorCode.INVITATION_WRONG_REGION, me, inv);
    const [u] = await t.app.db.select().from(users).where(eq(users.id, me.user.id));
    expect(u.emailNotificationStatus).toBe(2);
    // A learner of an allowed country (any case) passes.
    const de = await learner(t, { countryCode: 'de' });
    expect((await useCode(t, inv.code, { me: de })).json().code).toBe(200);
  });
  it('10007 a code bound to another e-mail address (or a learner without one)', async () => {
    await refusedWith({ email: 'owner@example.test' }, ErrorCode.INVITATION_EMAIL_MISMATCH);
    await refusedWith({ email: 'owner@example.test' }, ErrorCode.INVITATION_EMAIL_MISMATCH, { email: null });
  });
  it('10006 use limit reached', () => refusedWith({ maxUses: 2, usedCount: 2 }, ErrorCode.INVITATION_USED));
  it('10004 first or last name missing', async () => {
    await refusedWith({}, ErrorCode.NAME_MISSING, { firstName: null });
    await refusedWith({}, ErrorCode.NAME_MISSING, { lastName: '  ' });
  });
  it('the checks run in order: a disabled, expired, foreign code answers 10005; an expired foreign code 10001', async () => {
    await refusedWith({ disabledAt: past(), expiresAt: past(), siteId: 21 }, ErrorCode.INVITATION_INVALID);
    await refusedWith({ expiresAt: past(), siteId: 21, email: 'x@example.test' }, ErrorCode.INVITATION_EXPIRED);
    await refusedWith({ siteId: 21, countryCodes: ['DE'] }, ErrorCode.INVITATION_WRONG_SITE);
    await refusedWith({ countryCodes: ['DE'], email: 'x@example.test' }, ErrorCode.INVITATION_WRONG_REGION);
    await refusedWith({ email: 'x@example.test', maxUses: 1, usedCount: 1 }, ErrorCode.INVITATION_EMAIL_MISMATCH);
    await refusedWith({ maxUses: 1, usedCount: 1 }, ErrorCode.INVITATION_USED, { firstName: null });
  });

  it('10003 the learner already holds a valid certificate of it', async () => {
    const me = await learner(t);
    await giveCertificate(t, me.user.id, associate);
    const inv = await makeInvitation(t, { certificationId: associate });
    await expectRefused(t, await useCode(t, inv.code, { me }), ErrorCode.CERTIFICATE_ALREADY_HELD, me, inv, 1);
  });
  it('10017 already enrolled without an invitation; 10024 already enrolled through another code', async () => {
    const direct = await learner(t);
    const before = await enrolDirectly(t, direct.user.id, associate, 'pending');
    const inv = await makeInvitation(t, { certificationId: associate });
    await expectRefused(t, await useCode(t, inv.code, { me: direct }), ErrorCode.ALREADY_ENROLLED_WITHOUT_INVITATION, direct, inv, 1);
    expect((await stateOf(t, direct.user.id, inv.id, associate)).enrolments[0]).toEqual(before);

    const invited = await learner(t);
    const first = await makeInvitation(t, { certificationId: associate });
    expect((await useCode(t, first.code, { me: invited })).json().code).toBe(200);
    const second = await makeInvitation(t, { certificationId: associate });
    await expectRefused(t, await useCode(t, second.code, { me: invited }), ErrorCode.ALREADY_REGISTERED, invited, second, 1);
  });
  it('10026 a prerequisite is missing, with the list', async () => {
    const me = await learner(t);
    const inv = await makeInvitation(t, { certificationId: professional, kind: 'sales' });
    const res = await useCode(t, inv.code, { me, sales: true });
    await expectRefused(t, res, ErrorCode.PREREQUISITE_MISSING, me, inv);
    expect(res.json().data.prerequisiteCertificationList).toEqual([expect.objectContaining({ certificationReleaseId: associate })]);
  });
});

describe('racing requests', () => {
  it('one learner sending one code five times at once: one enrolment, one use, count 1', async () => {
    const me = await learner(t);
    const inv = await makeInvitation(t, { certificationId: associate });
    const codes = (await Promise.all(Array.from({ length: 5 }, () => useCode(t, inv.code, { me })))).map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const c of codes.filter((x) => x !== 200)) expect([ErrorCode.DUPLICATE_SUBMIT, ErrorCode.INVITATION_USED, ErrorCode.ALREADY_REGISTERED]).toContain(c);
    const s = await stateOf(t, me.user.id, inv.id, associate);
    expect([s.uses.length, s.enrolments.length, s.usedCount]).toEqual([1, 1, 1]);
  });

  it('one learner sending two codes of one certification at once: one enrolment, one use in all', async () => {
    const me = await learner(t);
    const a = await makeInvitation(t, { certificationId: associate });
    const b = await makeInvitation(t, { certificationId: associate });
    const codes = (await Promise.all([useCode(t, a.code, { me }), useCode(t, b.code, { me }), useCode(t, a.code, { me })])).map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    const [sa, sb] = [await stateOf(t, me.user.id, a.id, associate), await stateOf(t, me.user.id, b.id, associate)];
    expect(sa.enrolments).toHaveLength(1);
    expect(sa.uses.length + sb.uses.length).toBe(1);
    expect(sa.usedCount + sb.usedCount).toBe(1);
  });

  it('a code of three uses taken by five learners at once: exactly three enrolments', async () => {
    const inv = await makeInvitation(t, { certificationId: associate, maxUses: 3 });
    const people = await Promise.all(Array.from({ length: 5 }, () => learner(t)));
    const codes = (await Promise.all(people.map((me) => useCode(t, inv.code, { me })))).map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === ErrorCode.INVITATION_USED)).toHaveLength(2);
    let enrolled = 0;
    for (const me of people) enrolled += (await stateOf(t, me.user.id, inv.id, associate)).enrolments.length;
    expect(enrolled).toBe(3);
    const [row] = await t.app.db.select().from(invitations).where(eq(invitations.id, inv.id));
    expect(row.usedCount).toBe(3);
  });

  // PGlite has one connection, so transactions never overlap there: a use in flight can only be
  // held open from a second PostgreSQL connection.
  it.skipIf(process.env.CREDO_TEST_DRIVER !== 'postgres')('10002 while another use of the same learner holds the learner lock', async () => {
    const pg = await import('pg');
    const me = await learner(t);
    const inv = await makeInvitation(t, { certificationId: associate });
    const { INVITATION_USE_LOCK } = await import('./invitation.repo');
    const other = new pg.default.Client({ connectionString: t.database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1::int, $2::int)', [INVITATION_USE_LOCK, me.user.id]);
      await expectRefused(t, await useCode(t, inv.code, { me }), ErrorCode.DUPLICATE_SUBMIT, me, inv);
      await other.query('rollback');
      expect((await useCode(t, inv.code, { me })).json().code).toBe(200);
    } finally {
      await other.end();
    }
  });
});
