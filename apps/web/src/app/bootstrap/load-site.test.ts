import type { Language, SiteInfo } from '@credo/contracts';
import { SIGNED_IN_HINT_COOKIE } from '@credo/contracts/constants';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/shared/api/api-client';
import { currentUserKey } from '@/shared/user/use-current-user';
import { applyLanguage } from '../locale';
import { getSiteParams, setSiteParams } from '../request-context';
import { reservedSegments } from '../routes';
import { candidateSitePrefix, loadSite, SiteUnavailableError } from './load-site';

const site = (pathPrefix: string, siteId: number): SiteInfo =>
  ({ siteId, pathPrefix, baseLanguageId: 3, sitePrefixes: ['', 'eu'], tenant: { name: 'T' } }) as unknown as SiteInfo;
const languages = [
  { id: 1, languagePackId: 'en', languageSimple: 'en', rtlStatus: '0' },
  { id: 3, languagePackId: 'pl', languageSimple: 'pl', rtlStatus: '0' },
] as Language[];
const envelope = (code: number, data: unknown) => new Response(JSON.stringify({ code, data, message: '' }));

const serve = (siteFor: (sitePath: string | null) => Response, others: Record<string, () => Response> = {}) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/front-api/getSiteInfo') return siteFor(url.searchParams.get('sitePath'));
    if (others[url.pathname]) return others[url.pathname]();
    return envelope(200, languages);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(async () => {
  vi.unstubAllGlobals();
  setSiteParams({});
  await applyLanguage(undefined);
});

describe('candidateSitePrefix', () => {
  const reserved = reservedSegments();
  it('takes a first segment that no route owns', () => {
    expect(candidateSitePrefix('/eu/faq', reserved)).toBe('eu');
    expect(candidateSitePrefix('/Asia', reserved)).toBe('asia');
  });
  it('never takes a route segment, /mobile or a malformed segment', () => {
    for (const path of ['/', '/faq', '/mobile/faq', '/classroom/online', '/exception/notFound', '/user/sso/login', '/x1']) {
      expect(candidateSitePrefix(path, reserved)).toBe('');
    }
  });
});

describe('loadSite', () => {
  it('loads the site of a known prefix with the base language and sets the request context', async () => {
    serve((sitePath) => envelope(200, site(sitePath ?? '', sitePath === 'eu' ? 2 : 1)));
    const state = await loadSite('/eu/faq');
    expect(state.session.sitePrefix).toBe('eu');
    expect(state.session.language?.id).toBe(3);
    expect(state.locale.language).toBe('pl');
    expect(getSiteParams()).toEqual({ siteId: 2, languageId: 3 });
  });

  it('treats a segment the server does not know as a page of the default site', async () => {
    const fetchMock = serve((sitePath) => (sitePath ? envelope(404, null) : envelope(200, site('', 1))));
    const state = await loadSite('/unknown-page');
    expect(state.session.sitePrefix).toBe('');
    expect(state.session.siteInfo.siteId).toBe(1);
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('getSiteInfo'))).toHaveLength(2);
  });

  it('fails with SiteUnavailableError when the server cannot be reached, without guessing', async () => {
    const fetchMock = serve(() => new Response('Bad gateway', { status: 502 }));
    await expect(loadSite('/eu')).rejects.toBeInstanceOf(SiteUnavailableError);
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('getSiteInfo'))).toHaveLength(1);
  });

  it('asks languages, countries, the visitor’s country and the user in parallel, then takes the user’s language', async () => {
    configureApiClient({ getSiteParams });
    const client = new QueryClient();
    const user = { id: 9, languageId: 1 };
    const fetchMock = serve((sitePath) => envelope(200, site(sitePath ?? '', 2)), {
      '/api/certification/languageSwitch/listByParam': () => envelope(200, [{ country: 'Poland', countryCode: 'PL', languageList: [3] }]),
      '/api/certification/location/getCountryByIp': () => envelope(200, { countryCode: 'pl', countryName: 'Poland' }),
      '/api/user/sso/getUserInfo': () => envelope(200, user),
    });
    const state = await loadSite('/eu', { client, clientLanguages: ['pl-PL'] });
    expect(state.session.language?.id).toBe(1);
    expect(state.session.visitorCountry).toEqual({ countryCode: 'PL', countryName: 'Poland' });
    expect(state.session.countries).toHaveLength(1);
    expect(client.getQueryData(currentUserKey(2))).toEqual(user);
    const userCall = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('getUserInfo'));
    expect(userCall).toContain('siteId=2');
  });

  it('treats a 401 as a visitor and falls to the country rule', async () => {
    const client = new QueryClient();
    serve((sitePath) => envelope(200, site(sitePath ?? '', 2)), {
      '/api/certification/languageSwitch/listByParam': () => envelope(200, [{ country: 'United Kingdom', countryCode: 'GB', languageList: [1] }]),
      '/api/certification/location/getCountryByIp': () => envelope(200, { countryCode: 'GB', countryName: 'United Kingdom' }),
      '/api/user/sso/getUserInfo': () => new Response(JSON.stringify({ code: 401, data: null, message: '' }), { status: 401 }),
    });
    const state = await loadSite('/eu', { client, clientLanguages: ['de'] });
    expect(state.session.language?.id).toBe(1);
    expect(state.session.languageCountryCode).toBe('GB');
    expect(client.getQueryData(currentUserKey(2))).toBeNull();
  });

  it('asks no getUserInfo without the signed-in hint: a visitor, known at once (decision 0029)', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
    const client = new QueryClient();
    const fetchMock = serve((sitePath) => envelope(200, site(sitePath ?? '', 2)), {
      '/api/user/sso/getUserInfo': () => envelope(200, { id: 9, languageId: 1 }),
    });
    await loadSite('/eu', { client, clientLanguages: ['de'] });
    expect(client.getQueryData(currentUserKey(2))).toBeNull();
    expect(fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('getUserInfo'))).toEqual([]);
  });
});
