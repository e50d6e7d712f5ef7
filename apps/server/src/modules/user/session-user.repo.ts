import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/user';
import type { UserRow } from './user.repo';

/** The user of a session unless the account is deleted (its sessions then answer as none). */
export async function findActiveUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The users among these ids whose accounts are not deleted, in no order. */
export function findActiveUsers(db: Db, ids: readonly number[]): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
}

/** The user signed in with this provider subject (`issuer|sub`), or null. */
export async function findUserIdBySubject(db: Db, subject: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.subject, subject)).limit(1);
  return row?.id ?? null;
}
