import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('loads once for concurrent misses and serves hits until the TTL ends', async () => {
    const cache = new TtlCache<number>(40);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return loads;
    };
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    expect(await cache.get('k', load)).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep a failed load and evicts the oldest entry when full', async () => {
    const cache = new TtlCache<string>(10_000, 2);
    await expect(
      cache.get('x', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
    await cache.get('y', async () => 'y');
    await cache.get('z', async () => 'z');
    expect(await cache.get('x', async () => 'reloaded')).toBe('reloaded');
  });

  it('peeks and sets without a promise, under the same TTL and bound', async () => {
    const cache = new TtlCache<string>(40, 2);
    expect(cache.peek('a')).toBeUndefined();
    cache.set('a', 'A');
    expect(cache.peek('a')).toBe('A');
    expect(await cache.get('a', async () => 'loaded')).toBe('A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBe('C');
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.peek('c')).toBeUndefined();
  });
});
