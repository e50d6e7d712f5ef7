import type { QueryClient } from '@tanstack/react-query';
import { writeLanguageCookie } from '@/shared/site/language-cookie';
import { applyLanguage } from '../locale';
import { setSiteParams } from '../request-context';
import type { BootState } from './load-site';

export const BOOTSTRAP_KEY = ['bootstrap'] as const;

/**
 * Switches the visit to another language of the site in place (section 4, desktop language
 * change): cookie, request parameters, catalogue and antd locale, then the bootstrap state, so
 * every query keyed by languageId loads again in the new language.
 */
export const switchLanguage = async (client: QueryClient, languageId: number, countryCode?: string): Promise<void> => {
  const state = client.getQueryData<BootState>(BOOTSTRAP_KEY);
  const language = state?.session.languages.find((candidate) => candidate.id === languageId);
  if (!state || !language) return;
  writeLanguageCookie(languageId);
  setSiteParams({ siteId: state.session.siteInfo.siteId, languageId });
  const locale = await applyLanguage(language);
  client.setQueryData<BootState>(BOOTSTRAP_KEY, {
    session: {
      ...state.session,
      language,
      languageId,
      languageCountryCode: countryCode ?? state.session.languageCountryCode,
      direction: locale.direction,
    },
    locale,
  });
};
