import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { SESSION_COOKIE, SESSION_IDLE_MS, SIGNED_IN_HINT_COOKIE } from '../../platform/session';
import { browser } from '../idp/idp.test-helpers';
import { callbackOf, login, loginAgain, postLogout } from './auth.test-helpers';

/**
 * The readable signed-in hint (decision 0029) is written and cleared with the session cookie, so
 * the web app can skip getUserInfo for a visitor; it never decides anything on the server.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type SetCookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; maxAge?: number; secure?: boolean };
const cookiesOf = (res: LightMyRequestResponse) => res.cookies as SetCookie[];
/** The cookie a browser keeps: the last Set-Cookie of that name (an answer must not carry two). */
const cookieOf = (res: LightMyRequestResponse, name: string) => {
  const all = cookiesOf(res).filter((c) => c.name === name);
  expect(all.length, `Set-Cookie ${name}`).toBeLessThanOrEqual(1);
  return all.at(-1);
};
/** Both cookies cleared: empty, expired at once. */
const expectCleared = (res: LightMyRequestResponse) => {
  for (const name of [SESSION_COOKIE, SIGNED_IN_HINT_COOKIE]) expect(cookieOf(res, name), name).toMatchObject({ value: '', maxAge: 0, path: '/' });
};
const userInfo = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/sso/getUserInfo', headers: { cookie } });

describe('the signed-in hint cookie', () => {
  it('is set with the session at sign-in: readable, no data, the session cookie’s path, SameSite and lifetime', async () => {
    const b = browser(t.app);
    const { done } = await login(b, '/');
    const session = cookieOf(done, SESSION_COOKIE)!;
    const hint = cookieOf(done, SIGNED_IN_HINT_COOKIE)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_IDLE_MS / 1000 });
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: SESSION_IDLE_MS / 1000 });
    expect(hint.httpOnly).toBeFalsy();
    expect(hint.secure).toBe(session.secure);
    // A signed-in request with both cookies rewrites neither.
    const me = await b.get('/api/user/sso/getUserInfo');
    expect(me.statusCode).toBe(200);
    expect(cookiesOf(me)).toEqual([]);
  });

  it('is set again at every sign-in (a new session id)', async () => {
    const b = browser(t.app);
    await login(b, '/');
    const first = b.jar.get(SESSION_COOKIE)!;
    const again = await loginAgain(b, '/news');
    expect(cookieOf(again, SESSION_COOKIE)?.value).toMatch(/^[\w-]{43}$/);
    expect(cookieOf(again, SESSION_COOKIE)?.value).not.toBe(first);
    expect(cookieOf(again, SIGNED_IN_HINT_COOKIE)?.value).toBe('1');
  });

  it('a sign-in that arrives with a dead session cookie sets the new cookies, not the clearing', async () => {
    const b = browser(t.app);
    const callbackPath = await callbackOf(b, '/');
    const dead = `${SESSION_COOKIE}=${'d'.repeat(43)}; ${SIGNED_IN_HINT_COOKIE}=1`;
    const done = await t.app.inject({ method: 'GET', url: callbackPath, headers: { host: 'localhost:3000', cookie: `${b.jar.header()}; ${dead}` } });
    expect(done.statusCode).toBe(302);
    const sid = cookieOf(done, SESSION_COOKIE)?.value;
    expect(sid).toMatch(/^[\w-]{43}$/);
    expect(cookieOf(done, SIGNED_IN_HINT_COOKIE)?.value).toBe('1');
    expect((await userInfo(`${SESSION_COOKIE}=${sid}`)).statusCode).toBe(200);
  });

  it('is cleared with the session cookie at sign-out', async () => {
    const b = browser(t.app);
    await login(b, '/');
    expect(b.jar.get(SIGNED_IN_HINT_COOKIE)).toBe('1');
    const out = await postLogout(t.app, b.jar.header(), '/');
    expect(out.statusCode).toBe(303);
    expectCleared(out);
  });

  it('is cleared, with the session cookie, by the 401 that a revoked session gets', async () => {
    const b = browser(t.app);
    await login(b, '/');
    const stale = b.jar.header();
    // Signed out from another tab of the same browser: this request still carries the old cookies.
    await postLogout(t.app, stale, '/');
    const res = await userInfo(stale);
    expect(res.statusCode).toBe(401);
    expectCleared(res);
  });

  it('is cleared when every session of the user ends elsewhere (account deletion, password reset)', async () => {
    const me = await signIn(t);
    const cookie = `${me.cookie}; ${SIGNED_IN_HINT_COOKIE}=1`;
    expect((await userInfo(cookie)).statusCode).toBe(200);
    await t.app.sessions.revokeUser(me.user.id);
    const res = await userInfo(cookie);
    expect(res.statusCode).toBe(401);
    expectCleared(res);
  });

  it('is cleared for a session cookie that is no token, and for a hint without a session cookie', async () => {
    const malformed = await userInfo(`${SESSION_COOKIE}=not-a-token; ${SIGNED_IN_HINT_COOKIE}=1`);
    expect(malformed.statusCode).toBe(401);
    expectCleared(malformed);
    const orphan = await userInfo(`${SIGNED_IN_HINT_COOKIE}=1`);
    expect(orphan.statusCode).toBe(401);
    expect(cookieOf(orphan, SIGNED_IN_HINT_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('grants nothing: a hint alone is a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getUserById?id=1', headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` } });
    expect(res.statusCode).toBe(401);
  });

  it('comes back for a live session that lacks it (a session started before the hint existed)', async () => {
    const me = await signIn(t);
    const res = await userInfo(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res, SIGNED_IN_HINT_COOKIE)).toMatchObject({ value: '1', path: '/', maxAge: SESSION_IDLE_MS / 1000 });
    expect(cookieOf(res, SESSION_COOKIE)).toBeUndefined();
  });

  it('is never written into an answer a shared cache may keep (Cache-Control: public)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { cookie: `${SESSION_COOKIE}=not-a-token; ${SIGNED_IN_HINT_COOKIE}=1` } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['cache-control'])).toMatch(/public/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
