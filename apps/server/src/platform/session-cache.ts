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
  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** A live row read within the last ttlMs, or undefined. */
  get(idHash: string): StoredSession | undefined {
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    if (entry.until <= this.clock()) {
      this.entries.delete(idHash);
      return undefined;
    }
    return entry.row;
  }

  set(row: StoredSession) {
    if (this.ttlMs <= 0) return;
    this.entries.delete(row.idHash);
    this.entries.set(row.idHash, { row, until: this.clock() + this.ttlMs });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  /** After a slide: the cached row carries the new lastSeenAt, so the next requests do not slide again. */
  touch(idHash: string, lastSeenAt: Date) {
    const entry = this.entries.get(idHash);
    if (entry) entry.row = { ...entry.row, lastSeenAt };
  }

  drop(idHash: string) {
    this.entries.delete(idHash);
  }

  dropUser(userId: number) {
    for (const [key, entry] of this.entries) if (entry.row.userId === userId) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  /**
   * The store as the app uses it: reads go through the cache, and every revocation made through it
   * (sign-out, account deletion, password reset at the provider) drops the rows it ends.
   */
  wrap(store: SessionStore): SessionStore {
    return {
      ...store,
      findLive: async (idHash, now) => {
        const cached = this.get(idHash);
        if (cached) return cached;
        const row = await store.findLive(idHash, now);
        if (row) this.set(row);
        return row;
      },
      slide: async (idHash, lastSeenAt, expiresAt) => {
        await store.slide(idHash, lastSeenAt, expiresAt);
        this.touch(idHash, lastSeenAt);
      },
      revoke: async (idHash) => {
        this.drop(idHash);
        await store.revoke(idHash);
        this.drop(idHash);
      },
      revokeUser: async (userId, tx) => {
        this.dropUser(userId);
        await store.revokeUser(userId, tx);
        this.dropUser(userId);
      },
      revokeSubject: async (subject) => {
        // The subject's user id is the user module's to know: drop every row, a rare event.
        await store.revokeSubject(subject);
        this.clear();
      },
    };
  }
}
