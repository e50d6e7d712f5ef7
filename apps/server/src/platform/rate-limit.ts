import { isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from './counter-store';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Counters that count some outcomes only and can be cleared (failed sign-ins, mails sent): decision 0013. */
    counterStore: CounterStore;
  }
}

/** Key prefix in Redis unless REDIS_PREFIX says otherwise (two deployments, or test runs, on one Redis). */
export const DEFAULT_REDIS_PREFIX = 'credo-rl:';

/**
 * Rate limits are opt-in per route (`config.rateLimit`) or built with `app.createRateLimit`; limits
 * that need to clear a key use `app.counterStore`. In memory per node by default; with REDIS_URL
 * every node shares the counters (one client for both), so a limit holds however many nodes run.
 */
export async function registerRateLimit(app: FastifyInstance) {
  const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) {
    // Without a listener ioredis reports every failed reconnect as an unhandled error.
    redis.on('error', (err: Error) => app.log.warn({ err: { message: err.message } }, 'rate-limit store unreachable'));
    app.addHook('onClose', async () => void redis.quit().catch(() => undefined));
  }
  const prefix = app.config.redisPrefix ?? DEFAULT_REDIS_PREFIX;
  const counterStore: CounterStore = redis
    ? new RedisCounterStore(redis, `${prefix}c:`, (err) =>
        app.log.warn({ err: { message: (err as Error).message } }, 'rate-limit store failed; request let through'),
      )
    : new MemoryCounterStore();
  app.decorate('counterStore', counterStore);
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: prefix,
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

/** An IPv6 client is one /64 (one subscriber holds a whole /64); IPv4 as is. */
export function addressKey(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
