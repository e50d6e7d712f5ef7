import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@credo/contracts/errors';
import { INVITATION_RATE_LIMIT } from '@credo/contracts/invitation';
import { AppError } from '../../platform/app-error';

/**
 * 10022 "too frequent queries": every invitation call counts against two limits at once, one per
 * learner and one per client address (INVITATION_RATE_LIMIT each), so neither many accounts on
 * one address nor one account on many addresses can try codes quickly. The counters live in the
 * platform rate-limit store (memory, or Redis shared by every node). Two `createRateLimit`
 * counters, not two route limits: the plugin runs only the first route limit of a request.
 */
export function invitationRateLimit(app: FastifyInstance) {
  const window = { max: INVITATION_RATE_LIMIT.max, timeWindow: INVITATION_RATE_LIMIT.windowSeconds * 1000 };
  const perUser = app.createRateLimit({ ...window, keyGenerator: (req) => `invitation:user:${req.session?.user.id ?? 0}` });
  const perAddress = app.createRateLimit({ ...window, keyGenerator: (req) => `invitation:ip:${req.ip}` });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const results = await Promise.all([perUser(req), perAddress(req)]);
    let retryAfter = 0;
    for (const r of results) if (!r.isAllowed && r.isExceeded) retryAfter = Math.max(retryAfter, r.ttlInSeconds);
    if (retryAfter > 0) {
      reply.header('retry-after', String(retryAfter));
      throw new AppError(ErrorCode.TOO_FREQUENT);
    }
  };
}
