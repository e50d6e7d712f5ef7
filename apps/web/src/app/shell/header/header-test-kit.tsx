import type { SiteInfo } from '@credo/contracts';
import type { UserInfo } from '@credo/contracts/user';
import { vi } from 'vitest';
import { SiteActionsContext } from '@/shared/site/site-actions';
import type { SiteSession } from '@/shared/site/site-context';
import { ok, serveApi, testSiteInfo, unauthorized, type Handler } from '@/test/fixtures';
import { LocationProbe } from '@/test/location-probe';
import { renderWithSite } from '@/test/render-with-site';
import { SiteHeader } from '../site-header';

export const mainTypes = [
  { id: 1, kind: 0, name: 'General Security Certification', title: 'General Security Certification' },
  { id: 2, kind: 1, name: 'Credo Security Certification', title: 'Credo Security Certification' },
];
export const nonCertificationMenu = [
  { id: 1, key: 'educationalVideo', title: 'Educational videos', linkUrl: '/educational-video/list' },
  { id: 2, key: 'workshopSeminar', title: 'Workshops & seminars', linkUrl: '/workshop-seminar/list' },
];

export type HeaderSetup = {
  path?: string;
  site?: SiteInfo;
  session?: Partial<SiteSession>;
  user?: UserInfo | null;
  handlers?: Record<string, Handler>;
};

/** The header alone with the bootstrap's providers, a stubbed API and a spy for the in-place language switch. */
export const renderHeader = ({ path = '/', site = testSiteInfo({ isEU: false }), session, user = null, handlers = {} }: HeaderSetup = {}) => {
  const fetchMock = serveApi(site, {
    '/api/certification/getCertificationTypeInfo': () => ok(mainTypes),
    '/api/certification/nonCertification/menu': () => ok(nonCertificationMenu),
    '/api/user/sso/getUserInfo': () => (user ? ok(user) : unauthorized()),
    ...handlers,
  });
  const switchLanguage = vi.fn(async (_languageId: number, _countryCode?: string) => {});
  const view = renderWithSite(
    <SiteActionsContext.Provider value={{ switchLanguage }}>
      <SiteHeader />
      <LocationProbe />
    </SiteActionsContext.Provider>,
    { path, site, session },
  );
  return { ...view, fetchMock, switchLanguage };
};

export const clearHeaderCookies = () => {
  for (const name of ['languageCheckedId', 'showCountryLanguageTips']) document.cookie = `${name}=; max-age=0; path=/`;
};
