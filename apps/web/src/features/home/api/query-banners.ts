import type { Banner } from '@credo/contracts';
import { HOME_BANNER_TYPES } from '@credo/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOr } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/** POST /certification/banner/release/query {typeList}: released banners, by sort. */
export const queryBanners = async (typeList: readonly string[], signal?: AbortSignal): Promise<Banner[]> => {
  const banners = dataOr(await api.post<Banner[]>('/certification/banner/release/query', { typeList }, { signal }), []);
  return [...banners].sort((a, b) => a.sort - b.sort);
};

export const homeBannersQueryOptions = (siteId: number, languageId: number) =>
  queryOptions({
    queryKey: ['banners', siteId, languageId, HOME_BANNER_TYPES],
    queryFn: ({ signal }) => queryBanners(HOME_BANNER_TYPES, signal),
  });

export const useHomeBanners = () => {
  const { siteInfo, languageId } = useSite();
  return useQuery(homeBannersQueryOptions(siteInfo.siteId, languageId));
};
