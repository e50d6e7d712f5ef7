import type { Redis } from 'ioredis';
import { DAY_MS } from '@credo/contracts/durations';

/** A fixed-window counter: how many hits the key holds and how long until the window ends. */
export type Window = { count: number; ttlMs: number };

export type HitOptions = {
  /** Beyond this count every hit doubles the window (capped by `maxMs`): a sustained attack keeps it open longer. */
  backoffAbove?: number;
  maxMs?: number;
};

/**
 * Counters for limits that count only some outcomes (failed sign-ins, mails sent) and are cleared by
 * another (a successful sign-in). @fastify/rate-limit counts and peeks but cannot clear a key, so
 * these limits use this small store: in memory on one node, or in Redis (the rate-limit plugin's
 * client) so that every node sees the same counts. See decision 0013.
 */
export type CounterStore = {
  read(key: string): Promise<Window>;
  hit(key: string, windowMs: number, opts?: HitOptions): Promise<Window>;
  reset(key: string): Promise<void>;
};

/** The longest a backoff stretches a window unless told otherwise (a week). */
const MAX_BACKOFF_MS = 7 * DAY_MS;

const backoffTtl = (windowMs: number, count: number, opts: HitOptions) =>
  Math.floor(Math.min(windowMs * 2 ** (count - (opts.backoffAbove ?? 0)), opts.maxMs ?? MAX_BACKOFF_MS));

export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly maxKeys = 50_000) {}

  private live(key: string, now: number) {
    const e = this.entries.get(key);
    if (e && e.endsAt > now) return e;
    this.entries.delete(key);
    return undefined;
  }

  async read(key: string): Promise<Window> {
    const now = Date.now();
    const e = this.live(key, now);
    return e ? { count: e.count, ttlMs: e.endsAt - now } : { count: 0, ttlMs: 0 };
  }

  async hit(key: string, windowMs: number, opts: HitOptions = {}): Promise<Window> {
    const now = Date.now();
    const e = this.live(key, now) ?? { count: 0, endsAt: now + windowMs };
    e.count += 1;
    if (opts.backoffAbove !== undefined && e.count > opts.backoffAbove) e.endsAt = now + backoffTtl(windowMs, e.count, opts);
    // Re-insert so the map's order is the order of last use: the flood guard below drops the stalest keys.
    this.entries.delete(key);
    this.entries.set(key, e);
    if (this.entries.size > this.maxKeys) {
      for (const k of this.entries.keys()) {
        this.entries.delete(k);
        if (this.entries.size <= this.maxKeys * 0.9) break;
      }
    }
    return { count: e.count, ttlMs: e.endsAt - now };
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

/** INCR, start the window on the first hit, stretch it beyond the backoff count; answers count and PTTL. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local window = tonumber(ARGV[1])
local above = tonumber(ARGV[2])
if count == 1 then
  redis.call('PEXPIRE', KEYS[1], window)
elseif above >= 0 and count > above then
  redis.call('PEXPIRE', KEYS[1], math.floor(math.min(window * (2 ^ (count - above)), tonumber(ARGV[3]))))
end
return {count, redis.call('PTTL', KEYS[1])}
`;

type ScriptRedis = Redis & { credoHit(key: string, windowMs: number, above: number, maxMs: number): Promise<[number, number]> };

/**
 * The same counters in Redis, under `prefix`. A Redis outage lets requests through (count 0) rather
 * than refusing every sign-in, as the rate-limit plugin does (skipOnError); `onError` reports it.
 */
export class RedisCounterStore implements CounterStore {
  private readonly redis: ScriptRedis;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    if (!('credoHit' in redis)) redis.defineCommand('credoHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.redis = redis as ScriptRedis;
  }

  private async guarded<T>(fn: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      this.onError(err);
      return fallback;
    }
  }

  read(key: string): Promise<Window> {
    return this.guarded(
      async () => {
        const [[, count], [, ttl]] = (await this.redis
          .multi()
          .get(this.prefix + key)
          .pttl(this.prefix + key)
          .exec()) as [unknown, unknown][];
        return count === null ? { count: 0, ttlMs: 0 } : { count: Number(count), ttlMs: Math.max(0, Number(ttl)) };
      },
      { count: 0, ttlMs: 0 },
    );
  }

  hit(key: string, windowMs: number, opts: HitOptions = {}): Promise<Window> {
    return this.guarded(
      async () => {
        const [count, ttl] = await this.redis.credoHit(this.prefix + key, windowMs, opts.backoffAbove ?? -1, opts.maxMs ?? MAX_BACKOFF_MS);
        return { count, ttlMs: Math.max(0, ttl) };
      },
      { count: 0, ttlMs: 0 },
    );
  }

  reset(key: string): Promise<void> {
    return this.guarded(async () => void (await this.redis.del(this.prefix + key)), undefined);
  }
}
