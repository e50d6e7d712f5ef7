import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_CACHE_MS } from './session-cache';

/**
 * How long a node trusts a learner's rows it read (decision 0036): the session cache's interval
 * (decision 0022), so a write the learner did not make (staff, a payment, the sweeper, another
 * node) shows within the same few seconds as a revoked session stops working.
 */
export const LEARNER_CACHE_MS = SESSION_CACHE_MS;

type Options<V> = {
  ttlMs?: number;
  /** Bound on the entries kept (the oldest leave first). */
  maxEntries?: number;
  /** Bound on the sum of sizeOf over the entries (the oldest leave first). */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  clock?: () => number;
};

type Entry<V> = { userId: number; value: V; until: number; bytes: number };
/** A user's reads in flight: count, and the evictions since the first of them began. */
type Reads = { count: number; generation: number };

/**
 * What one node read of a signed-in learner's own rows, per (user, key), for at most `ttlMs`
 * (decision 0036). A write request of that learner evicts the learner's entries on this node when
 * its answer is sent (learnerCachePlugin below), so the learner sees their own writes at once.
 * A read that began before an eviction is answered but not kept, nor joined by a later request:
 * it may have seen the rows before the write committed.
 */
export class LearnerCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysOf = new Map<number, Set<string>>();
  private readonly inflight = new Map<string, { userId: number; promise: Promise<V> }>();
  /** Only users with a read in flight have a record: an eviction matters to reads under way alone. */
  private readonly reads = new Map<number, Reads>();
  private bytes = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: V) => number;
  private readonly clock: () => number;

  constructor(opts: Options<V> = {}) {
    this.ttlMs = Math.min(opts.ttlMs ?? LEARNER_CACHE_MS, LEARNER_CACHE_MS);
    this.maxEntries = opts.maxEntries ?? 20_000;
    this.maxBytes = opts.maxBytes ?? Infinity;
    this.sizeOf = opts.sizeOf ?? (() => 0);
    this.clock = opts.clock ?? Date.now;
  }

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  /** The user's value under `key`: kept if read within ttlMs and no write of the user came since, else loaded. */
  get(userId: number, key: string, load: () => Promise<V>): Promise<V> {
    const k = `${userId}|${key}`;
    const hit = this.entries.get(k);
    if (hit) {
      if (hit.until > this.clock()) return Promise.resolve(hit.value);
      this.remove(k);
    }
    const pending = this.inflight.get(k);
    if (pending) return pending.promise;
    let reads = this.reads.get(userId);
    if (!reads) this.reads.set(userId, (reads = { count: 0, generation: 0 }));
    const r = reads;
    const since = r.generation;
    r.count++;
    const promise = load()
      .then((value) => {
        if (r.generation === since && this.ttlMs > 0) this.store(k, userId, value);
        return value;
      })
      .finally(() => {
        if (this.inflight.get(k)?.promise === promise) this.inflight.delete(k);
        if (--r.count === 0) this.reads.delete(userId);
      });
    this.inflight.set(k, { userId, promise });
    return promise;
  }

  /** After a write of the user: their entries go, and their reads in flight are neither kept nor joined. */
  evictUser(userId: number) {
    const reads = this.reads.get(userId);
    if (reads) {
      reads.generation++;
      for (const [k, p] of this.inflight) if (p.userId === userId) this.inflight.delete(k);
    }
    const keys = this.keysOf.get(userId);
    if (keys) for (const k of [...keys]) this.remove(k);
  }

  clear() {
    for (const reads of this.reads.values()) reads.generation++;
    this.inflight.clear();
    this.entries.clear();
    this.keysOf.clear();
    this.bytes = 0;
  }

  private store(k: string, userId: number, value: V) {
    this.remove(k);
    const bytes = this.sizeOf(value);
    this.entries.set(k, { userId, value, until: this.clock() + this.ttlMs, bytes });
    let keys = this.keysOf.get(userId);
    if (!keys) this.keysOf.set(userId, (keys = new Set()));
    keys.add(k);
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxBytes && this.entries.size > 0)) {
      this.remove(this.entries.keys().next().value!);
    }
  }

  private remove(k: string) {
    const entry = this.entries.get(k);
    if (!entry) return;
    this.entries.delete(k);
    this.bytes -= entry.bytes;
    const keys = this.keysOf.get(entry.userId)!;
    keys.delete(k);
    if (keys.size === 0) this.keysOf.delete(entry.userId);
  }
}

const READS = new Set(['GET', 'HEAD']);
const writes = (method: RouteOptions['method']) => (Array.isArray(method) ? method : [method]).some((m) => !READS.has(m.toUpperCase()));

/**
 * `app.learnerCache(options)` makes a LearnerCache that every write request of a signed-in user
 * evicts that user from (decision 0036). The eviction is a route-level onSend hook added to the
 * routes that may write (any method but GET and HEAD; reads pay nothing): onSend runs after the
 * handler, so after its transaction committed, and before a byte of the answer leaves, so the
 * learner cannot ask again before it. Failed writes evict too (harmless). Writes the user did not
 * make (staff, payments, the sweeper, another node) show within the TTL.
 */
export const learnerCachePlugin = fp(
  async (app: FastifyInstance, opts: { clock?: () => number }) => {
    const caches: LearnerCache<unknown>[] = [];
    app.decorate('learnerCache', <V>(options: Omit<Options<V>, 'clock'> = {}) => {
      const cache = new LearnerCache<V>({ ...options, clock: opts.clock });
      caches.push(cache as LearnerCache<unknown>);
      return cache;
    });
    const evict: onSendHookHandler = (req: FastifyRequest, _reply: FastifyReply, payload, done) => {
      const userId = req.session?.user.id;
      if (userId !== undefined && !READS.has(req.method)) for (const cache of caches) cache.evictUser(userId);
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      if (!writes(route.method)) return;
      const own = route.onSend;
      route.onSend = own === undefined ? [evict] : [...(Array.isArray(own) ? own : [own]), evict];
    });
  },
  { name: 'learner-cache', dependencies: ['session'] },
);

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** A per-node cache of signed-in learners' own rows, evicted by their writes (decision 0036). */
    learnerCache: <V>(options?: { ttlMs?: number; maxEntries?: number; maxBytes?: number; sizeOf?: (value: V) => number }) => LearnerCache<V>;
  }
}
