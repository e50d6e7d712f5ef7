import type { CourseDetail } from '@credo/contracts/course';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * GET /certification/release/course/detail {id, courseType} (commerce §7). A course of another
 * site answers code 404, which the shared client turns into the not-found page (commerce §8).
 * The answer depends on who asks (registration, locks), so the key carries the user id.
 */
export const getCourseDetail = async (id: number, courseType: number, signal?: AbortSignal): Promise<CourseDetail> =>
  orThrow(await api.get<CourseDetail>('/certification/release/course/detail', { id, courseType }, { signal }));

export const courseDetailKey = (siteId: number, languageId: number, id: number, courseType: number, userId: number | null) =>
  ['courseDetail', siteId, languageId, id, courseType, userId] as const;

export const courseDetailQueryOptions = (siteId: number, languageId: number, id: number, courseType: number, userId: number | null) =>
  queryOptions({
    queryKey: courseDetailKey(siteId, languageId, id, courseType, userId),
    queryFn: ({ signal }) => getCourseDetail(id, courseType, signal),
  });

export const useCourseDetail = (id: number, courseType: number, userId: number | null, enabled = true) => {
  const { siteInfo, languageId } = useSite();
  return useQuery({ ...courseDetailQueryOptions(siteInfo.siteId, languageId, id, courseType, userId), enabled });
};
