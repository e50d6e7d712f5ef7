import type { CertificationListItem } from '@credo/contracts/certification-journey';
import type { CertificationKindValue } from '@credo/contracts/enums-site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/** GET /certification/release/certification/list {kind} (cert §7): the programme's certifications on this site. */
export const listCertifications = async (kind: CertificationKindValue, signal?: AbortSignal): Promise<CertificationListItem[]> =>
  orThrow(await api.get<CertificationListItem[]>('/certification/release/certification/list', { kind }, { silent: true, signal })) ?? [];

export const certificationListQueryOptions = (siteId: number, languageId: number, kind: CertificationKindValue) =>
  queryOptions({
    queryKey: ['hubCertifications', siteId, languageId, kind],
    queryFn: ({ signal }) => listCertifications(kind, signal),
  });

export const useCertificationList = (kind: CertificationKindValue | null) => {
  const { siteInfo, languageId } = useSite();
  return useQuery({ ...certificationListQueryOptions(siteInfo.siteId, languageId, kind ?? 0), enabled: kind !== null });
};
