import { and, eq, isNull, lt, sql } from 'drizzle-orm';
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
  tenantId: number;
  siteId: number;
  languageId: number;
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
};

export type SignedUser = { ok: true; user: typeof users.$inferSelect } | { ok: false; reason: string };

/**
 * The hand-off's user, bound to its subject (`sign:<appId>|<sub>`, see sign.service.ts), never found
 * by e-mail alone: an account made by sign-up, by the identity provider or by another app keeps its
 * own subject, so a signature cannot take it over, and staff are never signed in this way.
 *  - the subject's user, when it is an active learner of this tenant;
 *  - else, when an active account of this tenant already has the e-mail: refused (sign in with it);
 *  - else a new learner with that subject. The insert ignores a racing twin and reads the row back,
 *    so concurrent hand-offs for a new user still make one row.
 */
export async function findOrCreateSignedUser(db: Db, p: SignedUserInput): Promise<SignedUser> {
  const bySubject = () => db.select().from(users).where(eq(users.subject, p.subject)).limit(1);
  let [user] = await bySubject();
  if (!user) {
    const [sameEmail] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, p.tenantId), sql`lower(${users.email}) = ${p.email}`, isNull(users.deletedAt)))
      .limit(1);
    if (sameEmail) return { ok: false, reason: 'An account with this e-mail already exists here: sign in with it' };
    const name = [p.firstName, p.lastName].filter(Boolean).join(' ') || null;
    await db
      .insert(users)
      .values({
        tenantId: p.tenantId,
        siteId: p.siteId,
        languageId: p.languageId,
        subject: p.subject,
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        name,
      })
      .onConflictDoNothing({ target: users.subject });
    [user] = await bySubject();
  }
  if (!user || user.tenantId !== p.tenantId) return { ok: false, reason: 'This account belongs to another site' };
  if (user.deletedAt) return { ok: false, reason: 'This account has been deleted' };
  if (user.role !== 'learner') return { ok: false, reason: 'Staff accounts cannot sign in by signature' };
  return { ok: true, user };
}
