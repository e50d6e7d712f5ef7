import type { CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * GET /certification/release/certification/detail {id} (cert §7): the public part of the page,
 * the same for every visitor. A certification of another site answers 404, which the shared
 * client turns into the not-found page (cert §8).
 */
export const getCertificationDetail = async (id: number, signal?: AbortSignal): Promise<CertificationPublicDetail> =>
  orThrow(await api.get<CertificationPublicDetail>('/certification/release/certification/detail', { id }, { signal }));

export const certificationDetailKey = (siteId: number, languageId: number, id: number) => ['certificationDetail', siteId, languageId, id] as const;

export const certificationDetailQueryOptions = (siteId: number, languageId: number, id: number) =>
  queryOptions({
    queryKey: certificationDetailKey(siteId, languageId, id),
    queryFn: ({ signal }) => getCertificationDetail(id, signal),
  });

export const useCertificationDetail = (id: number) => {
  const { siteInfo, languageId } = useSite();
  return useQuery(certificationDetailQueryOptions(siteInfo.siteId, languageId, id));
};
