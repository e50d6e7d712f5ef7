import type { NewsPage } from '@credo/contracts/news';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * POST /certification/news/page {pageNum, pageSize}: one page of published news, rows and total.
 * A business code shows its Tips dialog (shared client); a transport failure throws, so the page
 * shows an error with a retry instead of an empty list that would look like "no news".
 */
export const getNewsPage = async (pageNum: number, pageSize: number, signal?: AbortSignal): Promise<NewsPage> =>
  orThrow(await api.post<NewsPage>('/certification/news/page', { pageNum, pageSize }, { signal }));

export const newsPageQueryOptions = (siteId: number, languageId: number, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['newsPage', siteId, languageId, pageNum, pageSize],
    queryFn: ({ signal }) => getNewsPage(pageNum, pageSize, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useNewsPage = (pageNum: number, pageSize: number) => {
  const { siteInfo, languageId } = useSite();
  return useQuery(newsPageQueryOptions(siteInfo.siteId, languageId, pageNum, pageSize));
};
