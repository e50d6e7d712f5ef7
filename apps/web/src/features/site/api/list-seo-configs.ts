import type { SeoConfig } from '@credo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOr } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/** POST /certification/seo/getRelBySiteId: the site's title and description per page URL (spec section 7, "SEO config"). */
export const listSeoConfigs = async (signal?: AbortSignal): Promise<SeoConfig[]> =>
  dataOr(await api.post<SeoConfig[]>('/certification/seo/getRelBySiteId', {}, { signal }), []);

export const useSeoConfigs = () => {
  const { siteInfo, languageId } = useSite();
  return useQuery(
    queryOptions({
      queryKey: ['seo-configs', siteInfo.siteId, languageId],
      queryFn: ({ signal }) => listSeoConfigs(signal),
      staleTime: Infinity,
    }),
  );
};
