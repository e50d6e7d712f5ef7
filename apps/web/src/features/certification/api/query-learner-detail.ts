import type { CertificationLearnerDetail } from '@credo/contracts/certification-journey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';
import { preloadLearnerCertificate } from '../components/lazy-certificate';

/**
 * GET /certification/certificationRelease/queryDetail {id, timestamp} (cert §7): the learner's
 * status, wizard flags, credits, exam attempts, application and certificate. The timestamp is
 * the spec's cache buster. A visitor gets status 0 with every flag '0'; for a visitor the call
 * is silent, so a refused answer never sends them to the login page.
 */
export const getLearnerDetail = async (id: number, visitor: boolean, signal?: AbortSignal): Promise<CertificationLearnerDetail> => {
  const detail = orThrow(
    await api.get<CertificationLearnerDetail>('/certification/certificationRelease/queryDetail', { id, timestamp: Date.now() }, { signal, silent: visitor }),
  );
  // A certified learner: the certificate card's code starts loading now, with the answer, not at render.
  if (detail.certificate) preloadLearnerCertificate();
  return detail;
};

/** The key carries the user id: the answer is the learner's own. */
export const learnerDetailKey = (siteId: number, languageId: number, id: number, userId: number | null) =>
  ['certificationLearnerDetail', siteId, languageId, id, userId] as const;

export const learnerDetailQueryOptions = (siteId: number, languageId: number, id: number, userId: number | null) =>
  queryOptions({
    queryKey: learnerDetailKey(siteId, languageId, id, userId),
    queryFn: ({ signal }) => getLearnerDetail(id, userId === null, signal),
  });

export const useLearnerDetail = (id: number, userId: number | null, enabled = true) => {
  const { siteInfo, languageId } = useSite();
  return useQuery({ ...learnerDetailQueryOptions(siteInfo.siteId, languageId, id, userId), enabled });
};
