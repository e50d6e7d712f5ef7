import type { Db } from '../../db/client';
import type { SessionStore, StoredSession } from '../../platform/session';
import { batchedLookup } from '../../platform/batched-lookup';
import { findLiveSessions, insertSession, revokeSession, revokeUserSessions, type Slide, slideSessions } from './session.repo';

export { purgeExpiredSessions } from './session.repo';

/**
 * The auth module's half of platform's SessionStore (it owns `sessions`); the user module answers
 * the user of a session and app.ts joins the halves (session-wiring.ts).
 */
export type SessionRows = Omit<SessionStore, 'activeUser' | 'revokeSubject'>;

/**
 * The slides that requests arriving together ask for, written by one `write` per batch (issue 19:
 * at the deadline's burst many submits slide, each an UPDATE and a WAL flush of its own). Two
 * slides of one session in a batch become one, the later expiry. A failed write fails every slide
 * of its batch with its error, as a lone slide failed its request before.
 */
export function batchedSlides(write: (slides: Slide[]) => Promise<void>): (slide: Slide) => Promise<void> {
  const slide = batchedLookup<Slide, true>(async (slides) => {
    const latest = new Map<string, Slide>();
    for (const s of slides) {
      const seen = latest.get(s.idHash);
      if (!seen || s.expiresAt.getTime() > seen.expiresAt.getTime()) latest.set(s.idHash, s);
    }
    await write([...latest.values()]);
    return slides.map(() => true);
  });
  return async (s) => {
    await slide(s);
  };
}

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
  const slide = batchedSlides((slides) => slideSessions(db, slides));
  return {
    insert: (row) => insertSession(db, row),
    findLive: (idHash, now) => live({ idHash, now }),
    slide: (idHash, lastSeenAt, expiresAt) => slide({ idHash, lastSeenAt, expiresAt }),
    revoke: (idHash) => revokeSession(db, idHash),
    // Account deletion revokes inside its own transaction.
    revokeUser: (userId, tx) => revokeUserSessions(tx ?? db, userId),
  };
}
