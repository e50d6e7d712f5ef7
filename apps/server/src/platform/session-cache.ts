import type { SessionStore, StoredSession } from './session';

/** How long a node trusts a session row it read: the most a revocation on another node waits. */
export const SESSION_CACHE_MS = 5_000;
/** Bound on the rows kept (the oldest leave first): an exam day's class fits many times over. */
const MAX_ENTRIES = 50_000;

type Entry = { row: StoredSession; until: number };

/**
 * The session rows this node read, each trusted for `ttlMs` (issue 19: a request costs at most one
 * indexed read, the user's row by its key, instead of two). Revocation is honoured:
 * - on this node at once: revoke / revokeUser / revokeSubject through the store drop the rows;
 * - on other nodes within `ttlMs`: their copy expires and the next request reads the row again,
 *   which a revoked or expired session no longer matches.
 * Only the session row is cached: the user (role, account deleted, profile) is read on every
 * request, so a change there shows at once on every node.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Revocation wins over a read in flight (review 10): a read that began before a revocation must
   * not cache the row it saw live. Every revocation takes the next tick and leaves it as a
   * tombstone on the session, the user, or everything; a read notes the tick it began at, and
   * set() refuses a row with a later tombstone.
   */
  private tick = 0;
  private readonly revokedKeys = new Map<string, number>();
  private readonly revokedUsers = new Map<number, number>();
  private clearedAt = 0;
  /** The ticks the reads in flight began at (a count each): tombstones no read predates are forgotten. */
  private readonly reading = new Map<number, number>();

  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** A row read within the last ttlMs and not expired at `now`, or undefined. */
  get(idHash: string, now?: Date): StoredSession | undefined {
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    // The row's own expiry too: a session that ran out while cached is not served from the cache.
    if (entry.until <= this.clock() || entry.row.expiresAt.getTime() <= (now ?? new Date()).getTime()) {
      this.entries.delete(idHash);
      return undefined;
    }
    return entry.row;
  }

  /** Caches a row read since tick `since` (now when omitted), unless it was revoked after that read began. */
  set(row: StoredSession, since = this.tick): boolean {
    if (this.ttlMs <= 0) return false;
    if (this.clearedAt > since || (this.revokedKeys.get(row.idHash) ?? 0) > since || (this.revokedUsers.get(row.userId) ?? 0) > since) return false;
    this.entries.delete(row.idHash);
    this.entries.set(row.idHash, { row, until: this.clock() + this.ttlMs });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return true;
  }

  /**
   * After a slide: the cached row carries the new lastSeenAt and expiry, so the next requests do not
   * slide again. Never back: two slides of one session in a batch may settle in either order.
   */
  touch(idHash: string, lastSeenAt: Date, expiresAt: Date) {
    const entry = this.entries.get(idHash);
    if (entry && expiresAt.getTime() > entry.row.expiresAt.getTime()) entry.row = { ...entry.row, lastSeenAt, expiresAt };
  }

  drop(idHash: string) {
    this.revokedKeys.set(idHash, ++this.tick);
    this.entries.delete(idHash);
    this.forget();
  }

  dropUser(userId: number) {
    this.revokedUsers.set(userId, ++this.tick);
    for (const [key, entry] of this.entries) if (entry.row.userId === userId) this.entries.delete(key);
    this.forget();
  }

  clear() {
    this.clearedAt = ++this.tick;
    this.entries.clear();
  }

  /** Reads the store, caching the row unless a revocation came while the read was under way. */
  private async read(store: SessionStore, idHash: string, now: Date): Promise<StoredSession | null> {
    const since = this.tick;
    this.reading.set(since, (this.reading.get(since) ?? 0) + 1);
    try {
      const row = await store.findLive(idHash, now);
      if (row) this.set(row, since);
      return row;
    } finally {
      const left = this.reading.get(since)! - 1;
      if (left > 0) this.reading.set(since, left);
      else this.reading.delete(since);
      this.forget();
    }
  }

  /** Drops the tombstones no read in flight began before (they can refuse nothing any more). */
  private forget() {
    if (this.revokedKeys.size === 0 && this.revokedUsers.size === 0) return;
    if (this.reading.size === 0) {
      this.revokedKeys.clear();
      this.revokedUsers.clear();
      return;
    }
    const oldest = Math.min(...this.reading.keys());
    for (const [key, at] of this.revokedKeys) if (at <= oldest) this.revokedKeys.delete(key);
    for (const [key, at] of this.revokedUsers) if (at <= oldest) this.revokedUsers.delete(key);
  }

  /**
   * The store as the app uses it: reads go through the cache, and every revocation made through it
   * (sign-out, account deletion, password reset at the provider) drops the rows it ends.
   */
  wrap(store: SessionStore): SessionStore {
    return {
      ...store,
      findLive: async (idHash, now) => this.get(idHash, now) ?? (await this.read(store, idHash, now)),
      // Touched before the write: the slide is written behind its request (session.ts), and the
      // requests that come meanwhile need not slide again. Should the write fail, the cached copy
      // expires within ttlMs and the next read finds the row as it was, which slides again.
      slide: async (idHash, lastSeenAt, expiresAt) => {
        this.touch(idHash, lastSeenAt, expiresAt);
        await store.slide(idHash, lastSeenAt, expiresAt);
      },
      // Tombstoned before and after the write: a read that began before the write committed may
      // have seen the row live, and the second tick is later than that read's start.
      revoke: async (idHash) => {
        this.drop(idHash);
        await store.revoke(idHash);
        this.drop(idHash);
      },
      // Inside a caller's transaction the rows end at its commit, after this returns; account
      // deletion marks the user deleted in that transaction, and the user is read on every request.
      revokeUser: async (userId, tx) => {
        this.dropUser(userId);
        await store.revokeUser(userId, tx);
        this.dropUser(userId);
      },
      revokeSubject: async (subject) => {
        // The subject's user id is the user module's to know: drop every row, a rare event.
        this.clear();
        await store.revokeSubject(subject);
        this.clear();
      },
    };
  }
}
