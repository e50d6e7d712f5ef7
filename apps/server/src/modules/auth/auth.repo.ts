import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginStates } from '../../db/schema/index';

export type LoginStateRow = typeof loginStates.$inferSelect;

/** Login attempts live 10 minutes: long enough to sign up and verify, short enough to be useless if stolen. */
export const LOGIN_STATE_TTL_MS = 10 * 60 * 1000;

export async function insertLoginState(db: Db, row: Omit<LoginStateRow, 'createdAt' | 'expiresAt'>) {
  await db.insert(loginStates).values({ ...row, expiresAt: new Date(Date.now() + LOGIN_STATE_TTL_MS) });
}

/** Takes the state once: a replayed callback finds nothing. */
export async function takeLoginState(db: Db, state: string): Promise<LoginStateRow | undefined> {
  const [row] = await db
    .delete(loginStates)
    .where(and(eq(loginStates.state, state), gt(loginStates.expiresAt, new Date())))
    .returning();
  return row;
}
