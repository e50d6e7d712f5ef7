import type { Db } from '../../db/client';
import { batchedLookup } from '../../platform/batched-lookup';
import { findActiveUser, findActiveUsers, findUserIdBySubject } from './session-user.repo';
import type { UserRow } from './user.repo';

declare module '../../platform/session' {
  /**
   * Platform's SessionUser names only what the policy layer needs; the session's user is this
   * module's whole row (platform reads no module table, so the user module widens the type).
   */
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface SessionUser extends UserRow {}
}

/**
 * The user module's half of platform's SessionStore: the user of a session, unless deleted. Read on
 * every request (a role change or a deletion shows at once); the users that requests arriving
 * together ask for are read in one statement (platform/batched-lookup.ts).
 */
export function sessionUserLookup(db: Db): (userId: number) => Promise<UserRow | null> {
  return batchedLookup<number, UserRow>(async (ids) => {
    const byId = new Map((await findActiveUsers(db, [...new Set(ids)])).map((u) => [u.id, u]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** The user of a provider subject, for revoking their sessions after a password reset at the provider. */
export const userIdOfSubject = (db: Db, subject: string): Promise<number | null> => findUserIdBySubject(db, subject);

/** Whether the account exists and is not deleted: a token a user handed out (the calendar feed) ends with the account. */
export const isActiveUser = async (db: Db, userId: number): Promise<boolean> => (await findActiveUser(db, userId)) !== null;
