import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signatureNonces, users } from '../../db/schema/index';

/** Claims a nonce once: true for the first use; a replay (or a racing twin) gets false. */
export async function claimNonce(db: Db, appId: string, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(signatureNonces).values({ appId, nonce, expiresAt }).onConflictDoNothing().returning({ nonce: signatureNonces.nonce });
  return rows.length === 1;
}

export async function purgeExpiredNonces(db: Db): Promise<void> {
  await db.delete(signatureNonces).where(lt(signatureNonces.expiresAt, sql`now() - interval '1 day'`));
}

export type SignedUserInput = {
  tenantId: number; siteId: number; languageId: number; subject: string;
  email: string; firstName: string | null; lastName: string | null;
};

/**
 * The tenant's user with this e-mail, or a new one with the hand-off's subject. One statement
 * creates it, so racing hand-offs for a new user still make one row; a subject taken in another
 * tenant answers undefined.
 */
export async function findOrCreateUserByEmail(db: Db, p: SignedUserInput) {
  const [existing] = await db.select().from(users)
    .where(and(eq(users.tenantId, p.tenantId), sql`lower(${users.email}) = ${p.email}`, isNull(users.deletedAt)))
    .orderBy(asc(users.id)).limit(1);
  if (existing) return existing;
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ') || null;
  const [row] = await db.insert(users)
    .values({ tenantId: p.tenantId, siteId: p.siteId, languageId: p.languageId, subject: p.subject, email: p.email, firstName: p.firstName, lastName: p.lastName, name })
    .onConflictDoUpdate({ target: users.subject, set: { updatedAt: new Date() }, setWhere: and(eq(users.tenantId, p.tenantId), isNull(users.deletedAt)) })
    .returning();
  return row;
}
