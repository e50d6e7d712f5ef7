import { TIMINGS_MS } from '@credo/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_SCRIPT_ATTR, disableAnalytics, enableAnalytics, resetAnalytics, trackEvent, trackPageView } from './analytics';

/** The data layer's entries as plain arrays (gtag pushes Arguments objects). */
const layer = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = (name: string) => layer().filter(([kind, event]) => kind === 'event' && event === name);

beforeEach(() => {
  vi.useFakeTimers();
  resetAnalytics();
});
afterEach(() => {
  resetAnalytics();
  vi.useRealTimers();
});

describe('analytics', () => {
  it('injects the tag once, for the given id, and never before it is enabled', () => {
    trackPageView();
    vi.advanceTimersByTime(TIMINGS_MS.analyticsDebounce);
    expect(document.querySelector(`script[${ANALYTICS_SCRIPT_ATTR}]`)).toBeNull();
    expect(window.dataLayer).toBeUndefined();

    enableAnalytics('G-TEST0021');
    enableAnalytics('G-TEST0021');
    const scripts = document.querySelectorAll<HTMLScriptElement>(`script[${ANALYTICS_SCRIPT_ATTR}]`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST0021');
    expect(scripts[0].async).toBe(true);
    expect(layer()).toContainEqual(['config', 'G-TEST0021', { send_page_view: false, anonymize_ip: true }]);
    expect(layer()).toContainEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })]);
  });

  it('gives the tag the page\'s CSP nonce from <meta property="csp-nonce">, the only way the policy lets it in', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'bm9uY2UtZnJvbS1zZXJ2ZXI=');
    document.head.appendChild(meta);
    try {
      enableAnalytics('G-TEST0021');
      const script = document.querySelector<HTMLScriptElement>(`script[${ANALYTICS_SCRIPT_ATTR}]`)!;
      expect(script.nonce).toBe('bm9uY2UtZnJvbS1zZXJ2ZXI=');
    } finally {
      meta.remove();
    }
  });

  it('adds the tag without a nonce on a page sent without one (the Vite dev server)', () => {
    enableAnalytics('G-TEST0021');
    expect(document.querySelector<HTMLScriptElement>(`script[${ANALYTICS_SCRIPT_ATTR}]`)!.nonce).toBeFalsy();
  });

  it('debounces events by 500 ms: a burst sends one event, the last one', () => {
    enableAnalytics('G-TEST0021');
    window.history.replaceState(null, '', '/first');
    trackPageView();
    vi.advanceTimersByTime(200);
    window.history.replaceState(null, '', '/mobile/second');
    trackPageView();
    vi.advanceTimersByTime(TIMINGS_MS.analyticsDebounce - 1);
    expect(events('page_view')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(events('page_view')).toEqual([['event', 'page_view', expect.objectContaining({ page_path: '/mobile/second', send_to: 'G-TEST0021' })]]);
    // Different events do not cancel each other.
    trackEvent('enrol', { id: 1 });
    trackPageView();
    vi.advanceTimersByTime(TIMINGS_MS.analyticsDebounce);
    expect(events('enrol')).toHaveLength(1);
    expect(events('page_view')).toHaveLength(2);
  });

  it('stops sending when consent is withdrawn: pending events are dropped and the tag is switched off', () => {
    enableAnalytics('G-TEST0021');
    trackPageView();
    disableAnalytics();
    vi.advanceTimersByTime(TIMINGS_MS.analyticsDebounce * 2);
    trackPageView();
    vi.advanceTimersByTime(TIMINGS_MS.analyticsDebounce * 2);
    expect(events('page_view')).toHaveLength(0);
    expect(window['ga-disable-G-TEST0021']).toBe(true);
    expect(layer()).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }]);

    // Consent given again: the same tag carries on, no second script.
    enableAnalytics('G-TEST0021');
    expect(window['ga-disable-G-TEST0021']).toBe(false);
    expect(document.querySelectorAll(`script[${ANALYTICS_SCRIPT_ATTR}]`)).toHaveLength(1);
    trackPageView();
    vi.advanceTimersByTime(TIMINGS_MS.analyticsDebounce);
    expect(events('page_view')).toHaveLength(1);
  });
});
