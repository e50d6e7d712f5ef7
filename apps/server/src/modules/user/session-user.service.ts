import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { SessionUser } from '../../platform/session';
import { batchedLookup } from '../../platform/batched-lookup';
import { findActiveSessionUsers, findActiveUser, findUserIdBySubject, type SessionUserRow } from './session-user.repo';
import type { UserRow } from './user.repo';

/**
 * The user module's half of platform's SessionStore: the user of a session, unless deleted. Read on
 * every request (a role change or a deletion shows at once); the users that requests arriving
 * together ask for are read in one prepared statement (platform/batched-lookup.ts). Only what the
 * policy layer reads (id, tenant, role: platform's SessionUser); a route that shows or merges the
 * profile reads the whole row itself (`myRow`), decision 0038.
 */
export function sessionUserLookup(db: Db): (userId: number) => Promise<SessionUserRow | null> {
  return batchedLookup<number, SessionUserRow>(async (ids) => {
    const byId = new Map((await findActiveSessionUsers(db, [...new Set(ids)])).map((u) => [u.id, u]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/**
 * The signed-in user's whole row, read afresh: for the routes that show, merge or act on the
 * profile (user info, profile update, account deletion). Deleted since the request's session was
 * read: HTTP 401, as the next request would answer.
 */
export async function myRow(db: Db, me: SessionUser): Promise<UserRow> {
  const row = await findActiveUser(db, me.id);
  if (!row) throw AppError.unauthorized();
  return row;
}

/** The user of a provider subject, for revoking their sessions after a password reset at the provider. */
export const userIdOfSubject = (db: Db, subject: string): Promise<number | null> => findUserIdBySubject(db, subject);

/** Whether the account exists and is not deleted: a token a user handed out (the calendar feed) ends with the account. */
export const isActiveUser = async (db: Db, userId: number): Promise<boolean> => (await findActiveUser(db, userId)) !== null;
