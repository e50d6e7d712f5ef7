import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, invitations, invitationUses, sites } from '../../db/schema/index';

export type InvitationRow = typeof invitations.$inferSelect;

/** The tenant's invitation with this (upper-case) code; another brand's code is as unknown as a typo. */
export async function findInvitation(db: Db, tenantId: number, code: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.code, code)))
    .limit(1);
  return row ?? null;
}

/** Same, under a row lock held to the end of the transaction: uses of one code run one after another. */
export async function lockInvitation(tx: Db, tenantId: number, code: string): Promise<InvitationRow | null> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.code, code)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function hasUsed(db: Db, invitationId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: invitationUses.userId })
    .from(invitationUses)
    .where(and(eq(invitationUses.invitationId, invitationId), eq(invitationUses.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The site a code is bound to, for the 10018 message. */
export async function findSite(db: Db, siteId: number) {
  const [row] = await db.select({ code: sites.code, name: sites.name }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return row ?? null;
}

export async function findCertification(db: Db, id: number) {
  const [row] = await db
    .select({
      id: certifications.id,
      name: certifications.name,
      versionLabel: certifications.versionLabel,
      level: certifications.level,
      groupKey: certifications.groupKey,
      siteId: certifications.siteId,
    })
    .from(certifications)
    .where(eq(certifications.id, id))
    .limit(1);
  return row ?? null;
}

/** This site's published release of a certification group in one language (the detail page's id). */
export async function findRelease(db: Db, groupKey: string, siteId: number, languageId: number, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: certifications.id })
    .from(certifications)
    .where(
      and(
        eq(certifications.groupKey, groupKey),
        eq(certifications.siteId, siteId),
        eq(certifications.languageId, languageId),
        lte(certifications.publishedAt, now),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Records the use; the primary key (invitation, user) decides a repeat, not a read before it.
 * False when this learner's use already exists.
 */
export async function insertUse(tx: Db, invitationId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await tx.insert(invitationUses).values({ invitationId, userId, usedAt: now }).onConflictDoNothing().returning({ userId: invitationUses.userId });
  return rows.length === 1;
}

/** One more use, only while under the limit (the row is locked, the guard is the second wall). */
export async function countUse(tx: Db, invitationId: number): Promise<boolean> {
  const rows = await tx
    .update(invitations)
    .set({ usedCount: sql`${invitations.usedCount} + 1` })
    .where(and(eq(invitations.id, invitationId), sql`${invitations.usedCount} < ${invitations.maxUses}`))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/**
 * A transaction-scoped advisory lock on the learner: one invitation use of theirs at a time.
 * Two int4 keys (namespace, user id) keep it apart from the sweeper's and migrations' bigint keys.
 */
export const INVITATION_USE_LOCK = 7351100;
export async function tryLockLearner(tx: Db, userId: number): Promise<boolean> {
  const res = await tx.execute(sql`select pg_try_advisory_xact_lock(${INVITATION_USE_LOCK}::int, ${userId}::int) as locked`);
  const rows = (Array.isArray(res) ? res : (res as { rows: { locked: boolean }[] }).rows) as { locked: boolean }[];
  return rows[0]?.locked === true;
}
