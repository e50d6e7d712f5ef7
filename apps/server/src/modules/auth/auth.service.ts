import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { cleanName } from '@credo/contracts/text-safety';
import { clearSessionCookie, revokeSession, startSession } from '../../platform/session';
import { insertLoginState, takeLoginState, upsertUserFromClaims } from './auth.repo';
import { createRelyingParty, type RelyingParty } from './relying-party';
import { safeTarget } from './safe-target';

const CALLBACK_PATH = '/api/user/sso/callback';

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
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;
const isSecure = (app: FastifyInstance) => app.config.env === 'production' && app.config.publicUrl.startsWith('https://');

/** The site a target path belongs to (its first segment, when that is one of the tenant's prefixes). */
async function siteForTarget(app: FastifyInstance, req: FastifyRequest, target: string): Promise<number> {
  const snap = await app.siteRegistry.get();
  const segment = target.split(/[/?#]/)[1]?.toLowerCase() ?? '';
  const tenantSites = [...snap.sitesById.values()].filter((s) => s.tenantId === req.ctx.tenantId);
  return (segment && tenantSites.find((s) => s.pathPrefix === segment)?.id) || req.ctx.siteId;
}

/**
 * A new user's language: the one they chose on the site (cookie), when the site they signed up on
 * offers it, else that site's base language. Not the request's default: the callback URL has none.
 */
async function firstLanguageOf(app: FastifyInstance, req: FastifyRequest, siteId: number): Promise<number> {
  const snap = await app.siteRegistry.get();
  const chosen = Number(req.cookies.languageCheckedId);
  const offered = snap.siteLanguages.get(siteId) ?? [];
  if (chosen && offered.some((l) => l.languageId === chosen)) return chosen;
  return snap.sitesById.get(siteId)?.baseLanguageId ?? req.ctx.languageId;
}

/** Starts authorization code + PKCE: remembers state, verifier, nonce and target, then redirects. */
export async function beginLogin(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, rawTarget: unknown) {
  const target = safeTarget(rawTarget);
  const rp = await relyingParty(app);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri = originOf(req) + CALLBACK_PATH;
  await insertLoginState(app.db, { state, nonce, codeVerifier, target, redirectUri });
  const snap = await app.siteRegistry.get();
  // The provider's pages speak the visitor's language: their choice (cookie), an explicit languageId,
  // else the base language of the site the target belongs to (an /ar page signs in in Arabic).
  const explicit = (req.query as Record<string, unknown>).languageId !== undefined ? req.ctx.languageId : undefined;
  const targetSite = snap.sitesById.get(await siteForTarget(app, req, target));
  const languageId = Number(req.cookies.languageCheckedId) || explicit || targetSite?.baseLanguageId || req.ctx.languageId;
  const locale = snap.languagesById.get(languageId)?.languagePackId ?? req.ctx.language.languagePackId;
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

/** Finishes sign-in: checks state, PKCE and nonce, creates or updates the user, starts a new session. */
export async function completeLogin(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const query = req.query as Record<string, string | undefined>;
  const login = query.state ? await takeLoginState(app.db, query.state) : undefined;
  // Unknown, reused or expired state: start again rather than show an error page.
  if (!login) return reply.redirect('/api/user/sso/login?target=%2F', 302);
  if (query.error) return reply.redirect(login.target, 302);

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
  const siteId = await siteForTarget(app, req, login.target);
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
  if (req.session) await revokeSession(app.db, req.session.idHash);
  await startSession(app.db, reply, {
    userId: user.id,
    idToken: tokens.id_token,
    userAgent: req.headers['user-agent'],
    ip: req.ip,
    secure: isSecure(app),
  });
  return reply.redirect(login.target, 302);
}

/** Ends the server session, then the provider's session, and returns the browser to target. */
export async function logout(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, rawTarget: unknown) {
  const target = safeTarget(rawTarget);
  const session = req.session;
  clearSessionCookie(reply, isSecure(app));
  if (!session) return reply.redirect(target, 302);
  await revokeSession(app.db, session.idHash);
  const rp = await relyingParty(app);
  if (!rp.config.serverMetadata().end_session_endpoint || !session.idToken) return reply.redirect(target, 302);
  const url = oidc.buildEndSessionUrl(rp.config, {
    id_token_hint: session.idToken,
    post_logout_redirect_uri: originOf(req) + target,
  });
  return reply.redirect(url.href, 302);
}
