import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@credo/contracts/errors';
import { AppError } from '../../platform/app-error';
import { requireUser, type SessionUser } from '../../platform/session';

/**
 * Staff-only calls (decision 0010): no session (or a session of another tenant) answers HTTP 401,
 * a signed-in learner HTTP 403 with envelope code 403. The role comes from the identity
 * provider's role claim at sign-in (users.role) and is checked here on every call.
 */
export function requireStaff(req: FastifyRequest): SessionUser {
  const user = requireUser(req);
  if (user.tenantId !== req.ctx.tenantId) throw AppError.unauthorized();
  if (user.role !== 'staff') throw new AppError(ErrorCode.FORBIDDEN, null, 'Staff only', 403);
  return user;
}
