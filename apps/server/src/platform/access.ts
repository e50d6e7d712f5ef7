import type { FastifyRequest } from 'fastify';
import { ErrorCode, messageFor } from '@credo/contracts/errors';
import { AppError } from './app-error';
import type { CurrentSession, SessionUser } from './session';

/**
 * The policy layer (issue 15 item 3; DESIGN.md): named permissions, in the manner of Immich's
 * `requireAccess` and Outline's `authorize`. Each one returns what it proved or throws the answer
 * the API has always given when it does not hold, so moving a check here changes no status or code.
 * Routes declare `signedIn` / `staffOnly` (below); services call a permission first, then apply rules.
 */

type TenantCtx = { tenantId: number };
type Session = Pick<CurrentSession, 'user'> | null;

/** A session of the request's tenant: none, or another tenant's (it is not honoured here), is HTTP 401. */
export function signedInUser(session: Session, ctx: TenantCtx): SessionUser {
  if (!session || session.user.tenantId !== ctx.tenantId) throw AppError.unauthorized();
  return session.user;
}

/** Staff of the request's tenant (decision 0010): a visitor HTTP 401, a learner HTTP 403 with code 403. */
export function staffOfTenant(session: Session, ctx: TenantCtx): SessionUser {
  const user = signedInUser(session, ctx);
  if (user.role !== 'staff') throw new AppError(ErrorCode.FORBIDDEN, null, 'Staff only', 403);
  return user;
}

/** The signed-in user of this tenant, or null: another tenant's session reads as a visitor's. */
export function viewerOf(session: Session, ctx: TenantCtx): number | null {
  return session && session.user.tenantId === ctx.tenantId ? session.user.id : null;
}

/** The user's own account: another user's id answers code 403 (HTTP 200), never their data. */
export function ownAccount(me: { id: number }, id: number | null | undefined): void {
  if (id != null && id !== me.id) throw new AppError(403, null, messageFor(403));
}

/**
 * The learner owns the row: a missing row and another learner's row both answer HTTP 404 with the
 * same message, so an id of someone else's row tells nothing about it.
 */
export function learnerOwnsRow<R extends { userId: number }>(learnerId: number, row: R | null | undefined, notFound: string): R {
  if (!row || row.userId !== learnerId) throw AppError.notFound(notFound);
  return row;
}

/** The row belongs to the staff member's tenant: another tenant's is HTTP 404, like a missing one. */
export function rowOfTenant<R extends { tenantId: number }>(staff: TenantCtx, row: R | null | undefined, notFound: string): R {
  if (!row || row.tenantId !== staff.tenantId) throw AppError.notFound(notFound);
  return row;
}

// Route side: hooks declared as `preValidation`, so they run after the session is read and before
// the body is validated or an upload parsed: a visitor gets HTTP 401 whatever they send.

/** The signed-in user of the request's tenant (HTTP 401 otherwise). */
export const userOf = (req: FastifyRequest): SessionUser => signedInUser(req.session, req.ctx);
/** Staff of the request's tenant (HTTP 401 visitor, 403 learner). */
export const staffOf = (req: FastifyRequest): SessionUser => staffOfTenant(req.session, req.ctx);
/** The signed-in user's id in this tenant, or null for a visitor (public calls with a personal part). */
export const viewerIdOf = (req: FastifyRequest): number | null => viewerOf(req.session, req.ctx);

/** `preValidation: signedIn` on every user route. */
export const signedIn = async (req: FastifyRequest): Promise<void> => void userOf(req);
/** `preValidation: staffOnly` on every staff route. */
export const staffOnly = async (req: FastifyRequest): Promise<void> => void staffOf(req);
