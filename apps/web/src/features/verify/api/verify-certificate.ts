import type { CertificateVerification } from '@credo/contracts/certificate';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * GET /certification/certificate/verify {number} (public, no login; decision 0010). A number we
 * never issued answers found false. Silent: the page shows its own error state, no Tips dialog.
 */
export const verifyCertificate = async (number: string, signal?: AbortSignal): Promise<CertificateVerification> =>
  orThrow(await api.get<CertificateVerification>('/certification/certificate/verify', { number }, { silent: true, signal }));

export const verificationQueryOptions = (siteId: number, languageId: number, number: string) =>
  queryOptions({
    queryKey: ['certificateVerification', siteId, languageId, number],
    queryFn: ({ signal }) => verifyCertificate(number, signal),
    // A revocation must show at once: never serve an old answer from the cache.
    staleTime: 0,
    retry: false,
  });

export const useCertificateVerification = (number: string | null) => {
  const { siteInfo, languageId } = useSite();
  return useQuery({ ...verificationQueryOptions(siteInfo.siteId, languageId, number ?? ''), enabled: number !== null });
};
