import { COOKIE_NAMES, LANGUAGE_TIP_COOKIE_MAX_AGE_SECONDS } from '@credo/contracts/constants';
import { readCookie } from '@/shared/lib/cookies';

export type LanguageTipInputs = {
  /** How many languages the site offers. */
  languageCount: number;
  /** The language-choice cookie (`languageCheckedId`) is set. */
  hasLanguageCookie: boolean;
  /** The tips cookie (`showCountryLanguageTips`) is set: the tip was dismissed. */
  hasTipCookie: boolean;
  /** The country the language was chosen for. */
  chosenCountry: string;
  /** The visitor's country; null when unknown. */
  visitorCountry: string | null;
};

/**
 * Cert §2: the tip shows when more than one language exists, no language-choice cookie is set,
 * the chosen language's country differs from the visitor's country, and no tips cookie is set.
 */
export const shouldShowLanguageTip = (inputs: LanguageTipInputs): boolean =>
  inputs.languageCount > 1 &&
  !inputs.hasLanguageCookie &&
  !inputs.hasTipCookie &&
  Boolean(inputs.visitorCountry) &&
  inputs.chosenCountry.toUpperCase() !== inputs.visitorCountry?.toUpperCase();

export const hasCookie = (name: string): boolean => readCookie(name) !== undefined;

/** Dismisses the tip for good (one year): the tips cookie. */
export const writeTipCookie = (): void => {
  document.cookie = `${COOKIE_NAMES.showCountryLanguageTips}=0; max-age=${LANGUAGE_TIP_COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
};
