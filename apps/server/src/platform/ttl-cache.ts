/**
 * A small in-process cache for reference data read on every page (footer, banners, SEO …):
 * entries live `ttlMs`, concurrent misses share one load, and the oldest entries go first
 * once `maxEntries` is reached. Each node has its own; staleness is bounded by the TTL.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly inflight = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const p = load()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  /**
   * The live entry of `key`, without a promise: for a caller that can build a missing value
   * synchronously (the course list's answers from its in-memory list, issue 19: the promises of
   * `get` were a measurable part of a list miss).
   */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? hit.value : undefined;
  }

  /** Stores a value for the TTL, the oldest entry going first when full. */
  set(key: string, value: V) {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }
}
