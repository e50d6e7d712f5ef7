import { DEFAULT_POOL_TIMEOUTS, type PoolTimeouts } from '../../db/client';

/**
 * Admission of exam starts (issue 19): a start (getContent) runs about six statements one after
 * the other, so 10,000 learners starting within 20 s took every connection of the pool, and the
 * saves of the learners already writing queued behind them (save p95 5 s in the exam-day ladder).
 * At most `slots` starts run at once on a node; the others wait here, first come first served,
 * without holding a connection, so the rest of the pool stays free for saves and submits. A start
 * that waits longer than `maxWaitMs` is answered "busy, try again" (StartsBusy) instead of
 * joining a queue it cannot leave in time.
 */
export class StartsBusy extends Error {
  constructor(readonly waitedMs: number) {
    super(`Exam starts are queued: waited ${waitedMs} ms for a turn`);
    this.name = 'StartsBusy';
  }
}

type Waiter = { admit: () => void; refuse: (err: Error) => void };

export class Admission {
  private running = 0;
  private readonly queue: Waiter[] = [];

  constructor(
    readonly slots: number,
    readonly maxWaitMs: number,
  ) {}

  /** Starts running or queued now (for tests and logs). */
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
        waiter.refuse(new StartsBusy(Date.now() - queuedAt));
      }, this.maxWaitMs);
      this.queue.push(waiter);
    });
  }
}

/**
 * Sized from the database: on PostgreSQL half the pool (at least one), so starts never hold more
 * than half the connections and saves and submits always find the other half; on the embedded
 * database (one connection, statements run in order) two, so a save waits behind at most two
 * starts' statements rather than every queued start's. A start waits for its turn at most six
 * times as long as any request may wait for a pool connection (5 s by default: 30 s): the queue
 * is first come first served, so a learner told to try again loses their place in it, and on a
 * shared 2-core machine a burst of 500 starts at once already queued for up to 13 s.
 */
export function startAdmissionFor(kind: 'pglite' | 'postgres', pool: Partial<PoolTimeouts> = {}): Admission {
  const { max, connectionTimeoutMillis } = { ...DEFAULT_POOL_TIMEOUTS, ...pool };
  return new Admission(kind === 'postgres' ? Math.max(1, Math.floor(max / 2)) : 2, 6 * connectionTimeoutMillis);
}
