import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api-client';
import { useSite } from './site-context';

type CountryByIp = { ip: string; countryCode: string; countryName: string; source: string };

/**
 * GET /certification/location/getCountryByIp (commerce §7): the visitor's ISO country, or null
 * when it cannot be found (no dialog: the caller picks a safe default).
 */
export const getVisitorCountry = async (signal?: AbortSignal): Promise<string | null> => {
  const result = await api.get<CountryByIp>('/certification/location/getCountryByIp', {}, { silent: true, signal });
  const code = result.ok ? result.data?.countryCode : undefined;
  return code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
};

/** Asked once per visit: the country does not change while the page is open. */
export const visitorCountryQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: ['visitorCountry', siteId],
    queryFn: ({ signal }) => getVisitorCountry(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** undefined while pending, null when unknown, else the ISO code ('DE'). */
export const useVisitorCountry = (): string | null | undefined => {
  const { siteInfo } = useSite();
  return useQuery(visitorCountryQueryOptions(siteInfo.siteId)).data;
};
