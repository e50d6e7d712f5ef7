import { useSite } from '@/shared/site/site-context';

const cache = new Map<string, Intl.DisplayNames | null>();

const displayNames = (locale: string): Intl.DisplayNames | null => {
  if (!cache.has(locale)) {
    try {
      cache.set(locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
    } catch {
      cache.set(locale, null);
    }
  }
  return cache.get(locale) ?? null;
};

/**
 * A country's name in the page language (the server's list names countries in English), from the
 * browser's own region names; the server's name when the browser has none. An English page shows
 * the server's name when there is one: it is already in the page's language, and the region names'
 * first use loads the locale's data (Intl.DisplayNames: 6 to 20 ms on this machine, four times that
 * on Lighthouse's phone, before the first paint of every page whose header names a country; issue 19,
 * session 27).
 */
export const localCountryName = (countryCode: string, serverName: string, locale: string): string => {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return serverName;
  if (serverName && /^en(-|$)/i.test(locale)) return serverName;
  return displayNames(locale)?.of(countryCode.toUpperCase()) || serverName || countryCode;
};

/** localCountryName in the visit's language. */
export const useCountryName = () => {
  const { language } = useSite();
  const locale = language?.languageSimple || 'en';
  return (countryCode: string, serverName: string) => localCountryName(countryCode, serverName, locale);
};
