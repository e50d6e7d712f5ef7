import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStates, sessions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { browser, pathOf } from '../idp/idp.test-helpers';
import { createAccount } from '../idp/idp.service';
import { callbackOf, LEARNER, login } from './auth.test-helpers';
import { LOGIN_BINDING_COOKIE } from './login-binding';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createAccount(t.app.db, { ...ATTACKER, firstName: 'Mallory', lastName: 'Attacker', verified: true });
});
afterAll(() => t.close());

const ATTACKER = { email: 'mallory@example.test', password: 'Attacker-pass-42' };
const sessionCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n;
type Cookie = { name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string; maxAge?: number; expires?: Date };
const cookieOf = (res: { cookies: unknown }, name: string) => (res.cookies as Cookie[]).find((c) => c.name === name);

describe('login CSRF: a sign-in finishes only in the browser that started it', () => {
  it('binds the state to a short-lived HttpOnly cookie scoped to the callback, whose hash is the state', async () => {
    const b = browser(t.app);
    const start = await b.get('/api/user/sso/login?target=%2Ffaq');
    const cookie = cookieOf(start, LOGIN_BINDING_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/user/sso/callback', maxAge: 600 });
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    expect(state).toBe(createHash('sha256').update(cookie!.value).digest('base64url'));
    // Neither the URL nor the database holds the cookie's value, only its hash.
    expect(state).not.toContain(cookie!.value);
    const [row] = await t.database.db.select().from(loginStates).where(eq(loginStates.state, state));
    expect(row.target).toBe('/faq');
  });

  it("refuses the attacker's callback opened in a victim's browser: no session, a page to start again", async () => {
    const attacker = browser(t.app);
    const callbackPath = await callbackOf(attacker, '/my-learning', ATTACKER);
    const before = await sessionCount();

    const victim = browser(t.app);
    const res = await victim.get(callbackPath);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('href="/user/sso/login?target=%2Fmy-learning"');
    expect(cookieOf(res, 'credo_sid')).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    expect((await victim.get('/api/user/sso/getUserInfo')).statusCode).toBe(401);
    // The state was tried once: the attacker cannot use it afterwards either.
    const late = await attacker.get(callbackPath);
    expect(late.headers.location).toMatch(/^\/api\/user\/sso\/login/);
    expect(await sessionCount()).toBe(before);
  });

  it("refuses it with another sign-in's binding cookie, and a signed-in victim stays who they are", async () => {
    const victim = browser(t.app);
    await login(victim, '/');
    // The victim has a sign-in of their own in flight: a binding cookie, but not the attacker's.
    await victim.get('/api/user/sso/login?target=%2F');
    expect(victim.jar.get(LOGIN_BINDING_COOKIE)).toBeTruthy();
    const callbackPath = await callbackOf(browser(t.app), '/', ATTACKER);
    const before = await sessionCount();

    const res = await victim.get(callbackPath);
    expect(res.statusCode).toBe(403);
    expect(cookieOf(res, 'credo_sid')).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    const me = await victim.get('/api/user/sso/getUserInfo');
    expect(me.json().data.email).toBe(LEARNER.email);
  });

  it('refuses a callback that presents a forged binding cookie', async () => {
    const callbackPath = await callbackOf(browser(t.app), '/', ATTACKER);
    const state = new URL(callbackPath, 'http://x').searchParams.get('state')!;
    const before = await sessionCount();
    for (const forged of [state, 'A'.repeat(43), '']) {
      const res = await t.app.inject({ method: 'GET', url: callbackPath, headers: { host: 'localhost:3000', cookie: `${LOGIN_BINDING_COOKIE}=${forged}` } });
      expect(cookieOf(res, 'credo_sid')).toBeUndefined();
    }
    expect(await sessionCount()).toBe(before);
  });

  it('finishes in the browser that started it and clears the binding cookie', async () => {
    const b = browser(t.app);
    const before = await sessionCount();
    const { done } = await login(b, '/news');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/news');
    expect(cookieOf(done, 'credo_sid')).toBeTruthy();
    const cleared = cookieOf(done, LOGIN_BINDING_COOKIE)!;
    expect(cleared.path).toBe('/api/user/sso/callback');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    expect(b.jar.get(LOGIN_BINDING_COOKIE)).toBeUndefined();
    expect(await sessionCount()).toBe(before + 1);
    expect(pathOf(String(done.headers.location))).toBe('/news');
  });
});
