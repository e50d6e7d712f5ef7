import type { FooterConfig } from '@credo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOr } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

export const EMPTY_FOOTER: FooterConfig = { email: '', linkList: [], socialList: [] };

/** GET /certification/footer/searchFooter: footer links, social links and contact email. */
export const searchFooter = async (signal?: AbortSignal): Promise<FooterConfig> =>
  dataOr(await api.get<FooterConfig>('/certification/footer/searchFooter', {}, { signal }), EMPTY_FOOTER);

export const footerQueryOptions = (siteId: number, languageId: number) =>
  queryOptions({
    queryKey: ['footer', siteId, languageId],
    queryFn: ({ signal }) => searchFooter(signal),
  });

export const useFooter = () => {
  const { siteInfo, languageId } = useSite();
  return useQuery(footerQueryOptions(siteInfo.siteId, languageId));
};
