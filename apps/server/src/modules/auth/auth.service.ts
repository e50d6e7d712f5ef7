import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { cleanName } from '@credo/contracts/text-safety';
import { startSession } from '../../platform/session';
import { sendSignInRefused } from './auth-pages';
import { upsertUserFromClaims } from '../user/index';
import { insertLoginState, takeLoginState } from './auth.repo';
import { CALLBACK_PATH, clearLoginBindingCookie, isBoundToThisBrowser, newLoginBinding, setLoginBindingCookie } from './login-binding';
import { createRelyingParty, type RelyingParty } from './relying-party';
import { safeTarget } from './safe-target';
import { firstLanguageOf, siteForTarget, visitorLocale } from './visitor-language';

/** One relying party per app, created on first use (the embedded provider must be mounted first). */
const parties = new WeakMap<FastifyInstance, Promise<RelyingParty>>();
export function relyingParty(app: FastifyInstance): Promise<RelyingParty> {
  let p = parties.get(app);
  if (!p) {
    p = createRelyingParty(app);
    // A failed discovery (provider down) must not be cached forever.
    p.catch(() => parties.delete(app));
    parties.set(app, p);
  }
  return p;
}

/** The browser-facing origin of this request (Host is checked against tenants by the provider). */
export const originOf = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;
export const isSecure = (app: FastifyInstance) => app.config.env === 'production' && app.config.publicUrl.startsWith('https://');

/**
 * Starts authorization code + PKCE: remembers state, verifier, nonce and target, binds the state
 * to this browser (login-binding.ts), then redirects to the provider.
 */
export async function beginLogin(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, rawTarget: unknown) {
  const target = safeTarget(rawTarget);
  const rp = await relyingParty(app);
  const { binding, state } = newLoginBinding();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri = originOf(req) + CALLBACK_PATH;
  await insertLoginState(app.db, { state, nonce, codeVerifier, target, redirectUri });
  setLoginBindingCookie(reply, binding, isSecure(app));
  const locale = await visitorLocale(app, req, target);
  const url = oidc.buildAuthorizationUrl(rp.config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ui_locales: locale,
  });
  return reply.redirect(url.href, 302);
}

/**
 * Finishes sign-in: checks that this browser started it, then state, PKCE and nonce; creates or
 * updates the user and starts a new session.
 */
export async function completeLogin(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const query = req.query as Record<string, string | undefined>;
  // Taken (deleted) whatever happens next: a state is tried once.
  const login = query.state ? await takeLoginState(app.db, query.state) : undefined;
  // Unknown, reused or expired state: start again rather than show an error page.
  if (!login) return reply.redirect('/api/user/sso/login?target=%2F', 302);
  // Rows written before targets were checked after parsing are checked again on the way out.
  const target = safeTarget(login.target);
  // Another browser's sign-in (login CSRF) or a lost cookie: refused, no session. The cookie stays:
  // it may belong to a sign-in still running in another tab.
  if (!isBoundToThisBrowser(req, login.state)) return sendSignInRefused(app, req, reply, target);
  clearLoginBindingCookie(reply, isSecure(app));
  if (query.error) return reply.redirect(target, 302);

  const rp = await relyingParty(app);
  const callbackUrl = new URL(login.redirectUri);
  callbackUrl.search = new URL(req.url, 'http://x').search;
  const tokens = await oidc.authorizationCodeGrant(rp.config, callbackUrl, {
    pkceCodeVerifier: login.codeVerifier,
    expectedState: login.state,
    expectedNonce: login.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims()!;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null);
  const nameOf = (v: unknown) => str(typeof v === 'string' ? cleanName(v) : v);
  const firstName = nameOf(claims.given_name);
  const lastName = nameOf(claims.family_name);
  const siteId = await siteForTarget(app, req, target);
  const user = await upsertUserFromClaims(app.db, {
    subject: `${rp.issuer}|${claims.sub}`,
    tenantId: req.ctx.tenantId,
    siteId,
    // Stored for a new user only: the stored language comes first in the language choice (section 4).
    languageId: await firstLanguageOf(app, req, siteId),
    email: str(claims.email)?.toLowerCase() ?? null,
    firstName,
    lastName,
    name: nameOf(claims.name) ?? ([firstName, lastName].filter(Boolean).join(' ') || null),
    role: claims.role === 'staff' ? 'staff' : 'learner',
  });
  // A previous session in this browser ends: a new id at every sign-in (no fixation).
  if (req.session) await app.sessions.revoke(req.session.idHash);
  await startSession(app.sessions, reply, {
    userId: user.id,
    idToken: tokens.id_token,
    userAgent: req.headers['user-agent'],
    ip: req.ip,
    secure: isSecure(app),
  });
  return reply.redirect(target, 302);
}
