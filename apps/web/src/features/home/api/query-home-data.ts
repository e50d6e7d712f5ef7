import type { HomeData } from '@credo/contracts/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOr } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * GET /certification/home/getHomeData: courses, classrooms, trainers, the top four news, FAQ and
 * comments in one call. Silent: the home page must not greet a visitor with an error dialog, so
 * any failure answers null and every section stays hidden.
 */
export const getHomeData = async (signal?: AbortSignal): Promise<HomeData | null> =>
  dataOr<HomeData | null>(await api.get<HomeData>('/certification/home/getHomeData', {}, { silent: true, signal }), null);

export const homeDataQueryOptions = (siteId: number, languageId: number) =>
  queryOptions({
    queryKey: ['homeData', siteId, languageId],
    queryFn: ({ signal }) => getHomeData(signal),
    retry: false,
  });

export const useHomeData = () => {
  const { siteInfo, languageId } = useSite();
  return useQuery(homeDataQueryOptions(siteInfo.siteId, languageId));
};
