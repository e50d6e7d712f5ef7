import type { CountryEntry, Language, SiteInfo } from '@credo/contracts';
import type { CatalogueRow } from '@credo/contracts/catalogue';
import type { SupplementConfig, UserInfo } from '@credo/contracts/user';
import { vi } from 'vitest';

/** Fixtures and a fake `fetch` for tests that render the whole app (as root.test.tsx does). */
export const testSiteInfo = (overrides: Partial<SiteInfo> = {}, tenantCode = 'main'): SiteInfo => ({
  siteId: 21,
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
  sitePrefixes: ['', 'eu'],
  tenant: {
    tenantId: 1,
    code: tenantCode,
    name: 'Credo Academy',
    defaultTitle: 'Credo Academy',
    faviconUrl: '',
    logoUrl: '',
    logoInverseUrl: '',
    privacyPolicyUrl: 'https://example.com/privacy',
  },
  ...overrides,
});

export const testLanguages: Language[] = [
  { id: 1, languagePackId: 'en', languageComplete: 'English', languageSimple: 'en', countryCode: 'GB', countryName: 'United Kingdom', rtlStatus: '0' },
  { id: 2, languagePackId: 'ar', languageComplete: 'العربية', languageSimple: 'ar', countryCode: 'AE', countryName: 'UAE', rtlStatus: '1' },
];

export const testCountries: CountryEntry[] = [
  { country: 'United Kingdom', countryCode: 'GB', languageList: [1] },
  { country: 'United Arab Emirates', countryCode: 'AE', languageList: [2, 1] },
];

export const testUser = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  id: 7,
  languageId: 1,
  firstName: 'Lena',
  lastName: 'Novak',
  phoneNumber: null,
  phoneCode: null,
  country: 'Germany',
  countryCode: 'DE',
  province: null,
  city: null,
  address: null,
  postcode: null,
  vatNumber: null,
  company: null,
  jobTitle: null,
  type: null,
  email: 'lena@example.com',
  name: 'Lena Novak',
  photoImgUrl: null,
  emailNotificationStatus: 0,
  migrationPopStatus: '0',
  gatherInfo: '0',
  missingFields: [],
  ...overrides,
});

/** A required-information config: the given fields '1', the others '0'. */
export const testSupplement = (required: string[], overrides: Partial<SupplementConfig> = {}): SupplementConfig => ({
  siteId: 21,
  regionId: null,
  firstName: '0',
  lastName: '0',
  phoneNumber: '0',
  country: '0',
  province: '0',
  city: '0',
  postcode: '0',
  address: '0',
  company: '0',
  type: '0',
  vatNumber: '0',
  regionInfoRelIdList: [],
  ...Object.fromEntries(required.map((field) => [field, '1'])),
  ...overrides,
});

/** A course row of the catalogue list, as the list call answers it. */
export const testCatalogueRow = (id: number, overrides: Partial<CatalogueRow> = {}): CatalogueRow => ({
  id,
  courseType: 0,
  name: `Course ${id}`,
  description: `About course ${id}`,
  coverUrl: null,
  credits: 2,
  requirement: 1,
  videoType: 2,
  languageId: 1,
  languageComplete: 'English',
  certificationId: 1,
  certificationName: 'Associate',
  certificationTypeName: 'General',
  certificationSubtypeName: 'Fundamentals',
  versionLabel: 'V3.1',
  productLineId: null,
  productLineName: null,
  ...overrides,
});

export const ok = (data: unknown, message = '') => new Response(JSON.stringify({ code: 200, data, message }), { status: 200 });

export const envelope = (code: number, data: unknown, message: string, status = 200) => new Response(JSON.stringify({ code, data, message }), { status });

export const unauthorized = () => new Response(JSON.stringify({ code: 401, data: null, message: 'Unauthorized' }), { status: 401 });

export type Handler = (request: { url: URL; init: RequestInit | undefined; body: unknown }) => Response | Promise<Response>;

/**
 * Stubs `fetch` with site info, languages and the given handlers by path (`/api/...`); any other
 * path answers HTTP 404. Returns the mock, whose calls hold every request.
 */
export const serveApi = (site: SiteInfo, handlers: Record<string, Handler> = {}) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const handler = handlers[url.pathname];
    if (handler) return handler({ url, init, body });
    switch (url.pathname) {
      case '/api/front-api/getSiteInfo':
        return ok(url.searchParams.get('sitePath') === site.pathPrefix ? site : { ...site, pathPrefix: '' });
      case '/api/certification/language/multi':
        return ok(testLanguages);
      default:
        return new Response('not found', { status: 404 });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The requests made to `path`, with their parsed JSON bodies. */
export const callsTo = (fetchMock: ReturnType<typeof serveApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === path)
    .map(({ url, init }) => ({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body }));
