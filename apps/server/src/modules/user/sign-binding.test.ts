import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { DEMO_SIGN_SECRET, loadConfig } from '../../config';
import { signHandOff } from './sign-hand-off';

/**
 * Issue 13, finding 1: the hand-off is off without SIGN_APP_SECRETS, binds to `sign:<appId>|<sub>`,
 * never signs in staff or an account made another way, and accepts two secrets during a rotation.
 */
const SECRET = 'binding-test-secret';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ signAppSecrets: { onehik: SECRET, other: 'other-secret', rotating: ['new-secret', 'old-secret'] } });
});
afterAll(() => t.close());

const same = { origin: 'http://localhost', host: 'localhost' };
let n = 0;
const email = () => `binding-${Date.now()}-${n++}@example.test`;
const verify = (app: TestApp, appId: string, signature: string) =>
  app.app.inject({ method: 'POST', url: '/api/user/sso/oneHikIdSign/verify', payload: { appId, signature, siteId: 1 }, headers: same });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'credo_sid')?.value;
const userOf = async (subject: string) => (await t.app.db.select().from(users).where(eq(users.subject, subject)))[0];
const sessionsOf = async (userId: number) => (await t.app.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('hand-off without SIGN_APP_SECRETS (production default)', () => {
  it('has no secret at all, so a signature made with the public demo secret signs no one in', async () => {
    const prodSecrets = loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv).signAppSecrets;
    expect(prodSecrets).toEqual({});
    const off = await buildTestApp({ signAppSecrets: prodSecrets });
    try {
      const res = await verify(off, 'onehik-demo', signHandOff(DEMO_SIGN_SECRET, { email: 'learner@credo.test' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 403, data: null, message: 'The signature hand-off is not enabled on this server' });
      expect(cookieOf(res)).toBeUndefined();
    } finally {
      await off.close();
    }
  });

  it('keeps the demo pair for development (npm run dev) and tests only', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV } as NodeJS.ProcessEnv).signAppSecrets).toEqual({ 'onehik-demo': [DEMO_SIGN_SECRET] });
    }
    expect(loadConfig({ NODE_ENV: 'production', SIGN_APP_SECRETS: 'shop=s3cret' } as NodeJS.ProcessEnv).signAppSecrets).toEqual({ shop: ['s3cret'] });
  });
});

describe('hand-off binding', () => {
  it('never signs in a staff account: not one signed up at the provider, nor a hand-off user promoted to staff', async () => {
    const staffMail = email();
    const [staff] = await t.app.db
      .insert(users)
      .values({ tenantId: 1, siteId: 1, languageId: 1, subject: `http://localhost:3000/idp|staff-${n}`, email: staffMail, name: 'Staff', role: 'staff' })
      .returning();
    const byMail = await verify(t, 'onehik', signHandOff(SECRET, { email: staffMail.toUpperCase() }));
    expect(byMail.json()).toMatchObject({ code: 403 });
    expect(cookieOf(byMail)).toBeUndefined();
    expect(await sessionsOf(staff.id)).toBe(0);

    const mail = email();
    expect((await verify(t, 'onehik', signHandOff(SECRET, { email: mail, sub: 'will-be-staff' }))).json().code).toBe(200);
    await t.app.db.update(users).set({ role: 'staff' }).where(eq(users.subject, 'sign:onehik|will-be-staff'));
    const promoted = await verify(t, 'onehik', signHandOff(SECRET, { email: mail, sub: 'will-be-staff' }));
    expect(promoted.json()).toMatchObject({ code: 403, message: 'Staff accounts cannot sign in by signature' });
    expect(cookieOf(promoted)).toBeUndefined();
  });

  it('does not take over an account made by OIDC sign-up with the same e-mail', async () => {
    const mail = email();
    const [oidc] = await t.app.db
      .insert(users)
      .values({ tenantId: 1, siteId: 1, languageId: 1, subject: `http://localhost:3000/idp|${n}`, email: mail, name: 'Signed Up' })
      .returning();
    for (const [appId, secret] of [
      ['onehik', SECRET],
      ['other', 'other-secret'],
    ]) {
      const res = await verify(t, appId, signHandOff(secret, { email: mail, sub: 'someone' }));
      expect(res.json()).toMatchObject({ code: 403, message: 'An account with this e-mail already exists here: sign in with it' });
      expect(cookieOf(res)).toBeUndefined();
    }
    expect(await sessionsOf(oidc.id)).toBe(0);
  });

  it('identifies the user by sign:<appId>|<sub>: the same sub comes back even with a new e-mail; another app is another user', async () => {
    const first = await verify(t, 'onehik', signHandOff(SECRET, { email: email(), sub: 'person-42' }));
    expect(first.json().code).toBe(200);
    const user = await userOf('sign:onehik|person-42');
    expect(user).toBeTruthy();

    const again = await verify(t, 'onehik', signHandOff(SECRET, { email: email(), sub: 'person-42' }));
    expect(again.json().code).toBe(200);
    expect(await sessionsOf(user.id)).toBe(2);

    // Another app's subject is its own: "person-42" there is not our user.
    const other = await verify(t, 'other', signHandOff('other-secret', { email: email(), sub: 'person-42' }));
    expect(other.json().code).toBe(200);
    expect((await userOf('sign:other|person-42')).id).not.toBe(user.id);

    // A second person of the same app cannot claim the first one's e-mail.
    const clash = await verify(t, 'onehik', signHandOff(SECRET, { email: user.email!, sub: 'person-43' }));
    expect(clash.json()).toMatchObject({ code: 403 });
  });

  it('accepts both secrets of an app listed twice (rotation) and no third', async () => {
    for (const secret of ['new-secret', 'old-secret']) {
      const res = await verify(t, 'rotating', signHandOff(secret, { email: email() }));
      expect(res.json(), secret).toEqual({ code: 200, data: { verified: true }, message: 'success' });
      expect(cookieOf(res)).toBeTruthy();
    }
    const stale = await verify(t, 'rotating', signHandOff('retired-secret', { email: email() }));
    expect(stale.json()).toMatchObject({ code: 403, message: 'The signature does not verify' });
  });
});
