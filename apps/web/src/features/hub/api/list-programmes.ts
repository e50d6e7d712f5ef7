import type { CertificationTypeInfo } from '@credo/contracts/certification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * POST /certification/getCertificationTypeInfo (cert §7): the tenant's programmes, which name the
 * hub of /overview/{kind-name}. Silent: a failure shows the page's own error state with a retry,
 * not a Tips dialog, and is never taken for "no such programme".
 */
export const listProgrammes = async (signal?: AbortSignal): Promise<CertificationTypeInfo[]> =>
  orThrow(await api.post<CertificationTypeInfo[]>('/certification/getCertificationTypeInfo', {}, { silent: true, signal })) ?? [];

export const programmesQueryOptions = (siteId: number, languageId: number) =>
  queryOptions({
    queryKey: ['hubProgrammes', siteId, languageId],
    queryFn: ({ signal }) => listProgrammes(signal),
    staleTime: 10 * 60_000,
  });

export const useProgrammes = () => {
  const { siteInfo, languageId } = useSite();
  return useQuery(programmesQueryOptions(siteInfo.siteId, languageId));
};
