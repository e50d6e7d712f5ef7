import type { CertificationTypeInfo } from '@credo/contracts/certification';
import type { SmartTryPage, SmartTryRequestBody } from '@credo/contracts/smart-try';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOr, orThrow, type ApiResult } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';
import { useCurrentUser } from '@/shared/user/use-current-user';

/**
 * GET /certification/smartTry/campaign: the campaign and the viewer's eligibility. Keyed by the
 * viewer too, so signing in or out shows their own state. Silent: the page has its own error state.
 */
export const smartTryQueryOptions = (siteId: number, languageId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: ['smartTry', siteId, languageId, viewerId],
    queryFn: async ({ signal }) => orThrow(await api.get<SmartTryPage>('/certification/smartTry/campaign', undefined, { silent: true, signal })),
  });

export const useSmartTry = () => {
  const { siteInfo, languageId } = useSite();
  const { user, loading } = useCurrentUser();
  return useQuery({ ...smartTryQueryOptions(siteInfo.siteId, languageId, user?.id ?? null), enabled: !loading });
};

/** POST /user/smartTry/request. No Tips dialog: the form shows each refusal in place. */
export const requestSmartTry = (body: SmartTryRequestBody): Promise<ApiResult<{ requestId: number; state: string }>> =>
  api.post('/user/smartTry/request', body, { silent: true });

/** The tenant's programmes (same call and cache key as the shell's menus), for the "get certified" links. */
export const useProgrammes = () => {
  const { siteInfo, languageId } = useSite();
  return useQuery({
    queryKey: ['certificationTypes', siteInfo.siteId, languageId],
    queryFn: async ({ signal }) => dataOr(await api.post<CertificationTypeInfo[]>('/certification/getCertificationTypeInfo', {}, { silent: true, signal }), []),
    staleTime: Infinity,
  });
};
