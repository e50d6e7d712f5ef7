import type { NewsDetail } from '@credo/contracts/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * GET /certification/news/detail?id=: one item of the site and language. An item of another site
 * or language answers code 404, which the shared client turns into the not-found page (cert §8).
 */
export const getNewsDetail = async (id: number, signal?: AbortSignal): Promise<NewsDetail> =>
  orThrow(await api.get<NewsDetail>('/certification/news/detail', { id }, { signal }));

export const newsDetailQueryOptions = (siteId: number, languageId: number, id: number) =>
  queryOptions({
    queryKey: ['newsDetail', siteId, languageId, id],
    queryFn: ({ signal }) => getNewsDetail(id, signal),
  });

export const useNewsDetail = (id: number) => {
  const { siteInfo, languageId } = useSite();
  return useQuery(newsDetailQueryOptions(siteInfo.siteId, languageId, id));
};
