import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * POST /certification/faq/list (cert §7, "FAQ list"): how many questions the site has in this
 * language. The floating FAQ button needs only to know whether there are any; a failed call
 * counts as none (no button, no dialog).
 */
export const countFaqs = async (signal?: AbortSignal): Promise<number> => {
  const result = await api.post<unknown>('/certification/faq/list', {}, { silent: true, signal });
  if (!result.ok) return 0;
  const data = result.data as { rows?: unknown; list?: unknown } | unknown[] | null;
  const list = Array.isArray(data) ? data : (data?.rows ?? data?.list);
  return Array.isArray(list) ? list.length : 0;
};

export const faqCountQueryOptions = (siteId: number, languageId: number) =>
  queryOptions({
    queryKey: ['faqCount', siteId, languageId],
    queryFn: ({ signal }) => countFaqs(signal),
    staleTime: 5 * 60_000,
  });

export const useFaqCount = (enabled: boolean): number => {
  const { siteInfo, languageId } = useSite();
  return useQuery({ ...faqCountQueryOptions(siteInfo.siteId, languageId), enabled }).data ?? 0;
};
