import { describe, expect, it } from 'vitest';
import { LEARNER_CACHE_MS, LearnerCache } from './learner-cache';

/** A clock the test moves, and a load that counts its calls and answers what it is told. */
function setup(opts: ConstructorParameters<typeof LearnerCache<string>>[0] = {}) {
  let now = 1_000_000;
  const cache = new LearnerCache<string>({ clock: () => now, ...opts });
  return {
    cache,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** A load whose answer the test releases, to hold a read in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('LearnerCache (decision 0036)', () => {
  it('keeps a read for its TTL, never longer than the session cache interval, then reads again', async () => {
    const { cache, advance } = setup({ ttlMs: 60_000 });
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get(1, 'c', load)).toBe('v1');
    advance(LEARNER_CACHE_MS - 1);
    expect(await cache.get(1, 'c', load)).toBe('v1');
    advance(1);
    expect(await cache.get(1, 'c', load)).toBe('v2');
    expect(loads).toBe(2);
  });

  it("evicts one user's entries, not another's", async () => {
    const { cache } = setup();
    await cache.get(1, 'a', async () => 'one-a');
    await cache.get(1, 'b', async () => 'one-b');
    await cache.get(2, 'a', async () => 'two-a');
    cache.evictUser(1);
    expect(cache.size).toBe(1);
    expect(await cache.get(2, 'a', async () => 'reloaded')).toBe('two-a');
    expect(await cache.get(1, 'a', async () => 'fresh')).toBe('fresh');
  });

  it('does not keep a read that began before an eviction, and a later request does not join it', async () => {
    const { cache } = setup();
    const before = deferred<string>();
    const racing = cache.get(1, 'c', () => before.promise);
    // The user's write commits and its answer is sent while the read is under way.
    cache.evictUser(1);
    const after = cache.get(1, 'c', async () => 'after the write');
    before.resolve('before the write');
    expect(await racing).toBe('before the write');
    expect(await after).toBe('after the write');
    // What is kept is the read that began after the write.
    expect(await cache.get(1, 'c', async () => 'not asked')).toBe('after the write');
  });

  it('lets concurrent misses of one user share a read, and keeps a read another user’s eviction did not concern', async () => {
    const { cache } = setup();
    const held = deferred<string>();
    let loads = 0;
    const load = () => (loads++, held.promise);
    const both = Promise.all([cache.get(1, 'c', load), cache.get(1, 'c', load)]);
    cache.evictUser(2);
    held.resolve('shared');
    expect(await both).toEqual(['shared', 'shared']);
    expect(loads).toBe(1);
    expect(await cache.get(1, 'c', async () => 'not asked')).toBe('shared');
  });

  it('keeps nothing from a failed read', async () => {
    const { cache } = setup();
    await expect(cache.get(1, 'c', async () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await cache.get(1, 'c', async () => 'found')).toBe('found');
  });

  it('is bounded by entries and by bytes, the oldest leaving first', async () => {
    const byCount = setup({ maxEntries: 3 }).cache;
    for (let u = 1; u <= 5; u++) await byCount.get(u, 'c', async () => `u${u}`);
    expect(byCount.size).toBe(3);
    expect(await byCount.get(1, 'c', async () => 'reloaded')).toBe('reloaded');
    expect(await byCount.get(5, 'c', async () => 'reloaded')).toBe('u5');

    const bySize = setup({ maxBytes: 10, sizeOf: (v) => v.length }).cache;
    await bySize.get(1, 'c', async () => 'aaaa');
    await bySize.get(2, 'c', async () => 'bbbb');
    await bySize.get(3, 'c', async () => 'cccc');
    expect(bySize.size).toBe(2);
    expect(bySize.totalBytes).toBe(8);
    expect(await bySize.get(1, 'c', async () => 'gone')).toBe('gone');
    // An eviction gives its bytes back.
    bySize.evictUser(3);
    expect(bySize.totalBytes).toBe(4);
  });
});
