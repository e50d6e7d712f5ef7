import { COOKIE_NAMES, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@credo/contracts/constants';
import { consentAllows } from '@/shared/consent/consent-store';

/**
 * Remembers the chosen language for one year (certification document section 4). It is a
 * functionality cookie: while the visitor has not allowed those, it lasts only for the browser
 * session, so the choice still works on this visit without being kept.
 */
export const writeLanguageCookie = (languageId: number): void => {
  const lifetime = consentAllows('functionality') ? `; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}` : '';
  document.cookie = `${COOKIE_NAMES.languageCheckedId}=${languageId}${lifetime}; path=/; samesite=lax`;
};
