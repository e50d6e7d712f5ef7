import type { CertificationTypeInfo } from '@credo/contracts/certification';
import { queryOptions } from '@tanstack/react-query';
import { api, dataOr } from '@/shared/api/api-client';

/** POST /certification/getCertificationTypeInfo: the tenant's programmes; empty on failure. */
export const listCertificationTypes = async (signal?: AbortSignal): Promise<CertificationTypeInfo[]> =>
  dataOr(await api.post<CertificationTypeInfo[]>('/certification/getCertificationTypeInfo', {}, { silent: true, signal }), []);

export const certificationTypesQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: ['certificationTypes', siteId],
    queryFn: ({ signal }) => listCertificationTypes(signal),
    staleTime: Infinity,
  });
