import type { Db } from './db/client';
import type { SessionStore } from './platform/session';
import { sessionRowsOf } from './modules/auth/index';
import { sessionUserLookup, userIdOfSubject } from './modules/user/index';

/**
 * Composition root of the sessions (issue 15: platform reads no module's table): the auth module
 * keeps the session rows, the user module answers the user of a session; app.ts hands the joined
 * store to platform's session plugin. Also used by tools that make sessions without an app (bench).
 * Both halves read the lookups of requests arriving together in one statement (batched-lookup.ts);
 * the auth module writes their slides together the same way.
 */
export function sessionStoreOf(db: Db): SessionStore {
  const rows = sessionRowsOf(db);
  const activeUser = sessionUserLookup(db);
  return {
    ...rows,
    activeUser,
    async revokeSubject(subject) {
      const userId = await userIdOfSubject(db, subject);
      if (userId !== null) await rows.revokeUser(userId);
    },
  };
}
