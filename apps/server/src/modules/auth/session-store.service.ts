import type { Db } from '../../db/client';
import type { SessionStore, StoredSession } from '../../platform/session';
import { batchedLookup } from '../../platform/batched-lookup';
import { findLiveSessions, insertSession, revokeSession, revokeUserSessions, slideSession } from './session.repo';

export { purgeExpiredSessions } from './session.repo';

/**
 * The auth module's half of platform's SessionStore (it owns `sessions`); the user module answers
 * the user of a session and app.ts joins the halves (session-wiring.ts).
 */
export type SessionRows = Omit<SessionStore, 'activeUser' | 'revokeSubject'>;

export function sessionRowsOf(db: Db): SessionRows {
  // The sessions that requests arriving together look up, read in one statement (batched-lookup.ts).
  const live = batchedLookup<{ idHash: string; now: Date }, StoredSession>(async (keys) => {
    const earliest = new Date(Math.min(...keys.map((k) => k.now.getTime())));
    const byHash = new Map((await findLiveSessions(db, [...new Set(keys.map((k) => k.idHash))], earliest)).map((r) => [r.idHash, r]));
    // Read live at the batch's earliest moment; each lookup then applies its own `now`.
    return keys.map(({ idHash, now }) => {
      const row = byHash.get(idHash);
      return row && row.expiresAt.getTime() > now.getTime() ? row : null;
    });
  });
  return {
    insert: (row) => insertSession(db, row),
    findLive: (idHash, now) => live({ idHash, now }),
    slide: (idHash, lastSeenAt, expiresAt) => slideSession(db, idHash, lastSeenAt, expiresAt),
    revoke: (idHash) => revokeSession(db, idHash),
    // Account deletion revokes inside its own transaction.
    revokeUser: (userId, tx) => revokeUserSessions(tx ?? db, userId),
  };
}
