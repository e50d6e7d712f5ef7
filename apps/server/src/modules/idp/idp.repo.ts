import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idpAccounts, idpTokens } from '../../db/schema/index';

export type IdpAccount = typeof idpAccounts.$inferSelect;
export type TokenPurpose = 'verify' | 'reset';
export type TokenRow = { accountId: number; interactionUid: string | null; siteOrigin: string | null };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function findAccountByEmail(db: Db, email: string): Promise<IdpAccount | undefined> {
  const [row] = await db
    .select()
    .from(idpAccounts)
    .where(and(eq(idpAccounts.email, email.trim().toLowerCase()), isNull(idpAccounts.deletedAt)));
  return row;
}

export async function findAccountById(db: Db, id: number): Promise<IdpAccount | undefined> {
  const [row] = await db
    .select()
    .from(idpAccounts)
    .where(and(eq(idpAccounts.id, id), isNull(idpAccounts.deletedAt)));
  return row;
}

export type NewAccount = {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: 'learner' | 'staff';
  locale: string;
  tenantId: number | null;
  verified: boolean;
};

/** Inserts an account; answers undefined when the e-mail is taken (the unique index decides, not a prior read). */
export async function insertAccount(db: Db, a: NewAccount): Promise<IdpAccount | undefined> {
  const [row] = await db
    .insert(idpAccounts)
    .values({
      email: a.email.trim().toLowerCase(),
      passwordHash: a.passwordHash,
      firstName: a.firstName,
      lastName: a.lastName,
      role: a.role,
      locale: a.locale,
      tenantId: a.tenantId,
      emailVerifiedAt: a.verified ? new Date() : null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function markVerified(db: Db, id: number): Promise<void> {
  await db
    .update(idpAccounts)
    .set({ emailVerifiedAt: sql`coalesce(${idpAccounts.emailVerifiedAt}, now())` })
    .where(eq(idpAccounts.id, id));
}

/** A reset link proves the mailbox too, so it also verifies the address. */
export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db
    .update(idpAccounts)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${idpAccounts.emailVerifiedAt}, now())` })
    .where(and(eq(idpAccounts.id, id), isNull(idpAccounts.deletedAt)));
}

/** A new single-use token; only its hash is stored. Answers the token for the link. */
export async function insertToken(
  db: Db,
  t: { accountId: number; purpose: TokenPurpose; ttlMs: number; interactionUid?: string | null; siteOrigin?: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(idpTokens).values({
    tokenHash: hashToken(token),
    accountId: t.accountId,
    purpose: t.purpose,
    expiresAt: new Date(Date.now() + t.ttlMs),
    interactionUid: t.interactionUid ?? null,
    siteOrigin: t.siteOrigin ?? null,
  });
  return token;
}

/** Uses a token once: one UPDATE decides, so two clicks at the same moment cannot both succeed. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose): Promise<TokenRow | undefined> {
  const [row] = await db
    .update(idpTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(idpTokens.tokenHash, hashToken(token)), eq(idpTokens.purpose, purpose), isNull(idpTokens.usedAt), gt(idpTokens.expiresAt, sql`now()`)))
    .returning({ accountId: idpTokens.accountId, interactionUid: idpTokens.interactionUid, siteOrigin: idpTokens.siteOrigin });
  return row;
}

/** Whether a token could still be used (the reset form is shown only then); does not use it. */
export async function peekToken(db: Db, token: string, purpose: TokenPurpose): Promise<TokenRow | undefined> {
  const [row] = await db
    .select({ accountId: idpTokens.accountId, interactionUid: idpTokens.interactionUid, siteOrigin: idpTokens.siteOrigin })
    .from(idpTokens)
    .where(and(eq(idpTokens.tokenHash, hashToken(token)), eq(idpTokens.purpose, purpose), isNull(idpTokens.usedAt), gt(idpTokens.expiresAt, sql`now()`)));
  return row;
}

/** Other unused links of the same kind stop working once one is used (e.g. after a reset). */
export async function retireTokens(db: Db, accountId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .update(idpTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(idpTokens.accountId, accountId), eq(idpTokens.purpose, purpose), isNull(idpTokens.usedAt)));
}

/** Personal data goes; the row (and so the id, the OIDC subject) stays so it is never reused. */
export async function anonymiseAccount(db: Db, id: number): Promise<void> {
  await db
    .update(idpAccounts)
    .set({
      email: `deleted-${id}@invalid`,
      passwordHash: null,
      firstName: null,
      lastName: null,
      emailVerifiedAt: null,
      deletedAt: sql`coalesce(${idpAccounts.deletedAt}, now())`,
    })
    .where(eq(idpAccounts.id, id));
  await db.delete(idpTokens).where(eq(idpTokens.accountId, id));
}

export async function purgeOldTokens(db: Db): Promise<void> {
  await db.delete(idpTokens).where(sql`${idpTokens.expiresAt} < now() - interval '7 days'`);
}
