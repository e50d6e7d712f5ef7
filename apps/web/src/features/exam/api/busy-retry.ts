import { ErrorCode, NO_GENERIC_DIALOG_CODES } from '@credo/contracts/errors';
import { showTips, type ApiFailure } from '@/shared/api/api-client';

/**
 * How the exam page waits out a busy server (issue 19): a start or a submit answered "busy, try
 * again" (HTTP 503, code 503: the node's queue for them was full, or the database had no
 * connection in time; nothing was written). The server's Retry-After is honoured (5 s when it
 * sends none, at most 30 s), plus up to half of it again at random so the learners refused in the
 * same second of a burst do not all come back in the same second. After 20 busy answers in a row
 * (each may have queued up to 30 s on the server: well over ten minutes) the page shows its usual
 * error with a Try again button.
 */
export const BUSY_RETRY = { defaultSeconds: 5, maxSeconds: 30, jitter: 0.5, maxRetries: 20 } as const;

export const busyRetryDelayMs = (retryAfterSeconds: number | undefined, random: () => number = Math.random): number => {
  const { defaultSeconds, maxSeconds, jitter } = BUSY_RETRY;
  const seconds = Math.min(Math.max(retryAfterSeconds ?? defaultSeconds, 1), maxSeconds);
  return Math.round(seconds * 1000 * (1 + jitter * random()));
};

type BusinessFailure = Extract<ApiFailure, { kind: 'business' }>;

export const isBusy = (failure: ApiFailure): failure is BusinessFailure => failure.kind === 'business' && failure.code === ErrorCode.SERVICE_UNAVAILABLE;

/**
 * The Tips dialog the shared client would open, for every failure but the busy one: that one
 * shows the page's waiting state instead of a dialog per refused try.
 */
export const tipsUnlessBusy = (failure: ApiFailure) => {
  if (failure.kind !== 'business' || failure.code === ErrorCode.SERVICE_UNAVAILABLE || failure.code === 0) return;
  const handledElsewhere: readonly number[] = [...NO_GENERIC_DIALOG_CODES, ErrorCode.NOT_FOUND, ErrorCode.PREREQUISITE_MISSING];
  if (!handledElsewhere.includes(failure.code)) showTips(failure.text);
};
