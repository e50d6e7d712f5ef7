import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leanStatement } from '../../db/lean-statement';
import { preparedPer } from '../../db/prepared-per';
import { users } from '../../db/schema/user';
import type { UserRow } from './user.repo';

/** What a request knows of its signed-in user: what the policy layer reads (platform/access.ts). */
export type SessionUserRow = Pick<UserRow, 'id' | 'tenantId' | 'role'>;

/** The user of a session unless the account is deleted (its sessions then answer as none). */
export async function findActiveUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The session lookup as a named (prepared) statement, built once per database handle: every
 * signed-in request asks it (issue 19, decision 0038). The ids go as one array parameter, so a
 * batch of any size is the same statement; three columns, not the row's 28 (its timestamps were
 * parsed into dates and every column mapped on each request). Measured on PostgreSQL, one id:
 * the server's CPU 310-400 µs a statement built by drizzle with every column against 73-85 µs,
 * PostgreSQL's 127-160 against 63-83 µs.
 */
function buildSessionUsersRead(db: Db) {
  return db
    .select({ id: users.id, tenantId: users.tenantId, role: users.role })
    .from(users)
    .where(and(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`, isNull(users.deletedAt)))
    .prepare('user_session_users');
}
// Run lean on PostgreSQL (db/lean-statement.ts), as the live-session read (auth/session.repo.ts).
const sessionUsersRead = preparedPer((db) => leanStatement(db, 'user_session_users', buildSessionUsersRead(db)));

/** The users among these ids whose accounts are not deleted, in no order: what a session needs of each. */
export async function findActiveSessionUsers(db: Db, ids: readonly number[]): Promise<SessionUserRow[]> {
  // An array literal of integers (the ids are the sessions' integer user ids: nothing to quote).
  const rows = await sessionUsersRead(db).execute({ ids: `{${ids.join(',')}}` });
  // Columns in the select's order: PostgreSQL's text on the pool, drizzle's values on PGlite.
  return rows.map(([id, tenantId, role]) => ({ id: Number(id), tenantId: Number(tenantId), role: role as string }));
}

/** The user signed in with this provider subject (`issuer|sub`), or null. */
export async function findUserIdBySubject(db: Db, subject: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.subject, subject)).limit(1);
  return row?.id ?? null;
}
