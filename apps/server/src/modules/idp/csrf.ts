import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CSRF_COOKIE = 'idp_csrf';
const TOKEN = /^[\w-]{43}$/;

/**
 * Double-submit token: a random value in an HttpOnly cookie scoped to /idp and the same value in
 * each form. A cross-site page can make the browser send the cookie but cannot read it to fill
 * the form field.
 */
export function csrfToken(req: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = req.cookies[CSRF_COOKIE];
  if (existing && TOKEN.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, { path: '/idp', httpOnly: true, sameSite: 'lax', secure });
  // Later forms rendered in this same request reuse it.
  req.cookies[CSRF_COOKIE] = token;
  return token;
}

export function csrfValid(req: FastifyRequest, submitted: unknown): boolean {
  const cookie = req.cookies[CSRF_COOKIE];
  if (!cookie || typeof submitted !== 'string' || !TOKEN.test(cookie) || !TOKEN.test(submitted)) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(submitted));
}
