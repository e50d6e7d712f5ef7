import type { SaveAnswerResult } from '@credo/contracts/exam';
import { api, type ApiResult } from '@/shared/api/api-client';

export type SaveAnswerInput = { paperHisRefId: number; questionHisId: number; answer: string };

/**
 * POST /certification/exam/saveAnswer (ours, decision 0009): one answer as it changes. Saves run in
 * the background and are retried, so no Tips dialog opens over the paper; the page shows each
 * question's saving/saved/failed state instead.
 */
export const saveAnswer = (input: SaveAnswerInput): Promise<ApiResult<SaveAnswerResult>> =>
  api.post<SaveAnswerResult>('/certification/exam/saveAnswer', input, { exemptFromTips: true });
