import type { ExamContent } from '@credo/contracts/exam';
import { ErrorCode, NO_GENERIC_DIALOG_CODES } from '@credo/contracts/errors';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError, showTips, type ApiFailure } from '@/shared/api/api-client';
import type { ExamTarget } from '../model/exam-url';

export type LoadedContent = ExamContent & { receivedAt: number };

/**
 * How the page waits out a busy start (issue 19). The server's Retry-After is honoured (5 s when
 * it sends none, at most 30 s), plus up to half of it again at random so the learners refused in
 * the same second of a burst do not all come back in the same second. After 20 busy answers in a
 * row (each may have queued up to 30 s on the server: well over ten minutes) the page shows its
 * usual error with a Try again button.
 */
export const STARTS_BUSY_RETRY = { defaultSeconds: 5, maxSeconds: 30, jitter: 0.5, maxRetries: 20 } as const;

export const busyRetryDelayMs = (retryAfterSeconds: number | undefined, random: () => number = Math.random): number => {
  const { defaultSeconds, maxSeconds, jitter } = STARTS_BUSY_RETRY;
  const seconds = Math.min(Math.max(retryAfterSeconds ?? defaultSeconds, 1), maxSeconds);
  return Math.round(seconds * 1000 * (1 + jitter * random()));
};

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

type BusinessFailure = Extract<ApiFailure, { kind: 'business' }>;

const isBusy = (failure: ApiFailure): failure is BusinessFailure => failure.kind === 'business' && failure.code === ErrorCode.SERVICE_UNAVAILABLE;

/**
 * The Tips dialog the shared client would open, for every failure but the busy one: that one
 * shows the page's waiting state instead of a dialog per refused try.
 */
const tipsUnlessBusy = (failure: ApiFailure) => {
  if (failure.kind !== 'business' || failure.code === ErrorCode.SERVICE_UNAVAILABLE || failure.code === 0) return;
  const handledElsewhere: readonly number[] = [...NO_GENERIC_DIALOG_CODES, ErrorCode.NOT_FOUND, ErrorCode.PREREQUISITE_MISSING];
  if (!handledElsewhere.includes(failure.code)) showTips(failure.text);
};

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
    retry: (failureCount, error) => error instanceof StartsBusyError && failureCount < STARTS_BUSY_RETRY.maxRetries,
    retryDelay: (_failureCount, error) => (error instanceof StartsBusyError ? Math.max(0, error.retryAt - Date.now()) : 0),
    refetchOnWindowFocus: false,
  });
