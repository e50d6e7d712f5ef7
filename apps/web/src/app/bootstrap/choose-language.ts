import type { Language } from '@credo/contracts';
import { DEFAULT_LANGUAGE_ID } from '@credo/contracts/constants';

/**
 * The visit's language, for now: the language cookie (`languageCheckedId`) when it names a
 * known language, else the site's base language, else the default language id, else the first.
 * The full priority rules (country, browser, site languages) belong to a later issue.
 */
export const chooseLanguage = ({
  languages,
  cookieValue,
  baseLanguageId,
}: {
  languages: readonly Language[];
  cookieValue: string | undefined;
  baseLanguageId: number;
}): Language | undefined => {
  const byId = (id: number) => languages.find((language) => language.id === id);
  const fromCookie = cookieValue && /^\d+$/.test(cookieValue.trim()) ? byId(Number(cookieValue)) : undefined;
  return fromCookie ?? byId(baseLanguageId) ?? byId(DEFAULT_LANGUAGE_ID) ?? languages[0];
};
