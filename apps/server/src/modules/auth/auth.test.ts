import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStates, sessions, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { browser, csrfOf, pathOf, signIn } from '../idp/idp.test-helpers';
import { createAccount } from '../idp/idp.service';
import { mailLinks } from '../../platform/mail-console';
import { latestMailTo } from '../../platform/mail-outbox';
import { LEARNER, login, loginAgain, startLogin } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('single sign-on through the embedded provider', () => {
  it('signs in from a protected page and returns to it with a session', async () => {
    const b = browser(t.app);
    expect((await b.get('/api/user/sso/getUserInfo')).statusCode).toBe(401);
    const { done } = await login(b, '/eu/my-learning/edit?tab=2');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/eu/my-learning/edit?tab=2');
    const cookie = (done.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).find((c) => c.name === 'credo_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const me = await b.get('/api/user/sso/getUserInfo');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: LEARNER.email, firstName: 'Ada', lastName: 'Lovelace' });
    // The user is created from the ID token, on the site the target belongs to.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, LEARNER.email));
    expect(row.siteId).toBe(21);
    expect(row.subject).toMatch(/\/idp\|\d+$/);
  });

  it('refuses a replayed callback: the state is single use', async () => {
    const b = browser(t.app);
    const { callbackPath } = await login(b, '/');
    const before = (await t.database.db.select().from(sessions)).length;
    const replay = await browser(t.app).get(callbackPath);
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toMatch(/^\/api\/user\/sso\/login/);
    expect((await t.database.db.select().from(sessions)).length).toBe(before);
  });

  it('starts one session when two callbacks with the same state race', async () => {
    const b = browser(t.app);
    const uid = await startLogin(b, '/');
    const { callback } = await signIn(b, uid, LEARNER.email, LEARNER.password);
    const before = (await t.database.db.select().from(sessions)).length;
    const results = await Promise.all([b.get(pathOf(callback!.href)), b.get(pathOf(callback!.href))]);
    const withSession = results.filter((r) => (r.cookies as { name: string }[]).some((c) => c.name === 'credo_sid'));
    expect(withSession).toHaveLength(1);
    expect((await t.database.db.select().from(sessions)).length).toBe(before + 1);
  });

  it('gives a new session id at each sign-in and revokes the previous one', async () => {
    const b = browser(t.app);
    await login(b, '/');
    const first = b.jar.get('credo_sid');
    // Second time the provider still knows the browser (single sign-on): no form, straight back.
    const res = await loginAgain(b, '/news');
    expect(res.headers.location).toBe('/news');
    const second = b.jar.get('credo_sid');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const stale = await t.app.inject({ method: 'GET', url: '/api/user/sso/getUserInfo', headers: { cookie: `credo_sid=${first}` } });
    expect(stale.statusCode).toBe(401);
  });
});

describe('the language of the provider pages', () => {
  const localeOf = async (target: string, headers: Record<string, string> = {}) => {
    const b = browser(t.app);
    const page = await b.get(`/api/user/sso/login?target=${encodeURIComponent(target)}`, headers);
    return new URL(String(page.headers.location)).searchParams.get('ui_locales');
  };

  it("follows the site of the target, and the visitor's language cookie before it", async () => {
    expect(await localeOf('/my-learning/edit')).toBe('en');
    expect(await localeOf('/ar/mobile/my-learning/edit')).toBe('ar');
    expect(await localeOf('/ar/my-learning', { cookie: 'languageCheckedId=1' })).toBe('en');
  });
});

describe("a new user's stored language", () => {
  it('is the base language of the site they signed up on, not the default one', async () => {
    const who = { email: 'new.arabic@example.test', password: 'Correct-Horse-42' };
    await createAccount(t.app.db, { ...who, firstName: 'Nadia', lastName: 'Haddad', verified: true });
    const { done } = await login(browser(t.app), '/ar/my-learning', who);
    expect(done.headers.location).toBe('/ar/my-learning');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, who.email));
    expect(row.siteId).toBe(17);
    expect(row.languageId).toBe(2);
  });
});

describe('password reset at the provider', () => {
  it('ends the site sessions of that account too', async () => {
    // Its own account: the other tests here keep signing in with the demo learner's password.
    const who = { email: 'forgetful@example.test', password: 'Correct-Horse-42' };
    await createAccount(t.app.db, { ...who, firstName: 'Forget', lastName: 'Ful', verified: true });
    const b = browser(t.app);
    await login(b, '/', who);
    expect((await b.get('/api/user/sso/getUserInfo')).statusCode).toBe(200);
    const other = browser(t.app);
    const forgot = await other.get('/idp/account/forgot');
    await other.post('/idp/account/forgot', { _csrf: csrfOf(forgot.body), email: who.email });
    const mail = await latestMailTo(t.database.db, who.email);
    const link = mailLinks(mail!).find((l) => l.includes('/idp/account/reset'))!;
    const form = await other.get(pathOf(link));
    const token = new URL(link).searchParams.get('token')!;
    const done = await other.post('/idp/account/reset', { _csrf: csrfOf(form.body), token, password: 'A-new-passw0rd!', confirm: 'A-new-passw0rd!' });
    expect(done.statusCode).toBe(200);
    expect((await b.get('/api/user/sso/getUserInfo')).statusCode).toBe(401);
  });
});

describe('CSRF: state-changing requests with the session cookie must come from this origin', () => {
  it('refuses a cross-site or origin-less POST and accepts a same-origin one', async () => {
    const b = browser(t.app);
    await login(b, '/');
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/updateLanguageId',
        headers: { host: 'localhost:3000', cookie: b.jar.header(), ...headers },
        payload: { languageId: 1 },
      });
    const evil = await send({ origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe(403);
    expect((await send({})).statusCode).toBe(403);
    expect((await send({ referer: 'http://evil.example/page' })).statusCode).toBe(403);
    const good = await send({ origin: 'http://localhost:3000' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ code: 200, data: true });
  });

  it('keeps login attempts in flight no longer than ten minutes', async () => {
    const b = browser(t.app);
    await startLogin(b, '/faq');
    const [row] = await t.database.db.select().from(loginStates).where(eq(loginStates.target, '/faq'));
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });
});
