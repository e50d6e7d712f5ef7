import type { Language, SiteInfo } from '@credo/contracts';
import { createContext, useContext } from 'react';

/** The visit's site and language, settled by the bootstrap before any page renders. */
export type SiteSession = {
  siteInfo: SiteInfo;
  /** Every language of the platform (language/multi). */
  languages: Language[];
  /** The chosen language; undefined only when the language list could not be loaded. */
  language: Language | undefined;
  languageId: number;
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
