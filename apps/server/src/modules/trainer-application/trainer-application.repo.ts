import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trainerApplications, trainerValidateCodes } from '../../db/schema/index';

export type ApplicationRow = typeof trainerApplications.$inferSelect;
export type NewApplication = typeof trainerApplications.$inferInsert;

// ---- verification codes ----

export async function insertCode(db: Db, key: string, answer: string, expiresAt: Date) {
  await db.insert(trainerValidateCodes).values({ key, answer, expiresAt });
}

/** Takes the code out (single use: the first check, right or wrong, deletes it); null when none. */
export async function takeCode(db: Db, key: string): Promise<{ answer: string; expiresAt: Date } | null> {
  const [row] = await db
    .delete(trainerValidateCodes)
    .where(eq(trainerValidateCodes.key, key))
    .returning({ answer: trainerValidateCodes.answer, expiresAt: trainerValidateCodes.expiresAt });
  return row ?? null;
}

export async function deleteExpiredCodes(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(trainerValidateCodes).where(lt(trainerValidateCodes.expiresAt, now)).returning({ key: trainerValidateCodes.key });
  return rows.length;
}

// ---- applications ----

export async function insertApplication(db: Db, row: NewApplication): Promise<ApplicationRow> {
  const [created] = await db.insert(trainerApplications).values(row).returning();
  return created!;
}

export async function findLatestOfUser(db: Db, tenantId: number, userId: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(trainerApplications)
    .where(and(eq(trainerApplications.tenantId, tenantId), eq(trainerApplications.userId, userId)))
    .orderBy(desc(trainerApplications.createdAt), desc(trainerApplications.id))
    .limit(1);
  return row ?? null;
}

export async function findOfTenant(db: Db, tenantId: number, id: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(trainerApplications)
    .where(and(eq(trainerApplications.tenantId, tenantId), eq(trainerApplications.id, id)));
  return row ?? null;
}

export async function lockOfTenant(db: Db, tenantId: number, id: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(trainerApplications)
    .where(and(eq(trainerApplications.tenantId, tenantId), eq(trainerApplications.id, id)))
    .for('update');
  return row ?? null;
}

export async function listOfTenant(db: Db, tenantId: number, state: string, limit: number): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(trainerApplications)
    .where(and(eq(trainerApplications.tenantId, tenantId), eq(trainerApplications.state, state)))
    .orderBy(asc(trainerApplications.createdAt), asc(trainerApplications.id))
    .limit(limit);
}

export async function recordDecision(
  db: Db,
  id: number,
  patch: { state: 'accepted' | 'declined'; reason: string | null; decidedAt: Date; decidedBy: number; purgeAfter: Date | null },
) {
  await db.update(trainerApplications).set(patch).where(eq(trainerApplications.id, id));
}

/**
 * Declined applications whose deletion time has come, oldest first, locked until the caller's
 * transaction ends (another node's sweep skips them meanwhile): call it inside the transaction that erases them.
 */
export async function lockDuePurges(db: Db, now: Date, limit: number): Promise<{ id: number; cvKey: string | null }[]> {
  return db
    .select({ id: trainerApplications.id, cvKey: trainerApplications.cvKey })
    .from(trainerApplications)
    .where(and(isNotNull(trainerApplications.purgeAfter), lte(trainerApplications.purgeAfter, now), isNull(trainerApplications.purgedAt)))
    .orderBy(asc(trainerApplications.purgeAfter))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The learner's applications not yet erased, locked for the account deletion. */
export async function lockUnerasedOfUser(db: Db, userId: number): Promise<{ id: number; cvKey: string | null }[]> {
  return db
    .select({ id: trainerApplications.id, cvKey: trainerApplications.cvKey })
    .from(trainerApplications)
    .where(and(eq(trainerApplications.userId, userId), isNull(trainerApplications.purgedAt)))
    .for('update');
}

/** Erases the personal fields, keeping who applied, when and the decision (the audit log points at it). */
export async function erasePersonalData(db: Db, id: number, now: Date) {
  await db
    .update(trainerApplications)
    .set({
      name: null,
      email: null,
      phone: null,
      country: null,
      languages: [],
      certificates: [],
      experience: null,
      cvKey: null,
      reason: null,
      purgedAt: now,
    })
    .where(eq(trainerApplications.id, id));
}

/** Which of these storage keys an application still names (chunked: PostgreSQL's bind limit). */
export async function cvKeysNamed(db: Db, keys: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .select({ cvKey: trainerApplications.cvKey })
      .from(trainerApplications)
      .where(inArray(trainerApplications.cvKey, keys.slice(i, i + 500)));
    for (const r of rows) if (r.cvKey) named.add(r.cvKey);
  }
  return named;
}
