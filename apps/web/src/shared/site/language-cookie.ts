import { COOKIE_NAMES, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@credo/contracts/constants';

/** Remembers the chosen language for one year (certification document section 4). */
export const writeLanguageCookie = (languageId: number): void => {
  document.cookie = `${COOKIE_NAMES.languageCheckedId}=${languageId}; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
};
