import type { PracticalExamList } from '@credo/contracts/training';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * POST /certification/practicalExam/getOfCertification {certificationId} (decision 0011): the
 * sessions of the certification's practical exam with the learner's place (cert §3 "Practical
 * exam entry"). Silent for a visitor, like the learner's detail.
 */
export const getPracticalExamsOfCertification = async (certificationId: number, visitor: boolean, signal?: AbortSignal): Promise<PracticalExamList> =>
  orThrow(await api.post<PracticalExamList>('/certification/practicalExam/getOfCertification', { certificationId }, { signal, silent: visitor }));

export const practicalExamsKey = (siteId: number, languageId: number, certificationId: number, userId: number | null) =>
  ['certificationPracticalExams', siteId, languageId, certificationId, userId] as const;

export const practicalExamsQueryOptions = (siteId: number, languageId: number, certificationId: number, userId: number | null) =>
  queryOptions({
    queryKey: practicalExamsKey(siteId, languageId, certificationId, userId),
    queryFn: ({ signal }) => getPracticalExamsOfCertification(certificationId, userId === null, signal),
  });

export const usePracticalExams = (certificationId: number, userId: number | null, enabled = true) => {
  const { siteInfo, languageId } = useSite();
  return useQuery({ ...practicalExamsQueryOptions(siteInfo.siteId, languageId, certificationId, userId), enabled });
};
