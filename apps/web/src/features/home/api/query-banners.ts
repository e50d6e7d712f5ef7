import type { Banner } from '@credo/contracts';
import { HOME_BANNER_TYPES, SERVED_HOME_BANNERS_ID } from '@credo/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOr } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

const bySort = (banners: readonly Banner[]) => [...banners].sort((a, b) => a.sort - b.sort);

/** POST /certification/banner/release/query {typeList}: released banners, by sort. */
export const queryBanners = async (typeList: readonly string[], signal?: AbortSignal): Promise<Banner[]> =>
  bySort(dataOr(await api.post<Banner[]>('/certification/banner/release/query', { typeList }, { signal }), []));

/**
 * The home's banners the server put in the page it served (modules/seo/lcp-preload.ts), when they
 * are for this site and language (the visitor's language may differ from the one the server
 * guessed): the first banner paints with the page instead of after the banner call (issue 19, LCP).
 * Read once: the block is removed, so a later visit of the home asks the server as before.
 */
export const takeServedBanners = (siteId: number, languageId: number): Banner[] | undefined => {
  const block = typeof document === 'undefined' ? null : document.getElementById(SERVED_HOME_BANNERS_ID);
  if (!block) return undefined;
  block.remove();
  if (Number(block.dataset.site) !== siteId || Number(block.dataset.language) !== languageId) return undefined;
  try {
    const banners: unknown = JSON.parse(block.textContent ?? '');
    return Array.isArray(banners) ? bySort(banners as Banner[]) : undefined;
  } catch {
    return undefined;
  }
};

export const homeBannersQueryOptions = (siteId: number, languageId: number) =>
  queryOptions({
    queryKey: ['banners', siteId, languageId, HOME_BANNER_TYPES],
    queryFn: ({ signal }) => queryBanners(HOME_BANNER_TYPES, signal),
    // Fresh for the query's stale time, as an answer of the call would be.
    initialData: () => takeServedBanners(siteId, languageId),
  });

export const useHomeBanners = () => {
  const { siteInfo, languageId } = useSite();
  return useQuery(homeBannersQueryOptions(siteInfo.siteId, languageId));
};
