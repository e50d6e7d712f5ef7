import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { checkHandOff, signHandOff } from './sign-hand-off';

const SECRET = 'test-secret-for-the-hand-off';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ signAppSecrets: { onehik: SECRET, other: 'another-secret', rotating: ['new-secret', 'old-secret'] } });
});
afterAll(() => t.close());

const same = { origin: 'http://localhost', host: 'localhost' };
const now = () => Math.floor(Date.now() / 1000);
let n = 0;
const email = () => `handoff-${Date.now()}-${n++}@example.test`;

const verify = (appId: string, signature: string, headers: Record<string, string> = same) =>
  t.app.inject({ method: 'POST', url: '/api/user/sso/oneHikIdSign/verify', payload: { appId, signature, siteId: 1 }, headers });

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'credo_sid')?.value;
const sessionCount = async (userId: number) =>
  (
    await t.app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  ).length;

describe('POST /api/user/sso/oneHikIdSign/verify', () => {
  it('accepts a valid signature, creates the user and starts a session', async () => {
    const mail = email();
    const res = await verify('onehik', signHandOff(SECRET, { email: mail, firstName: 'Hand', lastName: 'Off' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, data: { verified: true }, message: 'success' });
    const cookie = cookieOf(res);
    expect(cookie).toBeTruthy();
    // The signed-in hint comes with the session (decision 0029): the reloaded page asks getUserInfo.
    expect(res.cookies.find((c) => c.name === 'credo_signed_in')).toMatchObject({ value: '1' });
    const [user] = await t.app.db.select().from(users).where(eq(users.email, mail));
    expect(user).toMatchObject({ tenantId: 1, subject: `sign:onehik|${mail}`, firstName: 'Hand', lastName: 'Off', name: 'Hand Off' });

    const info = await t.app.inject({ url: '/api/user/sso/getUserInfo', headers: { cookie: `credo_sid=${cookie}` } });
    expect(info.json().data).toMatchObject({ id: user.id, email: mail });
  });

  it('never takes over an account it did not create: same e-mail (any case) is refused', async () => {
    const existing = await signIn(t, { email: 'known.learner@example.test' });
    const res = await verify('onehik', signHandOff(SECRET, { email: 'Known.Learner@Example.test' }));
    expect(res.json()).toMatchObject({ code: 403, data: null, message: 'An account with this e-mail already exists here: sign in with it' });
    expect(cookieOf(res)).toBeUndefined();
    expect(await sessionCount(existing.user.id)).toBe(1);
    expect(await t.app.db.select().from(users).where(eq(users.subject, 'sign:onehik|known.learner@example.test'))).toEqual([]);
  });

  const refusals: [string, () => [string, string], RegExp][] = [
    ['a wrong MAC', () => ['onehik', signHandOff('not-the-secret', { email: email() })], /does not verify/],
    [
      'a tampered payload',
      () => {
        const [, mac] = signHandOff(SECRET, { email: email() }).split('.');
        return [
          'onehik',
          `${Buffer.from(JSON.stringify({ email: 'admin@example.test', iat: now(), exp: now() + 60, nonce: 'n'.repeat(20) })).toString('base64url')}.${mac}`,
        ];
      },
      /does not verify/,
    ],
    ["another app's secret", () => ['onehik', signHandOff('another-secret', { email: email() })], /does not verify/],
    ['an unknown app', () => ['nobody', signHandOff(SECRET, { email: email() })], /Unknown application/],
    ['an inherited property name as app', () => ['constructor', signHandOff(SECRET, { email: email() })], /Unknown application/],
    ['an expired signature', () => ['onehik', signHandOff(SECRET, { email: email(), iat: now() - 400, exp: now() - 100 })], /expired/],
    ['a signature issued in the future', () => ['onehik', signHandOff(SECRET, { email: email(), iat: now() + 600, exp: now() + 700 })], /future/],
    ['a lifetime over 10 minutes', () => ['onehik', signHandOff(SECRET, { email: email(), iat: now(), exp: now() + 3600 })], /longer than 10 minutes/],
    ['a malformed signature', () => ['onehik', 'not-a-signature'], /malformed/],
    ['a payload without e-mail', () => ['onehik', signHandOff(SECRET, { email: 'not-an-email' })], /invalid/],
  ];
  for (const [what, make, reason] of refusals) {
    it(`refuses ${what} with a business envelope and no session`, async () => {
      const [appId, signature] = make();
      const res = await verify(appId, signature);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 403, data: null });
      expect(res.json().message).toMatch(reason);
      expect(cookieOf(res)).toBeUndefined();
    });
  }

  it('refuses a replay', async () => {
    const signature = signHandOff(SECRET, { email: email() });
    expect((await verify('onehik', signature)).json().code).toBe(200);
    const again = await verify('onehik', signature);
    expect(again.json()).toMatchObject({ code: 403, message: 'The signature has already been used' });
    expect(cookieOf(again)).toBeUndefined();
  });

  it('two concurrent identical requests make exactly one session', async () => {
    const mail = email();
    const signature = signHandOff(SECRET, { email: mail });
    const results = await Promise.all([verify('onehik', signature), verify('onehik', signature), verify('onehik', signature)]);
    expect(results.map((r) => r.json().code).sort()).toEqual([200, 403, 403]);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, mail));
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('refuses a cross-site request even without a cookie (login CSRF)', async () => {
    const res = await verify('onehik', signHandOff(SECRET, { email: email() }), { origin: 'https://evil.example', host: 'localhost' });
    expect(res.json()).toMatchObject({ code: 403 });
    expect(cookieOf(res)).toBeUndefined();
  });
});

describe('checkHandOff', () => {
  it('accepts a signature issued a little ahead of the clock (skew under 5 minutes)', () => {
    const sig = signHandOff(SECRET, { email: 'a@example.test', iat: now() + 120, exp: now() + 300 });
    expect(checkHandOff(SECRET, sig).ok).toBe(true);
  });
  it('refuses one older than 10 minutes even when exp was stretched', () => {
    const sig = signHandOff(SECRET, { email: 'a@example.test', iat: now() - 700, exp: now() + 10 });
    expect(checkHandOff(SECRET, sig)).toMatchObject({ ok: false });
  });
});
