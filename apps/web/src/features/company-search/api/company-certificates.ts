import type { CompanyCertificates } from '@credo/contracts/company-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * GET /certification/companyCertificate/list {vatNumber} (public; decision 0018). An unknown
 * number answers an empty list. Silent: the page shows its own error state, no Tips dialog.
 */
export const fetchCompanyCertificates = async (vatNumber: string, signal?: AbortSignal): Promise<CompanyCertificates> =>
  orThrow(await api.get<CompanyCertificates>('/certification/companyCertificate/list', { vatNumber }, { silent: true, signal }));

export const companyCertificatesQueryOptions = (siteId: number, languageId: number, vatNumber: string) =>
  queryOptions({
    queryKey: ['companyCertificates', siteId, languageId, vatNumber],
    queryFn: ({ signal }) => fetchCompanyCertificates(vatNumber, signal),
    // Each search counts against the address's allowance: keep an answer for a while rather than ask again.
    staleTime: 60_000,
    retry: false,
  });

export const useCompanyCertificates = (vatNumber: string | null) => {
  const { siteInfo, languageId } = useSite();
  return useQuery({ ...companyCertificatesQueryOptions(siteInfo.siteId, languageId, vatNumber ?? ''), enabled: vatNumber !== null });
};
