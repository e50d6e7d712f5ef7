import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** An IntersectionObserver the test drives: it records what it watches and reports when told. */
class DrivenObserver {
  static last: DrivenObserver | null = null;
  watched: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    DrivenObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched = [];
  }
  report(isIntersecting: boolean) {
    this.callback(
      this.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as never,
    );
  }
}

const Footer = () => {
  const [ref, near] = useNearViewport<HTMLElement>();
  return <footer ref={ref}>{near ? <img src="/media/partners/logo.svg" alt="Partner" /> : <span>box</span>}</footer>;
};

afterEach(() => {
  vi.unstubAllGlobals();
  DrivenObserver.last = null;
});

describe('useNearViewport', () => {
  it('is false until the element comes within 200 px of the screen, then stays true', () => {
    vi.stubGlobal('IntersectionObserver', DrivenObserver);
    render(<Footer />);
    expect(screen.queryByRole('img')).toBeNull();
    const observer = DrivenObserver.last!;
    expect(observer.options.rootMargin).toBe('200px');
    act(() => observer.report(false));
    expect(screen.queryByRole('img')).toBeNull();
    act(() => observer.report(true));
    expect(screen.getByRole('img', { name: 'Partner' }).getAttribute('src')).toBe('/media/partners/logo.svg');
    // Once shown it no longer watches.
    expect(observer.watched).toEqual([]);
  });

  it('is true at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Footer />);
    expect(screen.getByRole('img', { name: 'Partner' })).toBeTruthy();
  });
});
