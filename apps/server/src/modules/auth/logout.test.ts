import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { browser, type Browser } from '../idp/idp.test-helpers';
import { createAccount } from '../idp/idp.service';
import { login, postLogout } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signedIn = async (opts: { host?: string } = {}, who?: { email: string; password: string }) => {
  const b = browser(t.app, opts);
  await login(b, '/', who);
  expect((await b.get('/api/user/sso/getUserInfo')).statusCode).toBe(200);
  return b;
};
const stillSignedIn = async (b: Browser) => (await b.get('/api/user/sso/getUserInfo')).statusCode === 200;

describe('sign-out is a same-origin POST', () => {
  it('a cross-site GET (link, image) no longer signs out: it shows a confirm page whose button posts', async () => {
    const b = await signedIn();
    const page = await b.get('/user/sso/logout?target=%2Feu%2F', { referer: 'https://evil.example/' });
    expect(page.statusCode).toBe(302);
    const confirm = await b.get(String(page.headers.location), { referer: 'https://evil.example/', accept: 'image/*' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['content-type']).toMatch(/text\/html/);
    expect(confirm.headers['cache-control']).toBe('no-store');
    expect(confirm.body).toContain('<form method="post" action="/api/user/sso/logout"');
    expect(confirm.body).toContain('<input type="hidden" name="target" value="/eu/">');
    expect(confirm.body).toContain('Yes, sign me out');
    expect(confirm.body).toMatch(/<a class="btn btn-secondary" href="\/eu\/">No, stay signed in<\/a>/);
    expect(await stillSignedIn(b)).toBe(true);
  });

  it("shows the confirm page in the visitor's language, and sends a visitor without a session straight on", async () => {
    const b = await signedIn();
    const arabic = await b.get('/api/user/sso/logout?target=%2Far%2Fmy-learning');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('نعم، سجّل خروجي');
    const visitor = await browser(t.app).get('/api/user/sso/logout?target=%2Ffaq');
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/faq');
  });

  it('a same-origin POST ends the session here and at the provider, then protected calls answer 401', async () => {
    const b = await signedIn();
    const sid = b.jar.get('credo_sid')!;
    const out = await postLogout(t.app, b.jar.header(), '/eu/');
    expect(out.statusCode).toBe(303);
    const end = new URL(String(out.headers.location));
    expect(end.origin).toBe('http://localhost:3000');
    expect(end.pathname).toMatch(/^\/idp\/session\/end/);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/eu/');
    expect(end.searchParams.get('id_token_hint')).toBeTruthy();
    expect((out.cookies as { name: string; value: string }[]).find((c) => c.name === 'credo_sid')?.value).toBe('');
    const stale = await t.app.inject({ method: 'GET', url: '/api/user/sso/getUserInfo', headers: { cookie: `credo_sid=${sid}` } });
    expect(stale.statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, createHash('sha256').update(sid).digest('base64url')));
    expect(row.revokedAt).toBeInstanceOf(Date);
  });

  it("answers the web app's JSON POST with where to go next, and ends the session", async () => {
    const b = await signedIn();
    const send = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/sso/logout',
        headers: { host: 'localhost:3000', origin, cookie: b.jar.header(), 'content-type': 'application/json' },
        payload: { siteId: 1, languageId: 1, target: '/.//evil.example' },
      });
    expect((await send('https://evil.example')).statusCode).toBe(403);
    expect(await stillSignedIn(b)).toBe(true);
    const out = await send('http://localhost:3000');
    expect(out.statusCode).toBe(200);
    const { code, data } = out.json() as { code: number; data: { logoutUrl: string } };
    expect(code).toBe(200);
    const end = new URL(data.logoutUrl);
    expect(end.pathname).toMatch(/^\/idp\/session\/end/);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/');
    expect(await stillSignedIn(b)).toBe(false);
  });

  it('passes a POST to the page route /user/sso/logout on to the API with its method (307)', async () => {
    const b = await signedIn();
    const page = await t.app.inject({
      method: 'POST',
      url: '/user/sso/logout?target=%2Feu',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie: b.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(page.statusCode).toBe(307);
    expect(page.headers.location).toBe('/api/user/sso/logout?target=%2Feu');
    const out = await t.app.inject({
      method: 'POST',
      url: String(page.headers.location),
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie: b.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(new URL(String(out.headers.location)).searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/eu');
    expect(await stillSignedIn(b)).toBe(false);
  });

  it('refuses a cross-origin or origin-less POST, with or without a session, and the session stays', async () => {
    const b = await signedIn();
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { referer: 'https://evil.example/x' }, {}];
    for (const headers of foreign) {
      const res = await postLogout(t.app, b.jar.header(), '/', headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(403);
    }
    const anonymous = await postLogout(t.app, '', '/', { origin: 'https://evil.example' });
    expect(anonymous.statusCode).toBe(403);
    expect(await stillSignedIn(b)).toBe(true);
  });

  it('on a tenant host whose provider is on another origin, answers a page that moves on instead of a redirect', async () => {
    // A redirect after the form post would be blocked by the page's CSP form-action 'self'.
    const who = { email: 'thermal.learner@example.test', password: 'Correct-Horse-42' };
    await createAccount(t.app.db, { ...who, firstName: 'Tess', lastName: 'Thermal', verified: true });
    const b = await signedIn({ host: 'micro.localhost:3000' }, who);
    const out = await postLogout(t.app, b.jar.header(), '/courses', { host: 'micro.localhost:3000', origin: 'http://micro.localhost:3000' });
    expect(out.statusCode).toBe(200);
    const refresh = /^0; url=(.+)$/.exec(String(out.headers.refresh))![1];
    const end = new URL(refresh);
    expect(end.origin).toBe('http://localhost:3000');
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe('http://micro.localhost:3000/courses');
    expect(out.body).toContain(`href="${refresh.replaceAll('&', '&amp;')}"`);
    expect(out.body).toContain('Credo Thermal');
    expect(await stillSignedIn(b)).toBe(false);
  });
});

describe('with an external identity provider', () => {
  it("still serves the confirm page's script (/idp/assets/idp.js), which the shared page layout references", async () => {
    const external = await buildTestApp({ oidc: { issuer: 'https://login.example.test', clientId: 'credo', clientSecret: 'external-secret' } });
    try {
      const confirm = await external.app.inject({ method: 'GET', url: '/api/user/sso/logout?target=%2Ffaq', headers: { host: 'localhost:3000' } });
      const script = await external.app.inject({ method: 'GET', url: '/idp/assets/idp.js', headers: { host: 'localhost:3000' } });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
      // The provider's own pages are not mounted: only the asset is.
      expect((await external.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' })).statusCode).toBe(404);
      expect(confirm.statusCode).not.toBe(500);
    } finally {
      await external.close();
    }
  });
});
