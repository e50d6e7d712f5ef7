import type { CountryEntry, Language } from '@credo/contracts';
import { DEFAULT_LANGUAGE_ID } from '@credo/contracts/constants';

/** Which rule of section 4's priority gave the language. */
export type LanguageSource = 'user' | 'cookie' | 'countryAndClient' | 'country' | 'base' | 'default';

export type LanguageChoice = {
  language: Language;
  /**
   * The country the language was chosen for: the visitor's country when it offers the language,
   * else the first country of the site that does (the language tip compares it with the visitor's).
   */
  countryCode: string;
  source: LanguageSource;
};

export type LanguageInputs = {
  /** The site's languages (language/multi). */
  languages: readonly Language[];
  /** The site's countries with their language ids (languageSwitch/listByParam). */
  countries: readonly CountryEntry[];
  /** The signed-in user's stored language (getUserInfo), null or undefined for a visitor. */
  userLanguageId?: number | null;
  /** Value of the `languageCheckedId` cookie. */
  cookieValue?: string;
  /** The visitor's ISO country (getCountryByIp), null when unknown. */
  visitorCountry?: string | null;
  /** The browser's languages, most preferred first (navigator.languages). */
  clientLanguages?: readonly string[];
  baseLanguageId: number;
};

const tagOf = (value: string | undefined) => (value ?? '').trim().toLowerCase().replace(/_/g, '-');
const baseOf = (value: string | undefined) => tagOf(value).split('-')[0];

/** The country's language matching one of the browser's languages: exact tag first, then base language. */
const matchClientLanguage = (candidates: readonly Language[], clientLanguages: readonly string[]): Language | undefined => {
  for (const client of clientLanguages) {
    const tag = tagOf(client);
    if (!tag) continue;
    const exact = candidates.find((l) => tagOf(l.languagePackId) === tag || tagOf(l.languageSimple) === tag);
    const base = exact ?? candidates.find((l) => baseOf(l.languageSimple) === baseOf(tag) || baseOf(l.languagePackId) === baseOf(tag));
    if (base) return base;
  }
  return undefined;
};

/**
 * The visit's language, by the priority of certification document section 4: the user's stored
 * language, then the language cookie, then the visitor's country together with the browser's
 * language, then the country alone, then the site's base language (then the default language id
 * 1, then the first). Only languages the site offers count at every step. Undefined only when
 * the site has no language at all.
 */
export const chooseLanguage = (inputs: LanguageInputs): LanguageChoice | undefined => {
  const { languages, countries } = inputs;
  const byId = (id: number | null | undefined) => (id == null ? undefined : languages.find((l) => l.id === id));
  const visitor = inputs.visitorCountry?.toUpperCase() ?? null;
  const countryEntry = visitor ? countries.find((c) => c.countryCode?.toUpperCase() === visitor) : undefined;
  const countryLanguages = (countryEntry?.languageList ?? []).map(byId).filter((l): l is Language => l !== undefined);

  const countryFor = (language: Language): string => {
    if (visitor && countryEntry?.languageList?.includes(language.id)) return visitor;
    return countries.find((c) => c.languageList?.includes(language.id))?.countryCode ?? language.countryCode;
  };
  const pick = (language: Language | undefined, source: LanguageSource): LanguageChoice | undefined =>
    language ? { language, countryCode: countryFor(language), source } : undefined;

  const cookie = inputs.cookieValue?.trim();
  const fromCookie = cookie && /^\d+$/.test(cookie) ? byId(Number(cookie)) : undefined;
  return (
    pick(byId(inputs.userLanguageId), 'user') ??
    pick(fromCookie, 'cookie') ??
    pick(matchClientLanguage(countryLanguages, inputs.clientLanguages ?? []), 'countryAndClient') ??
    pick(countryLanguages[0], 'country') ??
    pick(byId(inputs.baseLanguageId), 'base') ??
    pick(byId(DEFAULT_LANGUAGE_ID) ?? languages[0], 'default')
  );
};
