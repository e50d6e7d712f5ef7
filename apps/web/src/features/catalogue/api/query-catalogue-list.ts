import type { CatalogueList } from '@credo/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOr } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';
import type { ListQuery } from '../model/list-url';

/** What a failed call shows (commerce §2, §7): no rows, total 0, no options, no banner. */
export const EMPTY_CATALOGUE_LIST: CatalogueList = {
  rows: [],
  total: 0,
  certificationTypes: [],
  subTypes: [],
  versionLabels: [],
  languages: [],
  productLines: [],
  banner: null,
};

/**
 * GET /certification/release/course/page/list: one page of the course or video list with its
 * total, filter options and banner. Any failure gives the empty list (the spec's rule for this call).
 */
export const getCatalogueList = async (query: ListQuery, signal?: AbortSignal): Promise<CatalogueList> =>
  dataOr(await api.get<CatalogueList>('/certification/release/course/page/list', query, { signal }), EMPTY_CATALOGUE_LIST);

export const catalogueListQueryOptions = (siteId: number, languageId: number, query: ListQuery) =>
  queryOptions({
    queryKey: ['catalogueList', siteId, languageId, query],
    queryFn: ({ signal }) => getCatalogueList(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useCatalogueList = (query: ListQuery) => {
  const { siteInfo, languageId } = useSite();
  return useQuery(catalogueListQueryOptions(siteInfo.siteId, languageId, query));
};
