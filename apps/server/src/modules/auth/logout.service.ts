import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { AppError } from '../../platform/app-error';
import { clearSessionCookie, isSameOrigin, revokeSession } from '../../platform/session';
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

/**
 * POST sign-out, from this origin only (the same Origin/Referer check as every other POST, here
 * also without a session cookie): ends the server session, then the provider's, and returns the
 * browser to target. 303 so the browser follows with a GET.
 */
export async function logout(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, rawTarget: unknown) {
  if (!isSameOrigin(req)) throw new AppError(403, null, 'Cross-site request refused', 403);
  const target = safeTarget(rawTarget);
  const session = req.session;
  clearSessionCookie(reply, isSecure(app));
  if (!session) return reply.redirect(target, 303);
  await revokeSession(app.db, session.idHash);
  const rp = await relyingParty(app);
  if (!rp.config.serverMetadata().end_session_endpoint || !session.idToken) return reply.redirect(target, 303);
  const url = oidc.buildEndSessionUrl(rp.config, {
    id_token_hint: session.idToken,
    post_logout_redirect_uri: originOf(req) + target,
  });
  // A form post may only redirect within form-action 'self': another origin gets a page that moves on.
  if (url.origin !== originOf(req)) return sendSigningOut(app, req, reply, url.href, target);
  return reply.redirect(url.href, 303);
}
