export type SaveJob = { chapterId: number; position: number };

export type SaveQueue = {
  /** Sends the save now, or, while one for the same chapter is in flight, keeps it as the next (replacing an older one). */
  push: (job: SaveJob) => void;
  /** Resolves once nothing is in flight or waiting. */
  idle: () => Promise<void>;
};

/**
 * Progress saves of the player: never two in flight at once for one chapter (the server measures
 * each save against the previous one, so they must arrive in order), and while one is in flight
 * only the latest position waits; older ones are dropped. A position equal to the last one sent
 * for the chapter is not sent again (pause then ended at the same spot). A send that throws
 * counts as not sent.
 */
export const createSaveQueue = (send: (job: SaveJob) => Promise<void>): SaveQueue => {
  const inFlight = new Map<number, Promise<void>>();
  const waiting = new Map<number, SaveJob>();
  const lastSent = new Map<number, number>();

  const run = (job: SaveJob) => {
    lastSent.set(job.chapterId, job.position);
    const flight = send(job)
      .catch(() => {
        // Not saved: the same position may be sent again.
        if (lastSent.get(job.chapterId) === job.position) lastSent.delete(job.chapterId);
      })
      .finally(() => {
        inFlight.delete(job.chapterId);
        const next = waiting.get(job.chapterId);
        waiting.delete(job.chapterId);
        if (next && next.position !== lastSent.get(next.chapterId)) run(next);
      });
    inFlight.set(job.chapterId, flight);
  };

  return {
    push: (job) => {
      if (inFlight.has(job.chapterId)) {
        waiting.set(job.chapterId, job);
        return;
      }
      if (job.position === lastSent.get(job.chapterId)) return;
      run(job);
    },
    idle: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight.values()]);
    },
  };
};
