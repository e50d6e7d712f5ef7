import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Rate limits are opt-in per route (`config.rateLimit`). In memory per node by default; with
 * REDIS_URL every node shares the counters, so a limit holds however many nodes run.
 */
export async function registerRateLimit(app: FastifyInstance) {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: 'credo-rl:',
    // Keep serving if Redis is briefly unreachable rather than refusing every sign-in.
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 429,
      data: null,
      message: `Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} s.`,
    }),
  });
}
