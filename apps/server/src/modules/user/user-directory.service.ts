import type { Db } from '../../db/client';
import { selectCards, updateNotificationStatus, upsertFromClaims, type ClaimsProfile, type UserCard } from './user-directory.repo';

/**
 * What other modules ask of users (issue 15: the user module alone queries `users`). Lists are
 * answered in one query: callers collect the ids of a page and ask once, never per row.
 */
export type { ClaimsProfile, UserCard };

/** The cards of the given users by id; an unknown id is absent from the map. */
export async function userCardsByIds(db: Db, ids: readonly number[]): Promise<Map<number, UserCard>> {
  return new Map((await selectCards(db, ids)).map((c) => [c.id, c]));
}

/** One user's card, or null; read afresh (a session's copy may be minutes old). */
export async function userCardOf(db: Db, id: number): Promise<UserCard | null> {
  return (await selectCards(db, [id]))[0] ?? null;
}

/** The display name: first and last name, else the provider's name, else ''. */
export const displayNameOf = (u: Pick<UserCard, 'firstName' | 'lastName' | 'name'>): string =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.name || '';

/** Sign-in: creates or refreshes the user from the provider's claims (auth module). */
export function upsertUserFromClaims(db: Db, profile: ClaimsProfile) {
  return upsertFromClaims(db, profile);
}

/** The learner's e-mail notification choice (0 none, 1 subscribed, 2 cancelled), kept where another module asks it. */
export function saveNotificationChoice(db: Db, userId: number, status: number): Promise<void> {
  return updateNotificationStatus(db, userId, status);
}
