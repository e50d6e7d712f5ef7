import type { CertificationTypeInfo } from '@credo/contracts/certification';
import { queryOptions } from '@tanstack/react-query';
import { api, dataOr } from '@/shared/api/api-client';

/** POST /certification/getCertificationTypeInfo: the tenant's programmes; empty on failure. */
export const listCertificationTypes = async (signal?: AbortSignal): Promise<CertificationTypeInfo[]> =>
  dataOr(await api.post<CertificationTypeInfo[]>('/certification/getCertificationTypeInfo', {}, { silent: true, signal }), []);

/** Keyed by language too: the programme titles are in the request's language. */
export const certificationTypesQueryOptions = (siteId: number, languageId: number) =>
  queryOptions({
    queryKey: ['certificationTypes', siteId, languageId],
    queryFn: ({ signal }) => listCertificationTypes(signal),
    staleTime: Infinity,
  });
