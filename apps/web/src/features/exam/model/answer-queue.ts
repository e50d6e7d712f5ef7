import type { Letters } from './answers';

export type SaveState = 'saving' | 'saved' | 'failed';

/** What a send did: saved; not saved but worth retrying (network, timeout); or refused for good (time over, submitted). */
export type SendOutcome = 'saved' | 'retry' | 'stop';

export type AnswerQueue = {
  /** Saves the question's answer now, or, while a save of it is in flight, keeps it as the next one (the latest wins). */
  push: (questionId: number, letters: Letters) => void;
  /** Stops retrying and resolves once no save is in flight (before a submit, which carries every answer anyway). */
  drain: () => Promise<void>;
  /** Accepts answers again after a drain whose submit did not go through. */
  resume: () => void;
  /** Questions whose latest answer is not saved yet (in flight, waiting or failed). */
  pending: () => number[];
};

export type AnswerQueueOptions = {
  send: (questionId: number, letters: Letters) => Promise<SendOutcome>;
  onState: (questionId: number, state: SaveState) => void;
  /** Called once when the server refuses answers for good (30001 time over, 30003 submitted). */
  onStop?: () => void;
  /** Delays before the 1st, 2nd … retry of a failed save; the last one repeats. */
  retryDelaysMs?: readonly number[];
};

const DEFAULT_RETRY_MS = [1000, 2000, 4000, 8000] as const;

/**
 * The exam's answer saves (issue 6: never lose an answer): at most one save in flight per question,
 * so an older answer can never land after a newer one; while one is in flight only the latest answer
 * waits; a failed save is retried with growing delays until it succeeds or a newer answer replaces
 * it. A send that throws counts as a retry.
 */
export const createAnswerQueue = ({ send, onState, onStop, retryDelaysMs = DEFAULT_RETRY_MS }: AnswerQueueOptions): AnswerQueue => {
  const inFlight = new Map<number, Promise<void>>();
  const waiting = new Map<number, Letters>();
  const failed = new Map<number, { letters: Letters; attempts: number; timer: ReturnType<typeof setTimeout> }>();
  let stopped = false;

  const clearRetry = (questionId: number) => {
    const retry = failed.get(questionId);
    if (retry) clearTimeout(retry.timer);
    failed.delete(questionId);
  };

  const run = (questionId: number, letters: Letters, attempts = 0) => {
    onState(questionId, 'saving');
    const flight = send(questionId, letters)
      .catch((): SendOutcome => 'retry')
      .then((outcome) => {
        inFlight.delete(questionId);
        const next = waiting.get(questionId);
        waiting.delete(questionId);
        if (outcome === 'stop') {
          if (!stopped) {
            stopped = true;
            onStop?.();
          }
          onState(questionId, 'failed');
          return;
        }
        if (next && !stopped) {
          run(questionId, next);
          return;
        }
        if (outcome === 'saved') {
          onState(questionId, 'saved');
          return;
        }
        onState(questionId, 'failed');
        if (stopped) return;
        const delay = retryDelaysMs[Math.min(attempts, retryDelaysMs.length - 1)] ?? 1000;
        const timer = setTimeout(() => {
          failed.delete(questionId);
          if (!stopped && !inFlight.has(questionId)) run(questionId, letters, attempts + 1);
        }, delay);
        failed.set(questionId, { letters, attempts, timer });
      });
    inFlight.set(questionId, flight);
  };

  return {
    push: (questionId, letters) => {
      if (stopped) return;
      clearRetry(questionId);
      if (inFlight.has(questionId)) {
        waiting.set(questionId, letters);
        return;
      }
      run(questionId, letters);
    },
    drain: async () => {
      stopped = true;
      for (const id of [...failed.keys()]) clearRetry(id);
      waiting.clear();
      while (inFlight.size > 0) await Promise.all([...inFlight.values()]);
    },
    resume: () => {
      stopped = false;
    },
    pending: () => [...new Set([...inFlight.keys(), ...waiting.keys(), ...failed.keys()])],
  };
};
