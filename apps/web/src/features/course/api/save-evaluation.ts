import type { Evaluation, SaveEvaluationBody } from '@credo/contracts/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, orThrow, type ApiResult } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';
import { evaluationKey } from './query-evaluation';

/**
 * POST /certification/evaluate/save {relationId, courseType, score, content} (ours: the spec shows
 * no path for saving). One evaluation per learner and course: saving again edits it. 403 (not
 * enrolled) and other business codes get the shared Tips dialog.
 */
export const saveEvaluation = (body: SaveEvaluationBody): Promise<ApiResult<Evaluation>> => api.post<Evaluation>('/certification/evaluate/save', body);

export type EvaluationInput = { score: number; content: string };

/** Saves the learner's evaluation and puts the saved one in the query cache, so the card shows it at once. */
export const useSaveEvaluation = (userId: number, relationId: number, courseType: number) => {
  const client = useQueryClient();
  const { siteInfo } = useSite();
  return useMutation({
    mutationFn: async (input: EvaluationInput) => orThrow(await saveEvaluation({ relationId, courseType, ...input })),
    onSuccess: (saved) => client.setQueryData(evaluationKey(siteInfo.siteId, userId, relationId, courseType), saved),
  });
};
