import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
// Test code may drive another module's test helpers (eslint.config.js exempts tests and their helpers).
import { pathOf, signIn, type Browser } from '../idp/idp.test-helpers';

/**
 * The same browser (its cookies) seen from another address: loops of sign-ins stay under the
 * per-address sign-in rate limit, as many visitors would.
 */
export function fromAddress(app: FastifyInstance, b: Browser, ip: string, host = 'localhost:3000'): Browser {
  const headers = (extra?: Record<string, string>) => ({ host, cookie: b.jar.header(), ...extra });
  return {
    jar: b.jar,
    get: async (url, extra) => b.jar.take(await app.inject({ method: 'GET', url: pathOf(url), headers: headers(extra), remoteAddress: ip })),
    post: async (url, form, extra) =>
      b.jar.take(
        await app.inject({
          method: 'POST',
          url: pathOf(url),
          remoteAddress: ip,
          headers: headers({ 'content-type': 'application/x-www-form-urlencoded', ...extra }),
          payload: new URLSearchParams(form).toString(),
        }),
      ),
  };
}

export const LEARNER = { email: 'learner@credo.test', password: 'Learner!2026' };

/** Follows the relying party to the provider's sign-in page; answers the interaction uid. */
export async function startLogin(b: Browser, target: string) {
  const page = await b.get(`/user/sso/login?target=${encodeURIComponent(target)}`);
  expect(page.statusCode).toBe(302);
  const start = await b.get(String(page.headers.location));
  expect(start.statusCode).toBe(302);
  const authUrl = new URL(String(start.headers.location));
  expect(authUrl.pathname).toBe('/idp/auth');
  expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const auth = await b.get(pathOf(authUrl.href));
  const uid = /\/idp\/interaction\/([\w-]+)/.exec(String(auth.headers.location))?.[1];
  expect(uid).toBeTruthy();
  return uid!;
}

/** Signs in at the provider and stops before the callback: answers its path (state and code). */
export async function callbackOf(b: Browser, target: string, who: { email: string; password: string } = LEARNER) {
  const uid = await startLogin(b, target);
  const { callback } = await signIn(b, uid, who.email, who.password);
  expect(callback?.pathname).toBe('/api/user/sso/callback');
  return pathOf(callback!.href);
}

/** The whole sign-in: answers the callback path and the response that set the session. */
export async function login(b: Browser, target: string, who: { email: string; password: string } = LEARNER) {
  const callbackPath = await callbackOf(b, target, who);
  const done = await b.get(callbackPath);
  return { callbackPath, done };
}

/**
 * Signs in again with the provider session this browser already has (no form): follows the
 * redirects from the sign-in start through the callback; answers the callback's response.
 */
export async function loginAgain(b: Browser, target: string) {
  let path = `/api/user/sso/login?target=${encodeURIComponent(target)}`;
  for (let hops = 0; hops < 8; hops++) {
    const res = await b.get(path);
    if (path.startsWith('/api/user/sso/callback') || res.statusCode < 300 || res.statusCode >= 400) return res;
    path = pathOf(String(res.headers.location));
  }
  throw new Error('sign-in did not reach the callback');
}

/** A form post of the sign-out; from this origin unless `headers` says otherwise (they replace the Origin). */
export const postLogout = (app: FastifyInstance, cookie: string, target?: string, headers: Record<string, string> = { origin: 'http://localhost:3000' }) =>
  app.inject({
    method: 'POST',
    url: '/api/user/sso/logout',
    headers: { host: 'localhost:3000', cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: target === undefined ? '' : new URLSearchParams({ target }).toString(),
  });
