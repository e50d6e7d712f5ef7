import type { UserInfo } from '@credo/contracts/user';
import { COOKIE_NAMES } from '@credo/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { getCountryByIp } from '@/features/site/api/get-country-by-ip';
import { getSiteInfo } from '@/features/site/api/get-site-info';
import { listCountryLanguages } from '@/features/site/api/list-country-languages';
import { listLanguages } from '@/features/site/api/list-languages';
import type { ApiResult } from '@/shared/api/api-client';
import { readCookie } from '@/shared/lib/cookies';
import { warmIntl } from '@/shared/lib/intl-cache';
import type { SiteSession } from '@/shared/site/site-context';
import { visitorCountryQueryOptions } from '@/shared/site/visitor-country';
import { getUserInfo } from '@/shared/user/get-user-info';
import { currentUserKey, type CurrentUser } from '@/shared/user/use-current-user';
import { applyLanguage, type LocaleState } from '../locale';
import { setSiteParams } from '../request-context';
import { reservedSegments } from '../routes';
import { chooseLanguage } from './choose-language';

export type BootState = { session: SiteSession; locale: LocaleState };

export class SiteUnavailableError extends Error {
  constructor() {
    super('Site info could not be loaded');
    this.name = 'SiteUnavailableError';
  }
}

/**
 * The first path segment when it may be a site prefix: not a route's own segment and shaped
 * like one. Only site info can confirm it (the server knows the prefixes).
 */
export const candidateSitePrefix = (pathname: string, reserved: ReadonlySet<string>): string => {
  const first =
    pathname
      .split('/')
      .find((segment) => segment !== '')
      ?.toLowerCase() ?? '';
  return /^[a-z-]{1,30}$/.test(first) && !reserved.has(first) ? first : '';
};

/** The signed-in user of a getUserInfo answer: null for a visitor, undefined when it is unknown (transport). */
const userOf = (result: ApiResult<UserInfo>): CurrentUser | undefined => {
  if (result.ok) return result.data && typeof result.data === 'object' && !Array.isArray(result.data) ? result.data : null;
  return result.kind === 'transport' ? undefined : null;
};

const browserLanguages = (): string[] => {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? [...navigator.languages] : navigator.language ? [navigator.language] : [];
};

export type LoadSiteOptions = {
  /** Receives the signed-in user found at boot, so the shell does not ask again. */
  client?: QueryClient;
  clientLanguages?: readonly string[];
};

/**
 * Bootstrap of a visit (section 4): site info (by URL prefix); then, in parallel, that site's
 * languages, its countries, the visitor's country and the signed-in user (a visitor's 401 is an
 * answer); then the language by the section 4 priority, the request context and the locale.
 * Throws SiteUnavailableError without site info.
 */
export const loadSite = async (pathname: string, options: LoadSiteOptions = {}): Promise<BootState> => {
  const candidate = candidateSitePrefix(pathname, reservedSegments());
  const firstAnswer = getSiteInfo(candidate);
  // ICU's data loads while the first answer is on its way, not in the first render showing a date.
  warmIntl(document.documentElement.lang || undefined);
  const first = await firstAnswer;
  // A first segment the server does not know as a site is a page path: use the default site.
  // (A transport failure is not an answer about the prefix: it surfaces as the error state.)
  const site = !first.ok && first.kind === 'business' && candidate ? await getSiteInfo('') : first;
  if (!site.ok) throw new SiteUnavailableError();

  const siteInfo = site.data;
  // getUserInfo answers for this site (its required-information rules), so the site goes first.
  setSiteParams({ siteId: siteInfo.siteId, languageId: siteInfo.baseLanguageId });
  const [languages, countries, visitorCountry, userResult] = await Promise.all([
    listLanguages(siteInfo.siteId),
    listCountryLanguages(siteInfo.siteId),
    getCountryByIp(siteInfo.siteId),
    getUserInfo(),
  ]);
  const user = userOf(userResult);
  if (user !== undefined) options.client?.setQueryData<CurrentUser>(currentUserKey(siteInfo.siteId), user);
  // The consent rules ask for the same country: one lookup per visit.
  options.client?.setQueryData(visitorCountryQueryOptions(siteInfo.siteId).queryKey, visitorCountry?.countryCode ?? null);

  const served = siteInfo.pathPrefix.replace(/^\/+|\/+$/g, '').toLowerCase();
  const sitePrefix = candidate && served === candidate ? candidate : '';
  const choice = chooseLanguage({
    languages,
    countries,
    userLanguageId: user?.languageId,
    cookieValue: readCookie(COOKIE_NAMES.languageCheckedId),
    visitorCountry: visitorCountry?.countryCode,
    clientLanguages: options.clientLanguages ?? browserLanguages(),
    baseLanguageId: siteInfo.baseLanguageId,
  });
  const language = choice?.language;
  const languageId = language?.id ?? siteInfo.baseLanguageId;
  setSiteParams({ siteId: siteInfo.siteId, languageId });
  const locale = await applyLanguage(language);
  return {
    session: {
      siteInfo,
      languages,
      language,
      languageId,
      countries,
      languageCountryCode: choice?.countryCode ?? '',
      visitorCountry,
      sitePrefix,
      direction: locale.direction,
    },
    locale,
  };
};
