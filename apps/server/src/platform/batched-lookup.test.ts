import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup';

// Lookups of requests arriving together answered by one call (issue 19).
/** A lookup over a real function that records the keys of each call it gets. */
function recorded(maxBatchSize?: number) {
  const calls: number[][] = [];
  const lookup = batchedLookup<number, string>(async (keys) => {
    calls.push([...keys]);
    return keys.map((k) => (k % 2 === 0 ? `even ${k}` : null));
  }, maxBatchSize);
  return { calls, lookup };
}

describe('batchedLookup', () => {
  it('answers the lookups of one round of I/O with one call, each its own value in order', async () => {
    const { calls, lookup } = recorded();
    const answers = await Promise.all([4, 1, 2, 4, 7].map(lookup));
    expect(answers).toEqual(['even 4', null, 'even 2', 'even 4', null]);
    expect(calls).toEqual([[4, 1, 2, 4, 7]]);
  });

  it('lookups made in separate rounds (requests far apart) are separate calls', async () => {
    const { calls, lookup } = recorded();
    expect(await lookup(2)).toBe('even 2');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await lookup(6)).toBe('even 6');
    expect(calls).toEqual([[2], [6]]);
  });

  it('splits a crowd into calls of at most maxBatchSize keys', async () => {
    const { calls, lookup } = recorded(3);
    const answers = await Promise.all([2, 4, 6, 8, 10, 12, 14].map(lookup));
    expect(answers).toEqual(['even 2', 'even 4', 'even 6', 'even 8', 'even 10', 'even 12', 'even 14']);
    expect(calls.map((c) => c.length)).toEqual([3, 3, 1]);
  });

  it('a failed call fails every lookup of its batch with its error, and the next batch is read again', async () => {
    let fail = true;
    const lookup = batchedLookup<number, number>(async (keys) => {
      if (fail) throw new Error('database unavailable');
      return keys.map((k) => k * 10);
    });
    const failed = await Promise.allSettled([1, 2].map(lookup));
    expect(failed.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual(['database unavailable', 'database unavailable']);
    fail = false;
    expect(await Promise.all([1, 2].map(lookup))).toEqual([10, 20]);
  });
});
