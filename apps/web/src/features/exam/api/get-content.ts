import type { ExamContent } from '@credo/contracts/exam';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError, type ApiFailure } from '@/shared/api/api-client';
import { BUSY_RETRY, busyRetryDelayMs, isBusy, tipsUnlessBusy } from './busy-retry';
import type { ExamTarget } from '../model/exam-url';

export type LoadedContent = ExamContent & { receivedAt: number };

/** getContent answered "busy, try again" (HTTP 503, code 503): nothing was started. `retryAt` is a Date.now() moment. */
export class StartsBusyError extends ApiError {
  constructor(
    failure: ApiFailure,
    readonly retryAt: number,
  ) {
    super(failure);
    this.name = 'StartsBusyError';
  }
}

/**
 * POST /certification/exam/getContent (cert §3 "Exam info"): starts the attempt or resumes the open
 * one with its saved answers (checkedId) and the seconds left on the server's clock. 30000/30002
 * open the Tips dialog with their texts. A busy answer throws StartsBusyError with the moment to
 * try again. `receivedAt` anchors the countdown.
 */
export const getExamContent = async (target: ExamTarget): Promise<LoadedContent> => {
  const result = await api.post<ExamContent>('/certification/exam/getContent', { ...target }, { exemptFromTips: true });
  if (!result.ok) {
    tipsUnlessBusy(result);
    if (isBusy(result)) throw new StartsBusyError(result, Date.now() + busyRetryDelayMs(result.retryAfterSeconds));
    throw new ApiError(result);
  }
  return { ...result.data, receivedAt: Date.now() };
};

/**
 * Loaded once per visit of the page: a refetch would restart the page's own answer state. Only a
 * busy answer is tried again (it wrote nothing, so a retry is safe), at its `retryAt`; React Query
 * stops the retries when the learner leaves the page.
 */
export const examContentQueryOptions = (siteId: number, languageId: number, target: ExamTarget) =>
  queryOptions({
    queryKey: ['examContent', siteId, languageId, target.relationType, target.relationId, target.courseType] as const,
    queryFn: () => getExamContent(target),
    staleTime: Infinity,
    gcTime: 0,
    retry: (failureCount, error) => error instanceof StartsBusyError && failureCount < BUSY_RETRY.maxRetries,
    retryDelay: (_failureCount, error) => (error instanceof StartsBusyError ? Math.max(0, error.retryAt - Date.now()) : 0),
    refetchOnWindowFocus: false,
  });
