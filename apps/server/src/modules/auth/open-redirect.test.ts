import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStates } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { browser } from '../idp/idp.test-helpers';
import { fromAddress, login, loginAgain, postLogout } from './auth.test-helpers';
import { HOSTILE_TARGETS, LOOKALIKE_TARGETS, staysLocal } from './hostile-targets.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// What fits the routes' 2000-character limit (a longer target is a 400 before any redirect).
const TABLE = HOSTILE_TARGETS.filter((target) => target.length <= 2000);
/** A new client address per sign-in of a loop (the sign-in routes allow 30 a minute per address). */
let nextAddress = 0;
const address = () => `10.13.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;

describe('no open redirect through sign-in and sign-out (hostile target table)', () => {
  it('stores "/" as the target of a hostile sign-in start', async () => {
    const start = await browser(t.app).get(`/user/sso/login?target=${encodeURIComponent('/.//evil.example')}`);
    const api = await browser(t.app).get(String(start.headers.location));
    const state = new URL(String(api.headers.location)).searchParams.get('state')!;
    const [row] = await t.database.db.select().from(loginStates).where(eq(loginStates.state, state));
    expect(row.target).toBe('/');
  });

  it('sends the browser home after a real sign-in, for every hostile target', async () => {
    const b = browser(t.app);
    await login(b, '/');
    const offSite: string[] = [];
    for (const target of TABLE) {
      const done = await loginAgain(fromAddress(t.app, b, address()), target);
      expect(done.statusCode).toBe(302);
      if (done.headers.location !== '/') offSite.push(`${JSON.stringify(target)} -> ${done.headers.location}`);
    }
    expect(offSite).toEqual([]);
    for (const target of LOOKALIKE_TARGETS) {
      expect(staysLocal(String((await loginAgain(fromAddress(t.app, b, address()), target)).headers.location))).toBe(true);
    }
  });

  it('sends the browser home after sign-out, for every hostile target, signed in or not', async () => {
    const b = browser(t.app);
    await login(b, '/');
    const offSite: string[] = [];
    for (const target of TABLE) {
      // Signed out already: straight to the target, by the page route's GET and by the POST.
      const page = await browser(t.app).get(`/user/sso/logout?target=${encodeURIComponent(target)}`);
      const viaGet = await browser(t.app).get(String(page.headers.location));
      const viaPost = await postLogout(t.app, '', target);
      for (const res of [viaGet, viaPost]) if (res.headers.location !== '/') offSite.push(`${JSON.stringify(target)} -> ${res.headers.location}`);
      // Signed in: the provider returns to this origin's home.
      await loginAgain(fromAddress(t.app, b, address()), '/');
      const out = await postLogout(t.app, b.jar.header(), target);
      const back = new URL(String(out.headers.location)).searchParams.get('post_logout_redirect_uri');
      if (back !== 'http://localhost:3000/') offSite.push(`${JSON.stringify(target)} -> provider -> ${back}`);
    }
    expect(offSite).toEqual([]);
  });

  it('the confirm page carries only the safe target', async () => {
    const b = browser(t.app);
    await login(b, '/');
    const page = await b.get(`/api/user/sso/logout?target=${encodeURIComponent('/..//evil.example')}`);
    expect(page.body).toContain('<input type="hidden" name="target" value="/">');
    expect(page.body).not.toContain('evil.example');
  });
});
