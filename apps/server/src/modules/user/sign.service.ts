import type { FastifyReply, FastifyRequest } from 'fastify';
import { cleanName } from '@credo/contracts/text-safety';
import { AppError } from '../../platform/app-error';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../platform/request-context';
import { isSameOrigin, startSession, type SessionStore } from '../../platform/session';
import { checkHandOff } from './sign-hand-off';
import type { SweepTask } from '../../platform/sweeper';
import { claimNonce, findOrCreateSignedUser, purgeExpiredNonces } from './sign.repo';

/** secrets: appId -> its valid secrets (two while one is rotated out); empty turns the hand-off off. */
export type SignDeps = { db: Db; sessions: SessionStore; secrets: Config['signAppSecrets']; secureCookie: boolean };

/** A refused hand-off: HTTP 200, code 403, the reason in the message (the web then sets check status '1'). */
const refused = (reason: string) => new AppError(403, null, reason);

/**
 * POST /api/user/sso/oneHikIdSign/verify: checks the signature against the app's valid secrets
 * (see sign-hand-off.ts), takes its nonce once, finds or creates the user bound to the signature's
 * subject and starts a session.
 *
 * Subject: `sign:<appId>|<sub>`, where sub is the payload's `sub` (the other application's stable
 * id for the person) or, when the payload has none (or a blank one), its e-mail (what hand-off users were keyed by
 * before `sub` was used). Either way the key names the application, so a signature only ever
 * reaches accounts that this application's hand-off created: never an account made by sign-up or
 * the identity provider (same e-mail: refused), never another application's, never staff.
 */
export async function verifyHandOff(
  deps: SignDeps,
  ctx: Pick<RequestContext, 'tenantId' | 'siteId' | 'languageId'>,
  req: FastifyRequest,
  reply: FastifyReply,
  input: { appId: string; signature: string },
): Promise<{ verified: true }> {
  // Without SIGN_APP_SECRETS there is no secret anyone could hold: the hand-off is off.
  if (Object.keys(deps.secrets).length === 0) throw refused('The signature hand-off is not enabled on this server');
  // Always same-origin, also without a cookie: another site must not sign a visitor in (login CSRF).
  if (!isSameOrigin(req)) throw refused('Cross-site request refused');
  const secrets = Object.hasOwn(deps.secrets, input.appId) ? [deps.secrets[input.appId]].flat() : [];
  if (!secrets.length) throw refused(`Unknown application ${input.appId.slice(0, 100)}`);

  const check = checkHandOff(secrets, input.signature);
  if (!check.ok) throw refused(check.reason);
  const p = check.payload;
  if (!(await claimNonce(deps.db, input.appId, p.nonce, new Date(p.exp * 1000)))) throw refused('The signature has already been used');

  const found = await findOrCreateSignedUser(deps.db, {
    tenantId: ctx.tenantId,
    siteId: ctx.siteId,
    languageId: ctx.languageId,
    subject: `sign:${input.appId}|${p.sub?.trim() ? p.sub : p.email}`,
    email: p.email,
    firstName: cleanName(p.firstName) || null,
    lastName: cleanName(p.lastName) || null,
  });
  if (!found.ok) throw refused(found.reason);
  const user = found.user;

  // A new session id at every sign-in (no fixation); the previous one in this browser ends.
  if (req.session) await deps.sessions.revoke(req.session.idHash);
  await startSession(deps.sessions, reply, { userId: user.id, userAgent: req.headers['user-agent'], ip: req.ip, secure: deps.secureCookie });
  return { verified: true };
}

/** For the sweeper: nonces a day past their signature's expiry can go (such a signature fails on expiry anyway). */
export const signatureNonceSweepTask: SweepTask = { name: 'signature-nonces', run: purgeExpiredNonces };
