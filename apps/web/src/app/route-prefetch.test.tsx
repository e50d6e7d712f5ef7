import type { CatalogueList } from '@credo/contracts/catalogue';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { MOBILE_SEGMENT } from '@/shared/lib/location';
import { SiteContext, type SiteSession } from '@/shared/site/site-context';
import { RouteMatcherContext } from '@/shared/ui/app-link';
import { callsTo, ok, serveApi, testCatalogueRow, testCountries, testLanguages, testSiteInfo } from '@/test/fixtures';
import { createQueryClient } from './query-client';
import { variantRoutes } from './routes';

const LIST = '/api/certification/release/course/page/list';

const session: SiteSession = {
  siteInfo: testSiteInfo(),
  languages: testLanguages,
  language: testLanguages[0],
  languageId: 1,
  countries: testCountries,
  languageCountryCode: 'GB',
  visitorCountry: null,
  sitePrefix: '',
  direction: 'ltr',
};

const answer = (url: URL): CatalogueList => ({
  rows: [1, 2].map((id) => testCatalogueRow(id, { name: `Course ${id} of page ${url.searchParams.get('pageNum')}`, description: '' })),
  total: 40,
  certificationTypes: [{ id: 5, kind: 0, name: 'General Security Certification', title: 'General Security Certification' }],
  subTypes: [],
  versionLabels: [],
  languages: [{ id: 1, languageComplete: 'English', languagePackId: 'en' }],
  productLines: [],
  banner: null,
});

/**
 * The app's page routes (both variants, with the prefetch context the bootstrap gives them) under a
 * bare root: whether the course list's call was sent before its page was on screen, and how often.
 */
const openAt = (path: string) => {
  const queryClient = createQueryClient();
  const pageOnScreenAtCall: boolean[] = [];
  const fetchMock = serveApi(testSiteInfo(), {
    [LIST]: ({ url }) => {
      pageOnScreenAtCall.push(document.querySelector('input[type="search"]') !== null);
      return ok(answer(url));
    },
  });
  const context = { queryClient, site: () => session };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: () => null,
        children: [...variantRoutes(false, context), { path: MOBILE_SEGMENT, children: variantRoutes(true, context) }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SiteContext.Provider value={session}>
          <RouteMatcherContext.Provider value={() => true}>
            <RouterProvider router={router} />
          </RouteMatcherContext.Provider>
        </SiteContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { router, pageOnScreenAtCall, calls: () => callsTo(fetchMock, LIST).map(({ url }) => Object.fromEntries(url.searchParams)) };
};

afterEach(() => vi.unstubAllGlobals());

describe('the course list route starts its call with the page module (issue 19)', () => {
  it("sends the page's own query before the page is on screen, and the page sends none of its own", async () => {
    const { pageOnScreenAtCall, calls } = openAt('/general-security-certification/online-video-courses?q=cam&page=2');
    await screen.findByText('Course 1 of page 2');
    expect(pageOnScreenAtCall).toEqual([false]);
    expect(calls()).toEqual([
      expect.objectContaining({ courseType: '0', type: '0', keyword: 'cam', languageComplete: 'English', pageNum: '2', pageSize: '15' }),
    ]);
  });

  it("asks for the phone twin's page size on /mobile and for the general kind on /online-video-courses/{kind name}", async () => {
    const mobile = openAt('/mobile/general-security-certification/online-video-courses');
    await screen.findByText('Course 1 of page 1');
    expect(mobile.pageOnScreenAtCall).toEqual([false]);
    expect(mobile.calls()).toEqual([expect.objectContaining({ pageSize: '10', pageNum: '1' })]);
  });

  it('a later page change makes one call, of the kind the route asked for first', async () => {
    const { router, calls } = openAt('/online-video-courses/general-security-certification');
    await screen.findByText('Course 1 of page 1');
    await router.navigate('/online-video-courses/general-security-certification?page=3');
    await screen.findByText('Course 1 of page 3');
    expect(calls().map((c) => [c.type, c.pageNum])).toEqual([
      ['0', '1'],
      ['0', '3'],
    ]);
  });
});
