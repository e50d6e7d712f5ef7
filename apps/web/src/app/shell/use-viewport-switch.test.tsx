import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '@/test/location-probe';
import { useViewportSwitch, VIEWPORT_SETTLE_MS } from './use-viewport-switch';

/** Every path the router showed, in order (a round trip to the twin remounts the page). */
let shown: string[] = [];
const Switch = () => {
  useViewportSwitch();
  const { pathname } = useLocation();
  if (shown.at(-1) !== pathname) shown.push(pathname);
  return <LocationProbe />;
};

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};
const where = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  shown = [];
  vi.useFakeTimers();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

describe('useViewportSwitch', () => {
  it('moves to the /mobile twin, query kept, once a narrow window has held its size', () => {
    render(
      <MemoryRouter initialEntries={['/news?page=2']}>
        <Switch />
      </MemoryRouter>,
    );
    act(() => resizeTo(800));
    expect(where()).toBe('/news?page=2');
    act(() => vi.advanceTimersByTime(VIEWPORT_SETTLE_MS));
    expect(where()).toBe('/mobile/news?page=2');
    act(() => resizeTo(1280));
    act(() => vi.advanceTimersByTime(VIEWPORT_SETTLE_MS));
    expect(where()).toBe('/news?page=2');
  });

  it('stays for a size that passes (a full-page capture resizes to 1×1 and back) or a drag back over 992 px', () => {
    render(
      <MemoryRouter initialEntries={['/news']}>
        <Switch />
      </MemoryRouter>,
    );
    act(() => {
      resizeTo(1);
      resizeTo(1440);
    });
    act(() => vi.advanceTimersByTime(VIEWPORT_SETTLE_MS * 2));
    expect(where()).toBe('/news');

    act(() => resizeTo(900));
    act(() => vi.advanceTimersByTime(VIEWPORT_SETTLE_MS - 50));
    act(() => resizeTo(1100));
    act(() => vi.advanceTimersByTime(VIEWPORT_SETTLE_MS * 2));
    expect(where()).toBe('/news');
    // Never shown as the twin in between.
    expect(shown).toEqual(['/news']);
  });

  it('opens a desktop address in a narrow window as its twin at once', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <Switch />
      </MemoryRouter>,
    );
    expect(where()).toBe('/mobile/faq');
  });
});
