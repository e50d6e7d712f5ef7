import { describe, expect, it } from 'vitest';
import { endsAt, formatCountdown, secondsLeft } from './countdown';

describe('countdown', () => {
  it('formats mm:ss, with hours when over an hour (commerce §9)', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(61.9)).toBe('01:01');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('01:00:00');
    expect(formatCountdown(3725)).toBe('01:02:05');
  });

  it('counts from the server countDown with clock differences only', () => {
    const end = endsAt(90, 1_000_000);
    expect(secondsLeft(end, 1_000_000)).toBe(90);
    expect(secondsLeft(end, 1_000_001)).toBe(90);
    expect(secondsLeft(end, 1_089_001)).toBe(1);
    expect(secondsLeft(end, 1_090_000)).toBe(0);
    expect(secondsLeft(end, 2_000_000)).toBe(0);
    expect(endsAt(-3, 5)).toBe(5);
  });
});
