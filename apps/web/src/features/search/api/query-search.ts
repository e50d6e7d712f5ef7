import type { SearchResult } from '@credo/contracts/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * GET /certification/search?keyword=: every group (certifications, courses and videos, news, FAQ)
 * of the site and language in one answer. The keyword is checked before the call (1 to 100
 * characters), so the server's 400 is never the visitor's first feedback.
 */
export const getSearch = async (keyword: string, signal?: AbortSignal): Promise<SearchResult> =>
  orThrow(await api.get<SearchResult>('/certification/search', { keyword }, { signal }));

export const searchQueryOptions = (siteId: number, languageId: number, keyword: string) =>
  queryOptions({
    queryKey: ['search', siteId, languageId, keyword],
    queryFn: ({ signal }) => getSearch(keyword, signal),
    placeholderData: keepPreviousData,
  });

export const useSearch = (keyword: string, enabled: boolean) => {
  const { siteInfo, languageId } = useSite();
  return useQuery({ ...searchQueryOptions(siteInfo.siteId, languageId, keyword), enabled });
};
