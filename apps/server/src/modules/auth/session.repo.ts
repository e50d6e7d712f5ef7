import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leanStatement } from '../../db/lean-statement';
import { preparedPer } from '../../db/prepared-per';
import { sessions } from '../../db/schema/auth';
import type { NewSession, StoredSession } from '../../platform/session';

/** The auth module's queries over `sessions` and `login_states` (it owns both; issue 15). */

export async function insertSession(db: Db, row: NewSession): Promise<void> {
  await db.insert(sessions).values(row);
}

/**
 * The live-session read as a named (prepared) statement, built once per database handle: a request
 * whose session row is not cached (session-cache.ts) asks it, e.g. every save of an exam day (a
 * learner saves every 15 to 30 s, the cache keeps a row 5 s) and every submit of the deadline's
 * burst. The hashes go as one array parameter, so a batch of any size is the same statement
 * (decision 0038).
 */
function buildLiveSessionsRead(db: Db) {
  return db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      idToken: sessions.idToken,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        sql`${sessions.idHash} = any(${sql.placeholder('hashes')}::text[])`,
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .prepare('auth_live_sessions');
}
// Run lean on PostgreSQL (db/lean-statement.ts): no drizzle row mapping for a read every uncached
// request makes (issue 19, session 33: drizzle's mapping was the largest allocation of a submit).
const liveSessionsRead = preparedPer((db) => leanStatement(db, 'auth_live_sessions', buildLiveSessionsRead(db)));

/** An array literal of texts, each quoted (a hash is base64url today; quoting keeps any text whole). */
const textArray = (items: readonly string[]) => `{${items.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** The live sessions among these hashes (revoked and expired at `now` left out), in no order. */
export async function findLiveSessions(db: Db, idHashes: readonly string[], now: Date): Promise<StoredSession[]> {
  const rows = await liveSessionsRead(db).execute({ hashes: textArray(idHashes), now: now.toISOString() });
  // Columns in the select's order: PostgreSQL's text on the pool, drizzle's values on PGlite.
  return rows.map(([idHash, userId, idToken, lastSeenAt, expiresAt]) => ({
    idHash: idHash as string,
    userId: Number(userId),
    idToken: idToken as string | null,
    lastSeenAt: new Date(lastSeenAt as string | Date),
    expiresAt: new Date(expiresAt as string | Date),
  }));
}

/** A session's new lastSeenAt and expiry (platform/session.ts slides once per interval). */
export type Slide = { idHash: string; lastSeenAt: Date; expiresAt: Date };

/**
 * The slides of a batch as one named statement (decision 0032): the rows come as three array
 * parameters, so a batch of any size is the same statement. It never revives a session (revoked,
 * or expired before the moment it was seen live) and never moves an expiry back (a slide of
 * another batch or node that already wrote a later one wins).
 */
function buildSlidesWrite(db: Db) {
  return db
    .update(sessions)
    .set({ lastSeenAt: sql`v.seen`, expiresAt: sql`v.exp` })
    .from(
      sql`unnest(${sql.placeholder('hashes')}::text[], ${sql.placeholder('seen')}::timestamptz[], ${sql.placeholder('exp')}::timestamptz[]) as v(id_hash, seen, exp)`,
    )
    .where(and(sql`${sessions.idHash} = v.id_hash`, isNull(sessions.revokedAt), sql`${sessions.expiresAt} > v.seen`, sql`${sessions.expiresAt} < v.exp`))
    .prepare('auth_slide_sessions');
}
const slidesWrite = preparedPer(buildSlidesWrite);

/** Writes these slides, at most one per session (the caller keeps the latest of each). */
export async function slideSessions(db: Db, slides: readonly Slide[]): Promise<void> {
  const iso = (d: Date) => d.toISOString();
  await slidesWrite(db).execute({
    hashes: textArray(slides.map((s) => s.idHash)),
    seen: textArray(slides.map((s) => iso(s.lastSeenAt))),
    exp: textArray(slides.map((s) => iso(s.expiresAt))),
  });
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
