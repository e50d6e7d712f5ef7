import { api } from '@/shared/api/api-client';
import type { VisitorCountry } from '@/shared/site/site-context';

/**
 * GET /certification/location/getCountryByIp: the visitor's country (language choice, language
 * tip, header rules); null when it cannot be found. Silent: nothing to tell the visitor.
 */
export const getCountryByIp = async (siteId: number): Promise<VisitorCountry | null> => {
  const result = await api.get<VisitorCountry>('/certification/location/getCountryByIp', { siteId }, { silent: true });
  if (!result.ok || typeof result.data?.countryCode !== 'string') return null;
  const code = result.data.countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return null;
  return { countryCode: code, countryName: typeof result.data.countryName === 'string' && result.data.countryName ? result.data.countryName : code };
};
