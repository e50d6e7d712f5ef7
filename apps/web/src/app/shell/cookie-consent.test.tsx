import type { SiteInfo } from '@credo/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from '@/features/consent/components/cookie-banner';
import { ANALYTICS_SCRIPT_ATTR, resetAnalytics } from '@/shared/analytics/analytics';
import { resetConsentStore, saveCookiePolicy } from '@/shared/consent/consent-store';
import { ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { useAnalytics, useConsentRegionSync } from './use-consent-effects';

const Where = () => <output data-testid="where">{useLocation().pathname}</output>;

/** The shell's consent pieces, without header and footer. */
const Harness = () => {
  useConsentRegionSync();
  useAnalytics();
  return (
    <>
      <CookieBanner />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>
  );
};

const site = (overrides: Partial<SiteInfo> = {}) => testSiteInfo({ analyticsTestId: 'G-TEST0021', analyticsProdId: 'G-PROD0021', ...overrides });

/** Serves the site with the visitor in `country` (null: the lookup fails). */
const visit = (info: SiteInfo, country: string | null, path = '/') => {
  serveApi(info, {
    '/api/certification/location/getCountryByIp': () =>
      country ? ok({ ip: '203.0.113.9', countryCode: country, countryName: country, source: 'header' }) : new Response('down', { status: 502 }),
  });
  return renderWithSite(<Harness />, { site: info, path });
};

const banner = () => screen.findByRole('region', { name: 'We value your privacy' });
const analyticsScript = () => document.querySelector<HTMLScriptElement>(`script[${ANALYTICS_SCRIPT_ATTR}]`);

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
};

beforeEach(() => {
  clearCookies();
  resetConsentStore();
  resetAnalytics();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
  resetConsentStore();
  resetAnalytics();
});

describe('cookie banner', () => {
  it('shows Reject on an EU site, whatever the visitor country', async () => {
    visit(site({ isEU: true }), 'US');
    const region = await banner();
    expect(within(region).getByRole('button', { name: 'Accept all' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Reject all' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Manage cookies' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('https://example.com/privacy');
  });

  it('shows Reject outside the EU only for a listed country (or an unknown one)', async () => {
    const nonEu = site({ isEU: false });
    const first = visit(nonEu, 'US');
    expect(within(await banner()).queryByRole('button', { name: 'Reject all' })).toBeNull();
    first.unmount();
    resetConsentStore();

    const second = visit(nonEu, 'DE');
    expect(within(await banner()).getByRole('button', { name: 'Reject all' })).toBeTruthy();
    second.unmount();
    resetConsentStore();

    visit(nonEu, null);
    expect(within(await banner()).getByRole('button', { name: 'Reject all' })).toBeTruthy();
  });

  it('is not shown once the disclaimer cookie is true, nor on the preferences page itself', async () => {
    document.cookie = 'cookieDisclaimer=true; path=/';
    resetConsentStore();
    visit(site(), 'DE');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is not shown on /mobile/cookies-preferences', async () => {
    visit(site(), 'DE', '/mobile/cookies-preferences');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('Accept hides it for good and starts analytics with the test id', async () => {
    visit(site({ isEU: true }), 'DE');
    fireEvent.click(within(await banner()).getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.cookie).toContain('cookieDisclaimer=true');
    await waitFor(() => expect(analyticsScript()?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST0021'));
  });

  it('Reject hides it and keeps analytics off', async () => {
    visit(site({ isEU: true }), 'DE');
    fireEvent.click(within(await banner()).getByRole('button', { name: 'Reject all' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.cookie).toContain('cookieDisclaimer=true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(analyticsScript()).toBeNull();
  });

  it('Manage hides it and goes to the preferences page of the same variant', async () => {
    visit(site({ isEU: true }), 'DE', '/mobile/faq');
    fireEvent.click(within(await banner()).getByRole('button', { name: 'Manage cookies' }));
    expect(screen.getByTestId('where').textContent).toBe('/mobile/cookies-preferences');
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.cookie).toContain('cookieDisclaimer=true');
  });
});

describe('analytics consent', () => {
  it('loads nothing for an opt-in visitor until consent', async () => {
    visit(site({ isEU: true }), 'FR');
    await banner();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(analyticsScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads analytics by default elsewhere, and stops it when the visitor turns it off', async () => {
    visit(site({ isEU: false }), 'US');
    await waitFor(() => expect(analyticsScript()).not.toBeNull());
    expect(window['ga-disable-G-TEST0021']).toBe(false);

    act(() => saveCookiePolicy({ necessary: true, functionality: true, analytics: false }));
    expect(window['ga-disable-G-TEST0021']).toBe(true);
    const last = Array.from((window.dataLayer ?? []).at(-1) as ArrayLike<unknown>);
    expect(last).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });

  it('loads nothing for a site without an analytics id', async () => {
    visit(site({ isEU: false, analyticsTestId: null }), 'US');
    await banner();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(analyticsScript()).toBeNull();
  });
});
