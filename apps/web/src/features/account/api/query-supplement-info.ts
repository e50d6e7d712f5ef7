import type { SupplementConfig } from '@credo/contracts/user';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOr } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * GET /certification/supplementInfo/query {regionId}: the required-information flags of the site
 * (or of one of its regions); '1' = required and shown. null on failure.
 */
export const querySupplementInfo = async (regionId: number | undefined, signal?: AbortSignal) =>
  dataOr<SupplementConfig | null>(await api.get<SupplementConfig>('/certification/supplementInfo/query', { regionId }, { signal }), null);

export const supplementInfoQueryOptions = (siteId: number, regionId: number | undefined) =>
  queryOptions({
    queryKey: ['supplementInfo', siteId, regionId ?? null],
    queryFn: ({ signal }) => querySupplementInfo(regionId, signal),
  });

export const useSupplementInfo = (regionId: number | undefined, enabled = true) => {
  const { siteInfo } = useSite();
  // The previous region's flags stay while another region's load, so the form does not jump.
  return useQuery({ ...supplementInfoQueryOptions(siteInfo.siteId, regionId), enabled, placeholderData: keepPreviousData });
};
