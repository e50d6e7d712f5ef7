import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from './counter-store';
import { addressKey } from './rate-limit';
import { redisForTests } from '../../test/redis';

let redis: Redis | undefined;
const prefix = `credo-test-${randomBytes(6).toString('hex')}:`;
beforeAll(async () => {
  redis = await redisForTests();
});
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const stores: [string, () => CounterStore | undefined][] = [
  ['memory', () => new MemoryCounterStore()],
  ['Redis', () => (redis ? new RedisCounterStore(redis, prefix) : undefined)],
];

describe.each(stores)('%s counter store', (_name, make) => {
  it('counts hits in a window, reads without counting, and resets one key', async (ctx) => {
    const store = make();
    if (!store) return ctx.skip();
    expect(await store.read('a')).toEqual({ count: 0, ttlMs: 0 });
    await store.hit('a', 60_000);
    const second = await store.hit('a', 60_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(59_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await store.read('a')).count).toBe(2);
    expect((await store.read('a')).count).toBe(2);
    await store.hit('b', 60_000);
    await store.reset('a');
    expect((await store.read('a')).count).toBe(0);
    expect((await store.read('b')).count).toBe(1);
  });

  it('ends the window after its time', async (ctx) => {
    const store = make();
    if (!store) return ctx.skip();
    await store.hit('short', 50);
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.read('short')).toEqual({ count: 0, ttlMs: 0 });
    expect((await store.hit('short', 50)).count).toBe(1);
  });

  it('doubles the window with each hit beyond the backoff count, up to its cap', async (ctx) => {
    const store = make();
    if (!store) return ctx.skip();
    const opts = { backoffAbove: 2, maxMs: 10_000 };
    for (let i = 0; i < 2; i++) await store.hit('attack', 1000, opts);
    expect((await store.hit('attack', 1000, opts)).ttlMs).toBeGreaterThan(1900);
    expect((await store.hit('attack', 1000, opts)).ttlMs).toBeGreaterThan(3900);
    for (let i = 0; i < 5; i++) await store.hit('attack', 1000, opts);
    const capped = await store.read('attack');
    expect(capped.ttlMs).toBeLessThanOrEqual(10_000);
    expect(capped.ttlMs).toBeGreaterThan(9000);
  });
});

describe('Redis counter store', () => {
  it('lets requests through when Redis cannot be reached, and says so', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
    down.on('error', () => undefined);
    const errors: unknown[] = [];
    const store = new RedisCounterStore(down, prefix, (err) => errors.push(err));
    expect(await store.hit('x', 1000)).toEqual({ count: 0, ttlMs: 0 });
    expect(await store.read('x')).toEqual({ count: 0, ttlMs: 0 });
    await store.reset('x');
    expect(errors).toHaveLength(3);
    down.disconnect();
  });
});

describe('addressKey', () => {
  it('takes IPv4 as is, unwraps IPv4-mapped IPv6, and one /64 for IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
