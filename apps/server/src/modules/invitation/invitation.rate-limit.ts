import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@credo/contracts/errors';
import { INVITATION_RATE_LIMIT } from '@credo/contracts/invitation';
import { AppError } from '../../platform/app-error';
import { addressKey } from '../../platform/rate-limit';

/**
 * The ceiling of one client address, far above one learner's limit: a training room behind one NAT
 * checks codes at once (issue 14), while a script with many accounts on one address is still held.
 */
export const INVITATION_ADDRESS_MAX = 100;

/**
 * 10022 "too frequent queries": each learner may make INVITATION_RATE_LIMIT.max invitation calls a
 * window, and one client address INVITATION_ADDRESS_MAX over all its learners. A call the learner's
 * own limit refuses is not counted against the address, so one learner's flood cannot use up the
 * room's allowance. The counters live in the platform rate-limit store (memory, or Redis shared by
 * every node). Two `createRateLimit` counters, not two route limits: the plugin runs only the first
 * route limit of a request.
 */
export function invitationRateLimit(app: FastifyInstance) {
  const timeWindow = INVITATION_RATE_LIMIT.windowSeconds * 1000;
  const perUser = app.createRateLimit({ max: INVITATION_RATE_LIMIT.max, timeWindow, keyGenerator: (req) => `invitation:user:${req.session?.user.id ?? 0}` });
  const perAddress = app.createRateLimit({ max: INVITATION_ADDRESS_MAX, timeWindow, keyGenerator: (req) => `invitation:ip:${addressKey(req.ip)}` });
  const refuse = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', String(Math.max(1, seconds)));
    return new AppError(ErrorCode.TOO_FREQUENT);
  };
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const user = await perUser(req);
    if (!user.isAllowed && user.isExceeded) throw refuse(reply, user.ttlInSeconds);
    const address = await perAddress(req);
    if (!address.isAllowed && address.isExceeded) throw refuse(reply, address.ttlInSeconds);
  };
}
