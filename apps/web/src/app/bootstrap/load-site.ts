import { COOKIE_NAMES } from '@credo/contracts/constants';
import { getSiteInfo } from '@/features/site/api/get-site-info';
import { listLanguages } from '@/features/site/api/list-languages';
import { readCookie } from '@/shared/lib/cookies';
import type { SiteSession } from '@/shared/site/site-context';
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
  const first = pathname.split('/').find((segment) => segment !== '')?.toLowerCase() ?? '';
  return /^[a-z-]{1,30}$/.test(first) && !reserved.has(first) ? first : '';
};

/**
 * Bootstrap of a visit: site info (by URL prefix), then that site's languages (the list differs
 * per site, so it cannot be asked for before the site is known), then the language, the request
 * context and the locale. Throws SiteUnavailableError without site info.
 */
export const loadSite = async (pathname: string): Promise<BootState> => {
  const candidate = candidateSitePrefix(pathname, reservedSegments());
  const first = await getSiteInfo(candidate);
  // A first segment the server does not know as a site is a page path: use the default site.
  // (A transport failure is not an answer about the prefix: it surfaces as the error state.)
  const site = !first.ok && first.kind === 'business' && candidate ? await getSiteInfo('') : first;
  if (!site.ok) throw new SiteUnavailableError();

  const siteInfo = site.data;
  const languages = await listLanguages(siteInfo.siteId);
  const served = siteInfo.pathPrefix.replace(/^\/+|\/+$/g, '').toLowerCase();
  const sitePrefix = candidate && served === candidate ? candidate : '';
  const language = chooseLanguage({
    languages,
    cookieValue: readCookie(COOKIE_NAMES.languageCheckedId),
    baseLanguageId: siteInfo.baseLanguageId,
  });
  const languageId = language?.id ?? siteInfo.baseLanguageId;
  setSiteParams({ siteId: siteInfo.siteId, languageId });
  const locale = await applyLanguage(language);
  return {
    session: { siteInfo, languages, language, languageId, sitePrefix, direction: locale.direction },
    locale,
  };
};
