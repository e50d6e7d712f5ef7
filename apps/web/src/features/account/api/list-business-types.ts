import type { BusinessType } from '@credo/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOr } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/** GET /user/getTypeList: business types in the request's language; empty on failure. */
export const listBusinessTypes = async (signal?: AbortSignal): Promise<BusinessType[]> =>
  dataOr(await api.get<BusinessType[]>('/user/getTypeList', {}, { signal }), []);

export const businessTypesQueryOptions = (siteId: number, languageId: number) =>
  queryOptions({
    queryKey: ['businessTypes', siteId, languageId],
    queryFn: ({ signal }) => listBusinessTypes(signal),
  });

export const useBusinessTypes = () => {
  const { siteInfo, languageId } = useSite();
  return useQuery(businessTypesQueryOptions(siteInfo.siteId, languageId));
};
