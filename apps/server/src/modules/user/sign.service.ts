import type { FastifyReply, FastifyRequest } from 'fastify';
import { cleanName } from '@credo/contracts/text-safety';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../platform/request-context';
import { isSameOrigin, revokeSession, startSession } from '../../platform/session';
import { checkHandOff } from './sign-hand-off';
import type { SweepTask } from '../../platform/sweeper';
import { claimNonce, findOrCreateUserByEmail, purgeExpiredNonces } from './sign.repo';

export type SignDeps = { db: Db; secrets: Record<string, string>; secureCookie: boolean };

/** A refused hand-off: HTTP 200, code 403, the reason in the message (the web then sets check status '1'). */
const refused = (reason: string) => new AppError(403, null, reason);

/**
 * POST /api/user/sso/oneHikIdSign/verify: checks the signature (see sign-hand-off.ts), takes its
 * nonce once, finds or creates the tenant's user by e-mail and starts a session.
 */
export async function verifyHandOff(
  deps: SignDeps,
  ctx: Pick<RequestContext, 'tenantId' | 'siteId' | 'languageId'>,
  req: FastifyRequest,
  reply: FastifyReply,
  input: { appId: string; signature: string },
): Promise<{ verified: true }> {
  // Always same-origin, also without a cookie: another site must not sign a visitor in (login CSRF).
  if (!isSameOrigin(req)) throw refused('Cross-site request refused');
  const secret = Object.hasOwn(deps.secrets, input.appId) ? deps.secrets[input.appId] : undefined;
  if (!secret) throw refused(`Unknown application ${input.appId.slice(0, 100)}`);

  const check = checkHandOff(secret, input.signature);
  if (!check.ok) throw refused(check.reason);
  const p = check.payload;
  if (!(await claimNonce(deps.db, input.appId, p.nonce, new Date(p.exp * 1000)))) throw refused('The signature has already been used');

  const user = await findOrCreateUserByEmail(deps.db, {
    tenantId: ctx.tenantId, siteId: ctx.siteId, languageId: ctx.languageId,
    subject: `sign:${input.appId}|${p.email}`, email: p.email,
    firstName: cleanName(p.firstName) || null, lastName: cleanName(p.lastName) || null,
  });
  if (!user) throw refused('This account belongs to another site');

  // A new session id at every sign-in (no fixation); the previous one in this browser ends.
  if (req.session) await revokeSession(deps.db, req.session.idHash);
  await startSession(deps.db, reply, { userId: user.id, userAgent: req.headers['user-agent'], ip: req.ip, secure: deps.secureCookie });
  return { verified: true };
}

/** For the sweeper: nonces a day past their signature's expiry can go (such a signature fails on expiry anyway). */
export const signatureNonceSweepTask: SweepTask = { name: 'signature-nonces', run: purgeExpiredNonces };
