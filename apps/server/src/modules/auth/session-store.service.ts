import type { Db } from '../../db/client';
import type { SessionStore } from '../../platform/session';
import { findLiveSession, insertSession, revokeSession, revokeUserSessions, slideSession } from './session.repo';

export { purgeExpiredSessions } from './session.repo';

/**
 * The auth module's half of platform's SessionStore (it owns `sessions`); the user module answers
 * the user of a session and app.ts joins the halves (session-wiring.ts).
 */
export type SessionRows = Omit<SessionStore, 'activeUser' | 'revokeSubject'>;

export function sessionRowsOf(db: Db): SessionRows {
  return {
    insert: (row) => insertSession(db, row),
    findLive: (idHash, now) => findLiveSession(db, idHash, now),
    slide: (idHash, lastSeenAt, expiresAt) => slideSession(db, idHash, lastSeenAt, expiresAt),
    revoke: (idHash) => revokeSession(db, idHash),
    // Account deletion revokes inside its own transaction.
    revokeUser: (userId, tx) => revokeUserSessions(tx ?? db, userId),
  };
}
