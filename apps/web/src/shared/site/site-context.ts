import type { CountryEntry, Language, SiteInfo } from '@credo/contracts';
import { createContext, useContext } from 'react';

/** The visitor's country by IP (getCountryByIp). */
export type VisitorCountry = { countryCode: string; countryName: string };

/** The visit's site and language, settled by the bootstrap before any page renders. */
export type SiteSession = {
  siteInfo: SiteInfo;
  /** Every language of the platform (language/multi). */
  languages: Language[];
  /** The chosen language; undefined only when the language list could not be loaded. */
  language: Language | undefined;
  languageId: number;
  /** The site's countries with their language ids (the language selector's first step). */
  countries: CountryEntry[];
  /** The country the language was chosen for ('' when the site lists none). */
  languageCountryCode: string;
  /** The visitor's country; null when it could not be found. */
  visitorCountry: VisitorCountry | null;
  /** Site prefix of the URL ('eu', 'asia' …), '' for the default site. */
  sitePrefix: string;
  direction: 'ltr' | 'rtl';
};

export const SiteContext = createContext<SiteSession | null>(null);

export const useSite = (): SiteSession => {
  const session = useContext(SiteContext);
  if (!session) throw new Error('useSite() used outside the bootstrapped site');
  return session;
};
