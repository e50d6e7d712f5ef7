import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_STATE_TTL_MS } from './auth.repo';

/**
 * Login CSRF defence: a sign-in attempt belongs to the browser that started it.
 *
 * /api/user/sso/login draws a random binding value, keeps it in a short-lived HttpOnly cookie
 * scoped to the callback path, and uses its SHA-256 as the OpenID Connect `state`. The callback
 * accepts a state only from the browser that holds its preimage: an attacker's callback URL
 * (their state and code) opened in a victim's browser finds no matching cookie and starts no
 * session. The cookie is never readable from the URL or the database (both only see the hash).
 */
export const LOGIN_BINDING_COOKIE = 'credo_login';
export const CALLBACK_PATH = '/api/user/sso/callback';

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
const BINDING_PATTERN = /^[\w-]{43}$/;

/** A new binding value (for the cookie) and the state derived from it (for the provider and login_states). */
export function newLoginBinding(): { binding: string; state: string } {
  const binding = randomBytes(32).toString('base64url');
  return { binding, state: hash(binding) };
}

export function setLoginBindingCookie(reply: FastifyReply, binding: string, secure: boolean) {
  reply.setCookie(LOGIN_BINDING_COOKIE, binding, {
    path: CALLBACK_PATH,
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
    sameSite: 'lax',
    secure,
    maxAge: LOGIN_STATE_TTL_MS / 1000,
  });
}

export function clearLoginBindingCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(LOGIN_BINDING_COOKIE, { path: CALLBACK_PATH, httpOnly: true, sameSite: 'lax', secure });
}

/** True when this browser's binding cookie is the preimage of `state` (constant-time compare). */
export function isBoundToThisBrowser(req: FastifyRequest, state: string): boolean {
  const binding = req.cookies[LOGIN_BINDING_COOKIE];
  if (!binding || !BINDING_PATTERN.test(binding)) return false;
  const expected = Buffer.from(hash(binding));
  const given = Buffer.from(state);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
