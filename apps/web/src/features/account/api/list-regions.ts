import type { regionInfo } from '@credo/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOr } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/** A country (type 0) or multi-country region (type 1). */
export type RegionInfo = ReturnType<typeof regionInfo.parse>;

/** Country type 0 (section 3). countryQueryType 0: every country; 1: only the current site's. */
export type RegionQuery = { type?: 0 | 1; countryQueryType: 0 | 1 };

/** GET /certification/regionInfo/getList {type, countryQueryType}; empty on failure. */
export const listRegions = async (query: RegionQuery, signal?: AbortSignal): Promise<RegionInfo[]> =>
  dataOr(await api.get<RegionInfo[]>('/certification/regionInfo/getList', query, { signal }), []);

export const regionsQueryOptions = (siteId: number, languageId: number, query: RegionQuery) =>
  queryOptions({
    queryKey: ['regions', siteId, languageId, query.type ?? null, query.countryQueryType],
    queryFn: ({ signal }) => listRegions(query, signal),
  });

/** Every country, for the profile's country select. */
export const useCountries = () => {
  const { siteInfo, languageId } = useSite();
  return useQuery(regionsQueryOptions(siteInfo.siteId, languageId, { type: 0, countryQueryType: 0 }));
};

/** The current site's own countries and regions (their ids key the required-information config). */
export const useSiteRegions = () => {
  const { siteInfo, languageId } = useSite();
  return useQuery(regionsQueryOptions(siteInfo.siteId, languageId, { countryQueryType: 1 }));
};
