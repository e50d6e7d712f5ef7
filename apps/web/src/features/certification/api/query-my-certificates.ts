import type { MyCertificates } from '@credo/contracts/certificate';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * GET /user/certificate/list (cert §9, decision 0010): the learner's certificates, newest first,
 * and the medals they earn (bronze, silver, gold: associate, professional, expert certificates
 * held now). Silent: the medals are an extra, a failure leaves the rest of the page as it is.
 */
export const getMyCertificates = async (signal?: AbortSignal): Promise<MyCertificates> =>
  orThrow(await api.get<MyCertificates>('/user/certificate/list', undefined, { signal, silent: true }));

/** The key carries the user id: the answer is the learner's own. */
export const myCertificatesKey = (siteId: number, languageId: number, userId: number | null) => ['myCertificates', siteId, languageId, userId] as const;

export const myCertificatesQueryOptions = (siteId: number, languageId: number, userId: number | null) =>
  queryOptions({
    queryKey: myCertificatesKey(siteId, languageId, userId),
    queryFn: ({ signal }) => getMyCertificates(signal),
  });

/** Only for a signed-in learner (`userId`): a visitor has no certificates to ask for. */
export const useMyCertificates = (userId: number | null, enabled = true) => {
  const { siteInfo, languageId } = useSite();
  return useQuery({ ...myCertificatesQueryOptions(siteInfo.siteId, languageId, userId), enabled: enabled && userId !== null });
};
