import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { clearSessionCookie, isSameOrigin } from '../../platform/session';
import { sendLogoutConfirm, sendSigningOut } from './auth-pages';
import { isSecure, originOf, relyingParty } from './auth.service';
import { safeTarget } from './safe-target';

/**
 * GET sign-out never signs out: a cross-site link or image must not end anyone's session.
 * A signed-in visitor gets the confirm page (its button posts); anyone else goes straight to target.
 */
export async function confirmLogout(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, rawTarget: unknown) {
  const target = safeTarget(rawTarget);
  if (!req.session) return reply.redirect(target, 302);
  return sendLogoutConfirm(app, req, reply, target);
}

/** Ends the server session; answers where the browser goes next: the provider's end-session page, else target. */
async function endSession(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, target: string): Promise<string> {
  const session = req.session;
  clearSessionCookie(reply, isSecure(app));
  if (!session) return target;
  await app.sessions.revoke(session.idHash);
  const rp = await relyingParty(app);
  if (!rp.config.serverMetadata().end_session_endpoint || !session.idToken) return target;
  return oidc.buildEndSessionUrl(rp.config, {
    id_token_hint: session.idToken,
    post_logout_redirect_uri: originOf(req) + target,
  }).href;
}

/**
 * POST sign-out, from this origin only (the same Origin/Referer check as every other POST, here
 * also without a session cookie). The web app posts JSON through its API client and navigates to
 * the answered `logoutUrl` itself (its pages send `Referrer-Policy: no-referrer`, under which a
 * browser's form post carries `Origin: null`). The confirm page's form gets a 303, or, when the
 * provider is on another origin, a page that moves on: CSP form-action also covers the redirects
 * after a form post.
 */
export async function logout(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, rawTarget: unknown) {
  if (!isSameOrigin(req)) throw new AppError(403, null, 'Cross-site request refused', 403);
  const target = safeTarget(rawTarget);
  const next = await endSession(app, req, reply, target);
  if (req.headers['content-type']?.startsWith('application/json')) return ok({ logoutUrl: next });
  if (next.startsWith('/') || new URL(next).origin === originOf(req)) return reply.redirect(next, 303);
  return sendSigningOut(app, req, reply, next, target);
}
