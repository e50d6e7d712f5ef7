import type { SubmitAnswerBody, SubmitAnswerResult } from '@credo/contracts/exam';
import { api, type ApiResult } from '@/shared/api/api-client';
import { tipsUnlessBusy } from './busy-retry';

/**
 * POST /certification/exam/submitAnswer (cert §7): the server scores the attempt; a second submit
 * (double click, time-out after the sweeper) answers the same record. 30001 shows its text. A busy
 * answer (HTTP 503, code 503, nothing submitted) opens no dialog: the session sends it again
 * (use-exam-session.ts).
 */
export const submitAnswer = async (body: SubmitAnswerBody): Promise<ApiResult<SubmitAnswerResult>> => {
  const result = await api.post<SubmitAnswerResult>('/certification/exam/submitAnswer', body, { exemptFromTips: true });
  if (!result.ok) tipsUnlessBusy(result);
  return result;
};
