import type { CountryEntry } from '@credo/contracts';
import { api } from '@/shared/api/api-client';

const isEntry = (value: unknown): value is CountryEntry => {
  const entry = value as Partial<CountryEntry> | null;
  return typeof entry?.countryCode === 'string' && typeof entry.country === 'string' && Array.isArray(entry.languageList);
};

/**
 * POST /certification/languageSwitch/listByParam: the site's countries, each with the ids of its
 * languages (the language selector's first step and the country rules of section 4); empty on
 * failure. The site id is explicit: the bootstrap asks before the request context is set.
 */
export const listCountryLanguages = async (siteId: number): Promise<CountryEntry[]> => {
  const result = await api.post<unknown>('/certification/languageSwitch/listByParam', { siteId }, { silent: true });
  return result.ok && Array.isArray(result.data) ? result.data.filter(isEntry) : [];
};
