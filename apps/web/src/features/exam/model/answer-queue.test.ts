import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnswerQueue, type SaveState, type SendOutcome } from './answer-queue';
import type { Letters } from './answers';

type Call = { id: number; letters: Letters; resolve: (o: SendOutcome) => void };

const setup = () => {
  const calls: Call[] = [];
  const states: [number, SaveState][] = [];
  const onStop = vi.fn();
  let active = 0;
  let maxActive = 0;
  const queue = createAnswerQueue({
    send: (id, letters) =>
      new Promise<SendOutcome>((resolve) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        calls.push({
          id,
          letters,
          resolve: (o) => {
            active -= 1;
            resolve(o);
          },
        });
      }),
    onState: (id, state) => states.push([id, state]),
    onStop,
    retryDelaysMs: [1000, 2000],
  });
  return { queue, calls, states, onStop, maxActive: () => maxActive };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('answer queue', () => {
  it('never has two saves of one question in flight and sends only the latest waiting answer', async () => {
    const { queue, calls, states, maxActive } = setup();
    queue.push(1, ['A']);
    queue.push(1, ['B']);
    queue.push(1, ['C']);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('saved');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.letters)).toEqual([['A'], ['C']]);
    calls[1]!.resolve('saved');
    await vi.advanceTimersByTimeAsync(0);
    expect(maxActive()).toBe(1);
    expect(states.at(-1)).toEqual([1, 'saved']);
    expect(queue.pending()).toEqual([]);
  });

  it('saves different questions in parallel', () => {
    const { queue, calls } = setup();
    queue.push(1, ['A']);
    queue.push(2, ['B']);
    expect(calls.map((c) => c.id)).toEqual([1, 2]);
  });

  it('retries a failed save with growing delays until it is saved', async () => {
    const { queue, calls, states } = setup();
    queue.push(1, ['A']);
    calls[0]!.resolve('retry');
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual([1, 'failed']);
    expect(queue.pending()).toEqual([1]);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('retry');
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[2]!.letters).toEqual(['A']);
    calls[2]!.resolve('saved');
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual([1, 'saved']);
  });

  it('a newer answer replaces a failed one at once', async () => {
    const { queue, calls } = setup();
    queue.push(1, ['A']);
    calls[0]!.resolve('retry');
    await vi.advanceTimersByTimeAsync(0);
    queue.push(1, ['B']);
    expect(calls.map((c) => c.letters)).toEqual([['A'], ['B']]);
    calls[1]!.resolve('saved');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(2);
  });

  it('a refusal for good (time over, submitted) stops the queue once', async () => {
    const { queue, calls, onStop } = setup();
    queue.push(1, ['A']);
    queue.push(2, ['A']);
    calls[0]!.resolve('stop');
    calls[1]!.resolve('stop');
    await vi.advanceTimersByTimeAsync(0);
    expect(onStop).toHaveBeenCalledTimes(1);
    queue.push(3, ['A']);
    expect(calls).toHaveLength(2);
  });

  it('drain waits for the saves in flight and cancels retries; resume accepts answers again', async () => {
    const { queue, calls } = setup();
    queue.push(1, ['A']);
    queue.push(2, ['A']);
    calls[1]!.resolve('retry');
    await vi.advanceTimersByTimeAsync(0);
    let drained = false;
    void queue.drain().then(() => {
      drained = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(drained).toBe(false);
    calls[0]!.resolve('saved');
    await vi.advanceTimersByTimeAsync(5000);
    expect(drained).toBe(true);
    expect(calls).toHaveLength(2);
    queue.push(1, ['B']);
    expect(calls).toHaveLength(2);
    queue.resume();
    queue.push(1, ['B']);
    expect(calls).toHaveLength(3);
  });
});
