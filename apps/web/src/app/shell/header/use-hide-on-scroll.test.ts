import { TIMINGS_MS } from '@credo/contracts/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle, useHideOnScroll } from './use-hide-on-scroll';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs at once, then at most once per window with the last call, never more', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, TIMINGS_MS.scrollThrottle);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TIMINGS_MS.scrollThrottle - 1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(TIMINGS_MS.scrollThrottle * 3);
    expect(fn).toHaveBeenCalledTimes(2);
    throttled.cancel();
  });
});

describe('useHideOnScroll (mobile header, cert §2, throttle 200 ms §9)', () => {
  it('hides on scroll down, shows on scroll up, throttled to 200 ms', () => {
    const { result } = renderHook(() => useHideOnScroll(true, 56));
    act(() => scrollTo(300));
    expect(result.current).toBe(true);

    // Within the window the handler does not run: the header stays hidden …
    act(() => scrollTo(250));
    expect(result.current).toBe(true);
    // … until the window ends and the last position (an upward move) is read.
    act(() => vi.advanceTimersByTime(TIMINGS_MS.scrollThrottle));
    expect(result.current).toBe(false);

    act(() => vi.advanceTimersByTime(TIMINGS_MS.scrollThrottle));
    act(() => scrollTo(600));
    expect(result.current).toBe(true);
  });

  it('always shows the header near the top of the page', () => {
    const { result } = renderHook(() => useHideOnScroll(true, 56));
    act(() => scrollTo(40));
    expect(result.current).toBe(false);
  });

  it('keeps the header shown while disabled (a panel is open), and comes back shown', () => {
    const { result, rerender } = renderHook(({ enabled }) => useHideOnScroll(enabled, 56), { initialProps: { enabled: true } });
    act(() => scrollTo(400));
    expect(result.current).toBe(true);
    rerender({ enabled: false });
    expect(result.current).toBe(false);
    act(() => scrollTo(900));
    expect(result.current).toBe(false);
    rerender({ enabled: true });
    expect(result.current).toBe(false);
  });
});
