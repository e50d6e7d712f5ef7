import type { ClassroomSeatList } from '@credo/contracts/training';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * POST /certification/classroom/getOfCertification {certificationId} (decision 0011): the
 * certification's classrooms with the learner's seat. A visitor gets userStatus 0; for a visitor
 * the call is silent, so a refused answer never sends them to the login page.
 */
export const getClassroomsOfCertification = async (certificationId: number, visitor: boolean, signal?: AbortSignal): Promise<ClassroomSeatList> =>
  orThrow(await api.post<ClassroomSeatList>('/certification/classroom/getOfCertification', { certificationId }, { signal, silent: visitor }));

/** The key carries the user id: the seats are the learner's own. */
export const classroomsKey = (siteId: number, languageId: number, certificationId: number, userId: number | null) =>
  ['certificationClassrooms', siteId, languageId, certificationId, userId] as const;

export const classroomsQueryOptions = (siteId: number, languageId: number, certificationId: number, userId: number | null) =>
  queryOptions({
    queryKey: classroomsKey(siteId, languageId, certificationId, userId),
    queryFn: ({ signal }) => getClassroomsOfCertification(certificationId, userId === null, signal),
  });

export const useClassrooms = (certificationId: number, userId: number | null) => {
  const { siteInfo, languageId } = useSite();
  return useQuery(classroomsQueryOptions(siteInfo.siteId, languageId, certificationId, userId));
};
