import { createPublicKey, verify as verifySignature, type JsonWebKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { idpAccounts, idpPayloads } from '../../db/schema/index';
import { authorize, browser, decodeJwt, pathOf, signIn, type Browser } from './idp.test-helpers';
import { createAccount, deleteAccount, embeddedClient } from './idp.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ tenantHosts: { 'thermal.example.test': 'micro' } });
});
afterAll(() => t.close());

const ISSUER = 'http://localhost:3000/idp';

async function exchange(b: Browser, code: string, verifier: string, redirectUri = 'http://localhost:3000/api/user/sso/callback') {
  const client = await embeddedClient(t.database.db);
  return b.post('/idp/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
}

describe('discovery', () => {
  it('answers the issuer under /idp with code + PKCE S256 only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe(ISSUER);
    expect(doc.authorization_endpoint).toBe(`${ISSUER}/auth`);
    expect(doc.token_endpoint).toBe(`${ISSUER}/token`);
    expect(doc.end_session_endpoint).toBe(`${ISSUER}/session/end`);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'email_verified', 'given_name', 'family_name', 'name', 'locale', 'role']));
  });

  it('gives the embedded client to the relying party', async () => {
    const client = await embeddedClient(t.database.db);
    expect(client).toMatchObject({ clientId: 'credo-web', issuer: ISSUER });
    expect(client.clientSecret.length).toBeGreaterThanOrEqual(40);
    expect((await embeddedClient(t.database.db)).clientSecret).toBe(client.clientSecret);
  });
});

