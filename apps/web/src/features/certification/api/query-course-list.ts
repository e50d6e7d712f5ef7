import type { CertificationCourseItem } from '@credo/contracts/certification-journey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * GET /certification/release/course/list {certificationId} (cert §7): the certification's
 * courses with the learner's progress (learning process, credits earned), which the cached
 * public detail cannot carry. Silent: the public detail's list stays on screen if it fails.
 */
export const getCertificationCourses = async (certificationId: number, signal?: AbortSignal): Promise<CertificationCourseItem[]> =>
  orThrow(await api.get<CertificationCourseItem[]>('/certification/release/course/list', { certificationId }, { signal, silent: true }));

export const certificationCoursesKey = (siteId: number, languageId: number, certificationId: number, userId: number | null) =>
  ['certificationCourses', siteId, languageId, certificationId, userId] as const;

export const certificationCoursesQueryOptions = (siteId: number, languageId: number, certificationId: number, userId: number | null) =>
  queryOptions({
    queryKey: certificationCoursesKey(siteId, languageId, certificationId, userId),
    queryFn: ({ signal }) => getCertificationCourses(certificationId, signal),
  });

export const useCertificationCourses = (certificationId: number, userId: number | null, enabled = true) => {
  const { siteInfo, languageId } = useSite();
  return useQuery({ ...certificationCoursesQueryOptions(siteInfo.siteId, languageId, certificationId, userId), enabled });
};
