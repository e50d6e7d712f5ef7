import { Redis } from 'ioredis';

/** Where the Redis tests find a server: TEST_REDIS_URL, else the local default (CI runs one there). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A connected client, or undefined (the caller skips) when no Redis answers at the default address.
 * With TEST_REDIS_URL set explicitly, an unreachable server fails the test instead of skipping it.
 */
export async function redisForTests(): Promise<Redis | undefined> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (err) {
    redis.disconnect();
    if (process.env.TEST_REDIS_URL) throw err;
    console.warn(`No Redis at ${TEST_REDIS_URL}: the Redis store tests are skipped.`);
    return undefined;
  }
}
