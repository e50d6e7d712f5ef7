import type { FaqItem } from '@credo/contracts/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * POST /certification/faq/list (cert §7, "FAQ list"): every question of the site in its language,
 * by sort. A transport failure throws, so the page shows it with a retry rather than "no questions".
 */
export const listFaqs = async (signal?: AbortSignal): Promise<FaqItem[]> => orThrow(await api.post<FaqItem[]>('/certification/faq/list', {}, { signal })) ?? [];

export const faqListQueryOptions = (siteId: number, languageId: number) =>
  queryOptions({
    queryKey: ['faqList', siteId, languageId],
    queryFn: ({ signal }) => listFaqs(signal),
  });

export const useFaqList = () => {
  const { siteInfo, languageId } = useSite();
  return useQuery(faqListQueryOptions(siteInfo.siteId, languageId));
};
