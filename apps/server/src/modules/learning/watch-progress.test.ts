import { describe, expect, it } from 'vitest';
import { PLAYBACK } from '@credo/contracts/learning';
import { applySave, countWatched, emptyWatched, isWatchedToEnd } from './watch-progress';
import { parseRange, readVideoKey, signVideoKey } from './video-url';

describe('watched seconds', () => {
  it('counts an advance the wall clock allows and marks the seconds passed through', () => {
    const { bits, counted } = applySave({ bits: emptyWatched(10), from: 0, to: 4.2, elapsedSeconds: 4, durationSeconds: 10 });
    expect(counted).toBe(true);
    expect(countWatched(bits, 10)).toBe(5);
    expect(isWatchedToEnd(bits, 10)).toBe(false);
  });

  it('allows up to maxRate x elapsed + grace, and not a second more', () => {
    const limit = 10 * PLAYBACK.maxRate + PLAYBACK.graceSeconds;
    expect(applySave({ bits: emptyWatched(100), from: 0, to: limit, elapsedSeconds: 10, durationSeconds: 100 }).counted).toBe(true);
    expect(applySave({ bits: emptyWatched(100), from: 0, to: limit + 1, elapsedSeconds: 10, durationSeconds: 100 }).counted).toBe(false);
  });

  it('moves the anchor by the grace a save borrowed, and gives none back to a seek or a quick repeat', () => {
    const rate = PLAYBACK.maxRate;
    // An honest save (advance within maxRate x elapsed) borrows nothing: the anchor is now.
    expect(applySave({ bits: emptyWatched(60), from: 0, to: 10, elapsedSeconds: 10, durationSeconds: 60 }).anchorInSeconds).toBe(0);
    // All of the grace at once, no time passed: the anchor moves grace / maxRate into the future.
    const first = applySave({ bits: emptyWatched(60), from: 0, to: PLAYBACK.graceSeconds, elapsedSeconds: 0, durationSeconds: 60 });
    expect(first).toMatchObject({ counted: true, anchorInSeconds: PLAYBACK.graceSeconds / rate });
    // The next save right away has nothing left; failing, it keeps the future anchor.
    const again = applySave({
      bits: first.bits,
      from: PLAYBACK.graceSeconds,
      to: 2 * PLAYBACK.graceSeconds,
      elapsedSeconds: -first.anchorInSeconds,
      durationSeconds: 60,
    });
    expect(again).toMatchObject({ counted: false, anchorInSeconds: first.anchorInSeconds });
    // A seek back does not restore the grace either.
    expect(applySave({ bits: first.bits, from: 3, to: 0, elapsedSeconds: -1, durationSeconds: 60 }).anchorInSeconds).toBe(1);
    // Once the wall clock has caught up, the allowance is back.
    const later = applySave({ bits: first.bits, from: 3, to: 6, elapsedSeconds: 0, durationSeconds: 60 });
    expect(later.counted).toBe(true);
  });

  it('counts at most maxRate x wall-clock time + grace over any run of saves (saves posted back to back)', () => {
    // A client posting saves every 100 ms, each as far ahead as it may go, for 10 s of wall clock.
    const duration = 600;
    let bits = emptyWatched(duration);
    let position = 0;
    let anchor = 0; // seconds on the wall clock
    for (let now = 0.1; now <= 10; now += 0.1) {
      const to = Math.min(duration, position + PLAYBACK.graceSeconds);
      const r = applySave({ bits, from: position, to, elapsedSeconds: now - anchor, durationSeconds: duration });
      bits = r.bits;
      position = to;
      anchor = now + r.anchorInSeconds;
    }
    // 10 s of wall clock at maxRate, plus one grace and the second a partial advance marks.
    expect(countWatched(bits, duration)).toBeLessThanOrEqual(10 * PLAYBACK.maxRate + PLAYBACK.graceSeconds + 1);
  });

  it('a jump ahead or a seek back marks nothing and keeps what was watched', () => {
    const start = applySave({ bits: emptyWatched(60), from: 0, to: 5, elapsedSeconds: 5, durationSeconds: 60 }).bits;
    const jump = applySave({ bits: start, from: 5, to: 60, elapsedSeconds: 1, durationSeconds: 60 });
    expect(jump.counted).toBe(false);
    expect(countWatched(jump.bits, 60)).toBe(5);
    const back = applySave({ bits: start, from: 5, to: 1, elapsedSeconds: 10, durationSeconds: 60 });
    expect(back.counted).toBe(false);
    expect(back.bits.equals(start)).toBe(true);
    expect(countWatched(start, 60)).toBe(5);
  });

  it('is watched to the end when every second but the last is watched, however it was split', () => {
    let bits = emptyWatched(12);
    for (const [from, to] of [
      [0, 5],
      [5, 9.5],
      [9.5, 11.1],
    ] as const)
      bits = applySave({ bits, from, to, elapsedSeconds: to - from, durationSeconds: 12 }).bits;
    expect(isWatchedToEnd(bits, 12)).toBe(true);
    const gap = applySave({ bits: emptyWatched(12), from: 3, to: 12, elapsedSeconds: 9, durationSeconds: 12 }).bits;
    expect(isWatchedToEnd(gap, 12)).toBe(false);
  });

  it("never marks past the video's length", () => {
    const { bits } = applySave({ bits: emptyWatched(5), from: 0, to: 5.9, elapsedSeconds: 6, durationSeconds: 5 });
    expect(countWatched(bits, 8)).toBe(5);
  });
});

describe('video keys and ranges', () => {
  const grant = { videoId: 12, userId: 34, expiresAt: 1_900_000_000 };

  it('reads back what it signed and refuses any change or another secret', () => {
    const key = signVideoKey('s3cret', grant);
    expect(readVideoKey('s3cret', key)).toEqual(grant);
    expect(readVideoKey('other', key)).toBeNull();
    expect(readVideoKey('s3cret', key.replace('12.34.', '12.35.'))).toBeNull();
    expect(readVideoKey('s3cret', key.replace('.1900000000.', '.1900000001.'))).toBeNull();
    expect(readVideoKey('s3cret', `${key}x`)).toBeNull();
    expect(readVideoKey('s3cret', '../../etc/passwd')).toBeNull();
  });

  it('parses single byte ranges and rejects unsatisfiable ones', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    for (const bad of ['bytes=100-', 'bytes=5-1', 'bytes=-0', 'bytes=-', 'items=0-1', 'bytes=0-1,5-6']) expect(parseRange(bad, 100), bad).toBe('invalid');
  });
});
