/**
 * A sliding-window counter per key (an IP, an e-mail …), in memory on this node. Used for the
 * provider's form posts, which answer an HTML page rather than the API's 429 envelope.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Milliseconds until the key may try again; 0 when it may now. */
  retryAfterMs(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    if (list.length < this.limit) return 0;
    return list[list.length - this.limit] + this.windowMs - now;
  }

  hit(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list);
    // A flood of distinct keys must not grow memory without bound: drop the oldest entries.
    if (this.hits.size > this.maxKeys) {
      for (const k of this.hits.keys()) {
        this.hits.delete(k);
        if (this.hits.size <= this.maxKeys * 0.9) break;
      }
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}

const MINUTE = 60_000;

/** The provider's limits (per node): generous for people, tight for scripts. */
export function createLimiters() {
  return {
    signInIp: new SlidingWindowLimiter(30, 15 * MINUTE),
    signInEmail: new SlidingWindowLimiter(10, 15 * MINUTE),
    forgotIp: new SlidingWindowLimiter(10, 15 * MINUTE),
    forgotEmail: new SlidingWindowLimiter(3, 15 * MINUTE),
    signUpIp: new SlidingWindowLimiter(10, 60 * MINUTE),
    resend: new SlidingWindowLimiter(3, 15 * MINUTE),
  };
}
export type Limiters = ReturnType<typeof createLimiters>;

/** The longest wait among the keys, in milliseconds (0 = allowed). */
export function blockedFor(checks: [SlidingWindowLimiter, string][]): number {
  return Math.max(0, ...checks.map(([l, key]) => l.retryAfterMs(key)));
}
