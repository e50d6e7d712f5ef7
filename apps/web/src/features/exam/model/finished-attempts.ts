import type { SubmitAnswerResult } from '@credo/contracts/exam';
import type { LoadedContent } from '../api/get-content';

/**
 * Attempts submitted in this tab, by paper id, so the result survives the page being mounted
 * again for the same history entry: crossing 992 px swaps the page for its /mobile twin (a
 * tablet turned on its side), which would otherwise ask for the entry again and, after a failed
 * attempt with one left, open the next attempt's paper with its clock running. The history
 * entry carries the paper id (`examFinished` in its state); a new visit to the exam has none, so
 * it starts from the entry as usual. Kept in memory only: after a reload the entry decides.
 */
export type FinishedAttempt = { content: LoadedContent; outcome: SubmitAnswerResult };

const finished = new Map<number, FinishedAttempt>();

export const rememberFinished = (attempt: FinishedAttempt): void => {
  finished.set(attempt.content.paperHisRefId, attempt);
};

export const finishedAttemptOf = (state: unknown): FinishedAttempt | null => {
  const paper = (state as { examFinished?: unknown } | null)?.examFinished;
  return typeof paper === 'number' ? (finished.get(paper) ?? null) : null;
};

/** The history state that marks the entry as showing this attempt's result. */
export const finishedState = (state: unknown, paperHisRefId: number) => ({
  ...(typeof state === 'object' && state !== null ? state : {}),
  examFinished: paperHisRefId,
});