describe('authorization code + PKCE', () => {
  it('signs in, skips consent for the first-party client and issues an ID token with the profile claims', async () => {
    const b = browser(t.app);
    const auth = await authorize(b, { state: 'st-1', nonce: 'n-1' });
    expect(auth.res.statusCode).toBe(303);
    expect(auth.uid).toMatch(/^[\w-]+$/);

    const { callback } = await signIn(b, auth.uid, 'Learner@Credo.test', 'Learner!2026');
    expect(callback?.origin + callback!.pathname).toBe('http://localhost:3000/api/user/sso/callback');
    expect(callback!.searchParams.get('state')).toBe('st-1');
    expect(callback!.searchParams.get('iss')).toBe(ISSUER);
    const code = callback!.searchParams.get('code')!;

    const token = await exchange(b, code, auth.verifier);
    expect(token.statusCode).toBe(200);
    const { id_token: idToken, access_token: accessToken } = token.json();
    const claims = decodeJwt(idToken);
    const [account] = await t.database.db.select().from(idpAccounts).where(eq(idpAccounts.email, 'learner@credo.test'));
    expect(claims).toMatchObject({
      iss: ISSUER,
      aud: 'credo-web',
      sub: String(account.id),
      nonce: 'n-1',
      email: 'learner@credo.test',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
      locale: 'en',
      role: 'learner',
    });

    // RS256 signature checks out against the published key set.
    const [header, payload, signature] = String(idToken).split('.');
    const jwks = (await t.app.inject({ method: 'GET', url: '/idp/jwks', headers: { host: 'localhost:3000' } })).json();
    const { kid, alg } = JSON.parse(Buffer.from(header, 'base64url').toString());
    expect(alg).toBe('RS256');
    const jwk = jwks.keys.find((k: { kid: string }) => k.kid === kid) as JsonWebKey;
    expect(jwk.d).toBeUndefined();
    const ok = verifySignature(
      'RSA-SHA256',
      Buffer.from(`${header}.${payload}`),
      createPublicKey({ key: jwk, format: 'jwk' }),
      Buffer.from(signature, 'base64url'),
    );
    expect(ok).toBe(true);

    const userinfo = await t.app.inject({ method: 'GET', url: '/idp/me', headers: { host: 'localhost:3000', authorization: `Bearer ${accessToken}` } });
    expect(userinfo.json()).toMatchObject({ sub: String(account.id), email: 'learner@credo.test', role: 'learner' });

    // The code works once.
    expect((await exchange(b, code, auth.verifier)).json().error).toBe('invalid_grant');
  });

  it('refuses the token exchange without the right PKCE verifier', async () => {
    const b = browser(t.app);
    const auth = await authorize(b);
    const { callback } = await signIn(b, auth.uid, 'learner2@credo.test', 'Learner2!2026');
    const res = await exchange(b, callback!.searchParams.get('code')!, 'x'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });

  it('requires PKCE', async () => {
    const b = browser(t.app);
    const res = await b.get(
      '/idp/auth?client_id=credo-web&response_type=code&scope=openid&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fapi%2Fuser%2Fsso%2Fcallback&state=s',
    );
    expect(res.statusCode).toBe(303);
    const to = new URL(String(res.headers.location));
    expect(to.searchParams.get('error')).toBe('invalid_request');
    expect(to.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('reuses the provider session: a second authorization needs no password', async () => {
    const b = browser(t.app);
    const first = await authorize(b);
    await signIn(b, first.uid, 'learner@credo.test', 'Learner!2026');
    const second = await authorize(b, { redirectUri: 'http://micro.localhost:5173/api/user/sso/callback' });
    expect(second.res.statusCode).toBe(303);
    expect(second.location).toMatch(/^http:\/\/micro\.localhost:5173\/api\/user\/sso\/callback\?code=/);
  });

  it('accepts the callback on every tenant host and port, and nothing else', async () => {
    const b = browser(t.app);
    for (const uri of [
      'http://robot.localhost:3000/api/user/sso/callback',
      'https://thermal.example.test/api/user/sso/callback',
      'http://127.0.0.1:8080/api/user/sso/callback',
    ]) {
      expect((await authorize(b, { redirectUri: uri })).uid, uri).not.toBe('');
    }
    for (const uri of [
      'http://evil.example.com/api/user/sso/callback',
      'http://localhost:3000/api/other',
      'http://localhost:3000/api/user/sso/callback?x=1',
      'javascript:alert(1)',
    ]) {
      const res = (await authorize(b, { redirectUri: uri })).res;
      expect(res.statusCode, uri).toBe(400);
      expect(res.headers.location, uri).toBeUndefined();
      expect(res.body).toContain('redirect_uri');
    }
  });
});

describe('with openid-client (the relying party library)', () => {
  it('discovers, authorizes with PKCE, and validates the ID token (client_secret_post)', async () => {
    const client = await embeddedClient(t.database.db);
    const inProcess: oidc.CustomFetch = async (url, options) => {
      const u = new URL(url);
      // openid-client hands URLSearchParams bodies: they must go over the wire as a string.
      const res = await t.app.inject({
        method: options.method as 'GET' | 'POST',
        url: u.pathname + u.search,
        headers: { ...(options.headers as Record<string, string>), host: u.host },
        payload: options.body == null ? undefined : String(options.body),
      });
      const headers = new Headers();
      for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
      return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
    };
    const config = await oidc.discovery(new URL(client.issuer), client.clientId, client.clientSecret, undefined, {
      execute: [oidc.allowInsecureRequests],
      [oidc.customFetch]: inProcess,
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: 'http://robot.localhost:3000/api/user/sso/callback',
      scope: 'openid email profile',
      state: 's-rp',
      nonce: 'n-rp',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ui_locales: 'de',
    });
    const b = browser(t.app);
    const auth = await b.get(url.pathname + url.search);
    const uid = /interaction\/([\w-]+)/.exec(String(auth.headers.location))![1];
    expect((await b.get(`/idp/interaction/${uid}`)).body).toContain('<html lang="de"');
    const { callback } = await signIn(b, uid, 'learner2@credo.test', 'Learner2!2026');
    const tokens = await oidc.authorizationCodeGrant(config, callback!, {
      pkceCodeVerifier: verifier,
      expectedState: 's-rp',
      expectedNonce: 'n-rp',
      idTokenExpected: true,
    });
    expect(tokens.claims()).toMatchObject({ iss: ISSUER, email: 'learner2@credo.test', given_name: 'Alan', family_name: 'Turing', role: 'learner' });
  });
});

describe('RP-initiated logout', () => {
  async function signedIn() {
    const b = browser(t.app);
    const auth = await authorize(b);
    const { callback } = await signIn(b, auth.uid, 'staff@credo.test', 'Staff!2026');
    const idToken = (await exchange(b, callback!.searchParams.get('code')!, auth.verifier)).json().id_token as string;
    expect(decodeJwt(idToken).role).toBe('staff');
    return { b, idToken };
  }

  it('signs out with the id_token_hint and returns to a page of a known host', async () => {
    const { b, idToken } = await signedIn();
    const end = await b.get(
      `/idp/session/end?${new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: 'http://micro.localhost:3000/courses' })}`,
    );
    expect(end.statusCode).toBe(200);
    expect(end.headers['content-type']).toMatch(/text\/html/);
    expect(end.body).toContain('data-autosubmit="logout-yes"');
    expect(end.body).toContain('Credo Thermal');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(end.body)![1];
    const confirm = await b.post(/action="([^"]+)"/.exec(end.body)![1], { xsrf, logout: 'yes' });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('http://micro.localhost:3000/courses');
    // The provider session is gone: the next authorization asks for the password again.
    expect((await authorize(b)).uid).not.toBe('');
  });

  it('refuses a post-logout redirect to an unknown host', async () => {
    const { b, idToken } = await signedIn();
    const end = await b.get(`/idp/session/end?${new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: 'https://evil.example.com/' })}`);
    expect(end.statusCode).toBe(400);
    expect(end.body).toContain('post_logout_redirect_uri');
  });
});

describe('deleteAccount', () => {
  it('anonymises the account and destroys its sessions and grants', async () => {
    const account = await createAccount(t.database.db, {
      email: 'gone@credo.test',
      password: 'Gone-password-1',
      firstName: 'Gone',
      lastName: 'Soon',
      verified: true,
    });
    const b = browser(t.app);
    const auth = await authorize(b);
    const { callback } = await signIn(b, auth.uid, 'gone@credo.test', 'Gone-password-1');
    expect(callback).toBeDefined();
    const held = () =>
      t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(idpPayloads)
        .where(sql`${idpPayloads.payload}->>'accountId' = ${String(account.id)}`);
    expect((await held())[0].n).toBeGreaterThan(0);

    await t.database.db.transaction((tx) => deleteAccount(tx, account.id));
    const [row] = await t.database.db.select().from(idpAccounts).where(eq(idpAccounts.id, account.id));
    expect(row).toMatchObject({ email: `deleted-${account.id}@invalid`, passwordHash: null, firstName: null, lastName: null });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect((await held())[0].n).toBe(0);

    const again = await authorize(b);
    expect(again.uid).not.toBe('');
    const { res } = await signIn(b, again.uid, 'gone@credo.test', 'Gone-password-1');
    expect(res.statusCode).toBe(401);
  });
});

describe('mounting', () => {
  it('sends our own pages the form parser and the provider the raw body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/idp/assets/idp.js', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(pathOf('http://localhost:3000/idp/x?y=1')).toBe('/idp/x?y=1');
  });

  it('sets a CSP whose form-action allows the tenant hosts (the post-login redirect goes there)', async () => {
    const b = browser(t.app);
    const auth = await authorize(b);
    const page = await b.get(`/idp/interaction/${auth.uid}`);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/form-action 'self' .*http:\/\/micro\.localhost:\*/);
    expect(page.body).not.toMatch(/<script>/);
  });
});
