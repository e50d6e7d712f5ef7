import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { envelopeOf } from '@credo/contracts/envelope';
import { ErrorCode } from '@credo/contracts/errors';
import { INVITATION_RATE_LIMIT, invitationDetail, invitationReleaseInfo } from '@credo/contracts/invitation';
import { certifications, invitations, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { DEMO_INVITATIONS } from '../../seed/data/invitations';
import { INVITATION_ADDRESS_MAX } from './invitation.rate-limit';
import { certificationId, getDetail, learner, makeInvitation, releaseInfo, stateOf, useCode } from './invitation-fixtures';
import { DAY_MS } from '@credo/contracts/durations';

let t: TestApp;
let associate: number;

beforeAll(async () => {
  t = await buildTestApp();
  associate = await certificationId(t, 'gen-associate');
});
afterAll(() => t.close());

describe('visitors', () => {
  it('get HTTP 401 on every invitation call', async () => {
    const inv = await makeInvitation(t, { certificationId: associate });
    for (const res of [
      await getDetail(t, inv.code, { me: null }),
      await releaseInfo(t, inv.code, { me: null }),
      await useCode(t, inv.code, { me: null }),
      await useCode(t, inv.code, { me: null, sales: true }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().code).toBe(401);
    }
    expect((await stateOf(t, 0, inv.id, associate)).usedCount).toBe(0);
  });
});

describe('GET /api/user/invitation/getDetail', () => {
  it('answers the certification a valid code leads to, whatever the case and blanks of the code', async () => {
    const me = await learner(t, { emailNotificationStatus: 2 });
    const inv = await makeInvitation(t, { certificationId: associate, kind: 'sales' });
    const res = await getDetail(t, `  ${inv.code.toLowerCase()} `, { me });
    expect(res.statusCode, res.body).toBe(200);
    const d = envelopeOf(invitationDetail).parse(res.json()).data;
    const [cert] = await t.app.db.select().from(certifications).where(eq(certifications.id, associate));
    expect(d).toEqual({
      code: inv.code,
      kind: 'sales',
      relationId: associate,
      relationType: 0,
      session: null,
      certificationName: cert.name,
      versionLabel: cert.versionLabel,
      level: cert.level,
      expiresAt: inv.expiresAt.toISOString(),
      emailNotificationStatus: 2,
    });
  });

  it('answers the first failing check of the code for this learner and writes nothing', async () => {
    const me = await learner(t);
    const past = new Date(Date.now() - 60_000);
    const cases: [Partial<typeof invitations.$inferInsert>, number][] = [
      [{ disabledAt: past }, ErrorCode.INVITATION_INVALID],
      [{ expiresAt: past }, ErrorCode.INVITATION_EXPIRED],
      [{ enrolUntil: past }, ErrorCode.ENROLMENT_EXPIRED],
      [{ siteId: 21 }, ErrorCode.INVITATION_WRONG_SITE],
      [{ countryCodes: ['DE'] }, ErrorCode.INVITATION_WRONG_REGION],
      [{ email: 'someone.else@example.test' }, ErrorCode.INVITATION_EMAIL_MISMATCH],
      [{ maxUses: 1, usedCount: 1 }, ErrorCode.INVITATION_USED],
      // Disabled wins over expired: the order of decision 0010.
      [{ disabledAt: past, expiresAt: past }, ErrorCode.INVITATION_INVALID],
    ];
    for (const [values, code] of cases) {
      const inv = await makeInvitation(t, { certificationId: associate, ...values });
      const res = await getDetail(t, inv.code, { me });
      expect(res.json().code, JSON.stringify(values)).toBe(code);
    }
    expect((await getDetail(t, 'NO-SUCH-CODE', { me })).json().code).toBe(ErrorCode.INVITATION_INCORRECT);
    const nameless = await learner(t, { lastName: ' ' });
    const inv = await makeInvitation(t, { certificationId: associate });
    expect((await getDetail(t, inv.code, { me: nameless })).json().code).toBe(ErrorCode.NAME_MISSING);
    expect((await stateOf(t, me.user.id, inv.id, associate)).usedCount).toBe(0);
  });

  it("treats another brand's code as unknown (10000)", async () => {
    const me = await learner(t);
    const inv = await makeInvitation(t, { certificationId: associate, tenantId: 2, siteId: null });
    expect((await getDetail(t, inv.code, { me })).json().code).toBe(ErrorCode.INVITATION_INCORRECT);
  });
});

describe('the seeded demo codes', () => {
  it('are there as the README lists them', async () => {
    const me = await learner(t);
    const rows = await t.app.db.select().from(invitations);
    for (const d of DEMO_INVITATIONS)
      expect(
        rows.some((r) => r.code === d.code && r.kind === d.kind && r.siteId === d.siteId),
        d.code,
      ).toBe(true);
    const welcome = await getDetail(t, 'WELCOME-CSA', { me });
    expect(welcome.json().data).toMatchObject({ kind: 'user', relationId: associate });
    const [w] = rows.filter((r) => r.code === 'WELCOME-CSA');
    expect(w.maxUses).toBe(1000);
    expect(w.expiresAt.getTime()).toBeGreaterThan(Date.now() + 700 * DAY_MS);
    expect((await getDetail(t, 'SALES-VSA', { me })).json().data.kind).toBe('sales');
    expect((await getDetail(t, 'EXPIRED-DEMO', { me })).json().code).toBe(ErrorCode.INVITATION_EXPIRED);
    const eu = (await getDetail(t, 'EU-ONLY', { me })).json();
    expect(eu).toMatchObject({ code: ErrorCode.INVITATION_WRONG_SITE, data: { codeValidWithSite: 'Europe' } });
    expect(eu.message).toContain('Europe');
    expect((await getDetail(t, 'DACH-CSA', { me, siteId: 21 })).json().code).toBe(ErrorCode.INVITATION_WRONG_REGION);
    const german = await learner(t, { countryCode: 'DE' });
    expect((await getDetail(t, 'DACH-CSA', { me: german, siteId: 21 })).json().code).toBe(200);
  });
});

describe('GET /api/user/invitation/certification/release/info', () => {
  it("answers the group key and this site's release in the request language, or null", async () => {
    const me = await learner(t);
    const inv = await makeInvitation(t, { certificationId: associate });
    const [cert] = await t.app.db.select().from(certifications).where(eq(certifications.id, associate));
    const here = await releaseInfo(t, inv.code, { me });
    expect(here.statusCode, here.body).toBe(200);
    expect(envelopeOf(invitationReleaseInfo).parse(here.json()).data).toEqual({ certificationId: cert.groupKey, id: associate });

    // The Europe site in Polish: its own release of the same group.
    const [pl] = await t.app.db
      .select({ id: certifications.id, languageId: certifications.languageId })
      .from(certifications)
      .where(and(eq(certifications.groupKey, cert.groupKey), eq(certifications.siteId, 21), eq(certifications.languageId, 3)));
    const polish = await releaseInfo(t, inv.code, { me, siteId: 21, languageId: 3 });
    expect(polish.json().data).toEqual({ certificationId: cert.groupKey, id: pl?.id ?? null });
    expect(pl, 'the seed has gen-associate on the Europe site in Polish').toBeDefined();

    // The Spanish site in Spanish has no release of it (the demo catalogue is written in English, Arabic and Polish): null.
    const [es] = await t.app.db
      .select({ id: certifications.id })
      .from(certifications)
      .where(and(eq(certifications.groupKey, cert.groupKey), eq(certifications.siteId, 5), eq(certifications.languageId, 4)));
    expect(es).toBeUndefined();
    expect((await releaseInfo(t, inv.code, { me, siteId: 5, languageId: 4 })).json().data).toEqual({ certificationId: cert.groupKey, id: null });
  });

  it('answers 10000 for an unknown code, and keeps answering once the code is used up', async () => {
    const me = await learner(t);
    expect((await releaseInfo(t, 'NOPE-NOPE', { me })).json().code).toBe(ErrorCode.INVITATION_INCORRECT);
    const inv = await makeInvitation(t, { certificationId: associate, maxUses: 1, usedCount: 1 });
    expect((await releaseInfo(t, inv.code, { me })).json().code).toBe(200);
  });
});

describe('10022: too frequent queries', () => {
  const { max } = INVITATION_RATE_LIMIT;

  it('limits one learner across addresses', async () => {
    const me = await learner(t);
    for (let i = 0; i < max; i++) {
      expect((await getDetail(t, 'NOPE-NOPE', { me, address: `192.0.2.${i + 1}` })).json().code).toBe(ErrorCode.INVITATION_INCORRECT);
    }
    const over = await getDetail(t, 'WELCOME-CSA', { me, address: '192.0.2.200' });
    expect(over.json().code).toBe(ErrorCode.TOO_FREQUENT);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another learner is not held back by it.
    expect((await getDetail(t, 'WELCOME-CSA', { me: await learner(t) })).json().code).toBe(200);
  });

  it('lets every learner of a room behind one address make their first call (issue 14)', async () => {
    const address = '198.51.100.21';
    for (let i = 0; i < max + 1; i++) {
      expect((await getDetail(t, 'WELCOME-CSA', { me: await learner(t, {}, address) })).json().code, `learner ${i + 1}`).toBe(200);
    }
  });

  it("one learner's flood is held by their own limit and does not use up the room's", async () => {
    const address = '198.51.100.22';
    const flooder = await learner(t, {}, address);
    for (let i = 0; i < INVITATION_ADDRESS_MAX + 10; i++) await getDetail(t, 'NOPE-NOPE', { me: flooder });
    expect((await getDetail(t, 'WELCOME-CSA', { me: flooder })).json().code).toBe(ErrorCode.TOO_FREQUENT);
    expect((await getDetail(t, 'WELCOME-CSA', { me: await learner(t, {}, address) })).json().code).toBe(200);
  });

  it('limits one address across learners at its ceiling, on every invitation call, and a limited use writes nothing', async () => {
    const address = '198.51.100.9';
    const inv = await makeInvitation(t, { certificationId: associate });
    for (let n = 0; n < INVITATION_ADDRESS_MAX / max; n++) {
      const someone = await learner(t, {}, address);
      for (let i = 0; i < max; i++) {
        const res = i % 2 === 0 ? await releaseInfo(t, inv.code, { me: someone }) : await getDetail(t, inv.code, { me: someone });
        expect(res.json().code).toBe(200);
      }
    }
    const late = await learner(t, {}, address);
    const used = await useCode(t, inv.code, { me: late });
    expect(used.json().code).toBe(ErrorCode.TOO_FREQUENT);
    expect(Number(used.headers['retry-after'])).toBeGreaterThan(0);
    expect((await useCode(t, inv.code, { me: late, sales: true })).json().code).toBe(ErrorCode.TOO_FREQUENT);
    expect((await getDetail(t, inv.code, { me: late })).json().code).toBe(ErrorCode.TOO_FREQUENT);
    expect((await releaseInfo(t, inv.code, { me: late })).json().code).toBe(ErrorCode.TOO_FREQUENT);
    const s = await stateOf(t, late.user.id, inv.id, associate);
    expect([s.uses.length, s.enrolments.length, s.usedCount]).toEqual([0, 0, 0]);
    // The same learner from another address passes the address limit.
    expect((await getDetail(t, inv.code, { me: late, address: '198.51.100.10' })).json().code).toBe(200);
    const [u] = await t.app.db.select().from(users).where(eq(users.id, late.user.id));
    expect(u.emailNotificationStatus).toBe(0);
  });
});
