import type { SubmitAnswerBody, SubmitAnswerResult } from '@credo/contracts/exam';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * POST /certification/exam/submitAnswer (cert §7): the server scores the attempt; a second submit
 * (double click, time-out after the sweeper) answers the same record. 30001 shows its text.
 */
export const submitAnswer = (body: SubmitAnswerBody): Promise<ApiResult<SubmitAnswerResult>> =>
  api.post<SubmitAnswerResult>('/certification/exam/submitAnswer', body);
