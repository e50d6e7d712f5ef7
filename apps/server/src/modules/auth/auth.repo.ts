import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginStates, users } from '../../db/schema/index';

export type LoginStateRow = typeof loginStates.$inferSelect;

/** Login attempts live 10 minutes: long enough to sign up and verify, short enough to be useless if stolen. */
export const LOGIN_STATE_TTL_MS = 10 * 60 * 1000;

export async function insertLoginState(db: Db, row: Omit<LoginStateRow, 'createdAt' | 'expiresAt'>) {
  await db.insert(loginStates).values({ ...row, expiresAt: new Date(Date.now() + LOGIN_STATE_TTL_MS) });
}

/** Takes the state once: a replayed callback finds nothing. */
export async function takeLoginState(db: Db, state: string): Promise<LoginStateRow | undefined> {
  const [row] = await db.delete(loginStates)
    .where(and(eq(loginStates.state, state), gt(loginStates.expiresAt, new Date())))
    .returning();
  return row;
}

export type ClaimsProfile = {
  subject: string;
  tenantId: number;
  siteId: number;
  languageId: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  role: string;
};

/**
 * Creates the user on first sign-in, refreshes identity fields afterwards; a single statement,
 * so two callbacks racing for a new user still make one row. Profile fields the learner edits
 * here (phone, company …) are never overwritten by the provider.
 */
export async function upsertUserFromClaims(db: Db, p: ClaimsProfile) {
  const [row] = await db.insert(users)
    .values({
      subject: p.subject, tenantId: p.tenantId, siteId: p.siteId, languageId: p.languageId,
      email: p.email, firstName: p.firstName, lastName: p.lastName, name: p.name, role: p.role,
    })
    .onConflictDoUpdate({
      target: users.subject,
      set: {
        email: p.email,
        name: p.name,
        role: p.role,
        firstName: sql`coalesce(${users.firstName}, excluded.first_name)`,
        lastName: sql`coalesce(${users.lastName}, excluded.last_name)`,
        deletedAt: null,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row;
}
