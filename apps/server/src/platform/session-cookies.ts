import { SIGNED_IN_HINT_COOKIE } from '@credo/contracts/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DAY_MS } from '@credo/contracts/durations';

export const SESSION_COOKIE = 'credo_sid';
/** Idle lifetime: each use moves the expiry this far ahead (sliding). */
export const SESSION_IDLE_MS = 7 * DAY_MS;
export { SIGNED_IN_HINT_COOKIE };

/**
 * The two cookies of a session, written and cleared together (decision 0029):
 * - `credo_sid`, HttpOnly: the random token, the only thing the server trusts;
 * - `credo_signed_in=1`, readable by the page: a hint that a session cookie is there, so the web
 *   app asks getUserInfo only then and a visitor's page makes no request that answers 401
 *   (Chromium logs every 4xx as a console error). It carries no secret and no user data, and it is
 *   NOT a security boundary: anyone can set it, and it grants nothing; the server decides every
 *   request by the session cookie alone. A wrong hint costs one 401, after which it is cleared.
 * Same path, SameSite, Secure and lifetime, so the hint lives exactly as long as the session cookie.
 */
const rules = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, secure });

export function setSessionCookies(reply: FastifyReply, token: string, secure: boolean): void {
  pendingRepairs.delete(reply.request);
  reply.setCookie(SESSION_COOKIE, token, { ...rules(secure), httpOnly: true, maxAge: SESSION_IDLE_MS / 1000 });
  setHint(reply, secure);
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  pendingRepairs.delete(reply.request);
  reply.clearCookie(SESSION_COOKIE, { ...rules(secure), httpOnly: true });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, rules(secure));
}

function setHint(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...rules(secure), httpOnly: false, maxAge: SESSION_IDLE_MS / 1000 });
}

/**
 * Cookies a request's answer should correct, found while reading its session:
 * - 'clear': a session cookie that no longer resolves (revoked, expired, deleted account, not a
 *   token), or a hint without a session cookie: both go, so the page stops asking;
 * - 'hint': a live session without its hint (a session started before the hint existed).
 * Applied when the answer is sent (applySessionCookieRepair), not at once: a sign-in or sign-out in
 * the handler writes the cookies itself and drops the repair, and an answer a shared cache may
 * keep (Cache-Control: public) never carries one visitor's cookies to another.
 */
type Repair = 'clear' | 'hint';
const pendingRepairs = new WeakMap<FastifyRequest, { repair: Repair; secure: boolean }>();

/** `secure`: the cookies' Secure flag, as at sign-in (the session plugin's option). */
export function markSessionCookieRepair(req: FastifyRequest, repair: Repair, secure: boolean): void {
  pendingRepairs.set(req, { repair, secure });
}

/** For the onSend hook (response-hooks.ts): writes the pending repair unless the answer is publicly cacheable. */
export function applySessionCookieRepair(req: FastifyRequest, reply: FastifyReply): void {
  const pending = pendingRepairs.get(req);
  if (!pending) return;
  pendingRepairs.delete(req);
  const cacheControl = reply.getHeader('cache-control');
  if (typeof cacheControl === 'string' && /\bpublic\b/i.test(cacheControl)) return;
  if (pending.repair === 'clear') clearSessionCookies(reply, pending.secure);
  else setHint(reply, pending.secure);
}
