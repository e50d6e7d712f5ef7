import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/auth';
import type { NewSession, StoredSession } from '../../platform/session';

/** The auth module's queries over `sessions` and `login_states` (it owns both; issue 15). */

export async function insertSession(db: Db, row: NewSession): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The live sessions among these hashes (revoked and expired at `now` left out), in no order. */
export function findLiveSessions(db: Db, idHashes: readonly string[], now: Date): Promise<StoredSession[]> {
  return db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      idToken: sessions.idToken,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(inArray(sessions.idHash, [...idHashes]), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
}

export async function slideSession(db: Db, idHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.idHash, idHash));
}

export async function revokeSession(db: Db, idHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.idHash, idHash));
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Removes expired sessions and login states; the sweeper calls it. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.execute(sql`delete from sessions where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'`);
  await db.execute(sql`delete from login_states where expires_at < now()`);
}
