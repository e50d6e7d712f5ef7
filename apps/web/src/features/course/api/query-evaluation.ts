import type { Evaluation } from '@credo/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/** relationType of a course or video in the evaluation calls (the spec's payload sends 1). */
export const COURSE_RELATION_TYPE = 1;

/**
 * POST /certification/evaluate/queryByUserId {relationType, relationId, courseType} (commerce §7):
 * the signed-in learner's own evaluation of the course, or null when they have not rated it.
 */
export const queryEvaluation = async (relationId: number, courseType: number, signal?: AbortSignal): Promise<Evaluation | null> =>
  orThrow(
    await api.post<Evaluation | null>('/certification/evaluate/queryByUserId', { relationType: COURSE_RELATION_TYPE, relationId, courseType }, { signal }),
  ) ?? null;

export const evaluationKey = (siteId: number, userId: number, relationId: number, courseType: number) =>
  ['evaluation', siteId, userId, relationId, courseType] as const;

export const evaluationQueryOptions = (siteId: number, userId: number, relationId: number, courseType: number) =>
  queryOptions({
    queryKey: evaluationKey(siteId, userId, relationId, courseType),
    queryFn: ({ signal }) => queryEvaluation(relationId, courseType, signal),
  });

export const useMyEvaluation = (userId: number, relationId: number, courseType: number) => {
  const { siteInfo } = useSite();
  return useQuery(evaluationQueryOptions(siteInfo.siteId, userId, relationId, courseType));
};
