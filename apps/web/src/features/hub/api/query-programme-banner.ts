import type { Banner } from '@credo/contracts/site';
import { CERTIFICATION_BANNER_TYPE_BY_KIND } from '@credo/contracts/constants';
import type { CertificationKindValue } from '@credo/contracts/enums-site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOr } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * POST /certification/banner/release/query {typeList}: the programme's certification banner
 * (type 8 general, 7 vendor; cert §3). Optional decoration: a failure or no banner gives null.
 */
export const queryProgrammeBanner = async (kind: CertificationKindValue, signal?: AbortSignal): Promise<Banner | null> => {
  const typeList = [CERTIFICATION_BANNER_TYPE_BY_KIND[kind]];
  const banners = dataOr(await api.post<Banner[]>('/certification/banner/release/query', { typeList }, { silent: true, signal }), []);
  return [...banners].sort((a, b) => a.sort - b.sort)[0] ?? null;
};

export const programmeBannerQueryOptions = (siteId: number, languageId: number, kind: CertificationKindValue) =>
  queryOptions({
    queryKey: ['hubBanner', siteId, languageId, kind],
    queryFn: ({ signal }) => queryProgrammeBanner(kind, signal),
  });

export const useProgrammeBanner = (kind: CertificationKindValue | null) => {
  const { siteInfo, languageId } = useSite();
  return useQuery({ ...programmeBannerQueryOptions(siteInfo.siteId, languageId, kind ?? 0), enabled: kind !== null });
};
