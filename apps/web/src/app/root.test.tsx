import type { Banner, FooterConfig, Language, SiteInfo } from '@credo/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from './locale';
import { setSiteParams } from './request-context';
import { Root } from './root';

const siteInfo: SiteInfo = {
  siteId: 2,
  siteCode: 'EU',
  siteName: 'Europe',
  pathPrefix: 'eu',
  baseLanguageId: 1,
  orderFood: false,
  showCompanyCertificate: false,
  languageNavigation: true,
  analyticsTestId: null,
  analyticsProdId: null,
  contactEmail: 'academy@example.com',
  defaultCountryCode: 'DE',
  isEU: true,
  isAsia: false,
  isArSite: false,
  showNonCertiMenu: true,
  sitePrefixes: ['', 'eu', 'asia'],
  tenant: {
    tenantId: 1,
    code: 'main',
    name: 'Credo Academy',
    defaultTitle: 'Credo Academy – Security Certification',
    faviconUrl: '/media/favicon.ico',
    logoUrl: '',
    logoInverseUrl: '',
    privacyPolicyUrl: 'https://example.com/privacy',
  },
};
const languages: Language[] = [
  { id: 1, languagePackId: 'en', languageComplete: 'English', languageSimple: 'en', countryCode: 'GB', countryName: 'United Kingdom', rtlStatus: '0' },
  { id: 2, languagePackId: 'ar', languageComplete: 'العربية', languageSimple: 'ar', countryCode: 'AE', countryName: 'UAE', rtlStatus: '1' },
];
const footer: FooterConfig = {
  email: 'help@example.com',
  linkList: [
    { id: 1, areaKind: 3, linkTitle: 'FAQ', linkUrl: '/eu/faq', linkImage: null },
    { id: 2, areaKind: 4, linkTitle: 'Vendor site', linkUrl: 'https://vendor.example.org', linkImage: null },
    { id: 3, areaKind: 6, linkTitle: 'Privacy', linkUrl: 'https://example.com/privacy', linkImage: null },
  ],
  socialList: [],
};
const banners: Banner[] = [
  {
    id: 5,
    type: '0',
    title: 'Become a certified professional',
    description: 'Start today',
    imageUrl: '/media/b.jpg',
    mobileImageUrl: '',
    linkUrl: '/eu/faq',
    sort: 1,
  },
];

const ok = (data: unknown) => new Response(JSON.stringify({ code: 200, data, message: '' }), { status: 200 });

const serve = (overrides: Record<string, () => Response> = {}) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = overrides[url.pathname];
    if (handler) return handler();
    switch (url.pathname) {
      case '/api/front-api/getSiteInfo':
        return url.searchParams.get('sitePath') === 'eu' ? ok(siteInfo) : ok({ ...siteInfo, siteId: 1, pathPrefix: '' });
      case '/api/certification/language/multi':
        return ok(languages);
      case '/api/certification/footer/searchFooter':
        return ok(footer);
      case '/api/certification/banner/release/query':
        return ok(banners);
      default:
        return new Response('not found', { status: 404 });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

beforeEach(() => setWidth(1280));
afterEach(async () => {
  vi.unstubAllGlobals();
  document.cookie = 'languageCheckedId=; max-age=0';
  setSiteParams({});
  await applyLanguage(undefined);
});

describe('Root', () => {
  it('boots the site of the URL prefix and shows the not-found page for a route not built yet', async () => {
    window.history.replaceState(null, '', '/eu/no-such-page');
    const fetchMock = serve();
    render(<Root />);

    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByText('Europe')).toBeTruthy();
    expect(screen.getByText('English')).toBeTruthy();
    expect(document.title).toBe('Credo Academy – Security Certification');
    const siteCall = fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.includes('getSiteInfo'));
    expect(siteCall).toBe('/api/front-api/getSiteInfo?sitePath=eu');

    // Footer: our route navigates in the app under the prefix; another host opens in a new tab.
    const faq = await screen.findByRole('link', { name: 'FAQ' });
    expect(faq.getAttribute('href')).toBe('/eu/faq');
    expect(faq.getAttribute('target')).toBeNull();
    const vendor = screen.getByRole('link', { name: 'Vendor site' });
    expect(vendor.getAttribute('target')).toBe('_blank');
    expect(vendor.getAttribute('rel')).toBe('noopener');
    expect(screen.getByRole('link', { name: 'help@example.com' }).getAttribute('href')).toBe('mailto:help@example.com');
    const footerCall = fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.includes('searchFooter'));
    expect(footerCall).toBe('/api/certification/footer/searchFooter?siteId=2&languageId=1');
  });

  it('renders the home page in the cookie language, right to left, on the mobile twin below 992 px', async () => {
    setWidth(375);
    document.cookie = 'languageCheckedId=2';
    window.history.replaceState(null, '', '/eu?x=1');
    serve();
    render(<Root />);

    expect(await screen.findByText('Become a certified professional')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/eu/mobile'));
    expect(window.location.search).toBe('?x=1');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByText('طريقك إلى الشهادة')).toBeTruthy();
  });

  it('shows an error with a retry when site info fails, and recovers', async () => {
    window.history.replaceState(null, '', '/');
    let fail = true;
    serve({
      '/api/front-api/getSiteInfo': () => (fail ? new Response('down', { status: 503 }) : ok({ ...siteInfo, pathPrefix: '' })),
    });
    render(<Root />);

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The site could not be loaded')).toBeTruthy();
    fail = false;
    retry.click();
    expect(await screen.findByText('Your path to certification')).toBeTruthy();
  });
});
