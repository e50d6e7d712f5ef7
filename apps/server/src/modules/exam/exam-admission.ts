import { DEFAULT_POOL_TIMEOUTS, type PoolTimeouts } from '../../db/client';

/**
 * Admission of the exam's heavy calls (issue 19). A start (getContent) ran about six statements
 * one after the other (two since decision 0039, later) and a submit a transaction of four or
 * five: 10,000 learners starting within 20 s, or submitting at the same deadline, took every
 * connection of the pool. The saves of the learners still writing queued behind the starts (save
 * p95 5 s), and 6,478 of 10,000 deadline submits waited past the pool's 5 s connection wait and
 * failed with 30001 ("contact support").
 * At most `slots` calls of a kind run at once on a node; the others wait here, first come first
 * served, without holding a connection, so the rest of the pool stays free. A call that waits
 * longer than `maxWaitMs` is refused with ExamBusy, which the routes answer "busy, try again"
 * (HTTP 503, Retry-After), nothing written, instead of joining a queue it cannot leave in time.
 */
export class ExamBusy extends Error {
  constructor(
    readonly what: string,
    readonly waitedMs: number,
  ) {
    super(`Exam ${what} are queued: waited ${waitedMs} ms for a turn`);
    this.name = 'ExamBusy';
  }
}

type Waiter = { admit: () => void; refuse: (err: Error) => void };

export class Admission {
  private running = 0;
  private readonly queue: Waiter[] = [];

  /** `what` names the calls in the busy error and the logs ("starts", "submits"). */
  constructor(
    readonly slots: number,
    readonly maxWaitMs: number,
    readonly what = 'calls',
  ) {}

  /** Calls running or queued now (for tests and logs). */
  get load() {
    return { running: this.running, queued: this.queue.length };
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) this.running++;
    else await this.turn();
    try {
      return await fn();
    } finally {
      const next = this.queue.shift();
      // The slot passes straight to the next in line (running stays the same), else frees up.
      if (next) next.admit();
      else this.running--;
    }
  }

  private turn(): Promise<void> {
    const queuedAt = Date.now();
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
        refuse: reject,
      };
      const timer = setTimeout(() => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        waiter.refuse(new ExamBusy(this.what, Date.now() - queuedAt));
      }, this.maxWaitMs);
      this.queue.push(waiter);
    });
  }
}

/**
 * How long a queued call may wait for its turn before it is told to try again, in the pool's
 * connection waits (5 s by default). Starts: six (30 s): the queue is first come first served, a
 * learner told to try again loses their place in it, and a burst of 500 starts on a shared 2-core
 * machine already queued for up to 13 s. Submits: ten (50 s): a submit refused and sent again after
 * the deadline plus grace is judged late (its answer list no longer counts, only the saved answers)
 * and the sweeper may close the attempt meanwhile, so refusing early costs more than waiting; ten
 * stays under the 60 s a reverse proxy commonly waits for an answer.
 */
export const ADMISSION_WAITS = { starts: 6, submits: 10 } as const;

/**
 * The node's admissions, sized from the database (decision 0031). On PostgreSQL starts get half
 * the pool and submits a quarter (each at least one), so at least a quarter of the connections is
 * always left to the saves, the one-statement calls a learner makes all exam long; a submit is a
 * short transaction, and five at once already keep this machine's two cores busy. On the embedded
 * database (one connection, statements run in order) two of each, so a save waits behind at most
 * four heavy calls' statements rather than every queued one's.
 */
export function examAdmissionsFor(kind: 'pglite' | 'postgres', pool: Partial<PoolTimeouts> = {}): { starts: Admission; submits: Admission } {
  const { max, connectionTimeoutMillis } = { ...DEFAULT_POOL_TIMEOUTS, ...pool };
  const postgres = kind === 'postgres';
  return {
    starts: new Admission(postgres ? Math.max(1, Math.floor(max / 2)) : 2, ADMISSION_WAITS.starts * connectionTimeoutMillis, 'starts'),
    submits: new Admission(postgres ? Math.max(1, Math.floor(max / 4)) : 2, ADMISSION_WAITS.submits * connectionTimeoutMillis, 'submits'),
  };
}
