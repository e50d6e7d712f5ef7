import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateApplications, certificateReminders, certificates, certifications, sites } from '../../db/schema/index';

export type CertificateRow = typeof certificates.$inferSelect;
export type ApplicationRow = typeof certificateApplications.$inferSelect;

/** Inserts a pending application; undefined when one is already pending (the partial unique index decides). */
export async function insertPendingApplication(db: Db, row: { userId: number; certificationId: number; enrolmentId: number }) {
  const [inserted] = await db
    .insert(certificateApplications)
    .values({ ...row, state: 'pending' })
    .onConflictDoNothing()
    .returning({ id: certificateApplications.id });
  return inserted;
}

/** The application (row-locked) with the tenant of its certification's site. */
export async function lockApplication(db: Db, id: number) {
  const [row] = await db
    .select({ application: certificateApplications, tenantId: sites.tenantId })
    .from(certificateApplications)
    .innerJoin(certifications, eq(certifications.id, certificateApplications.certificationId))
    .innerJoin(sites, eq(sites.id, certifications.siteId))
    .where(eq(certificateApplications.id, id))
    .limit(1)
    .for('update', { of: certificateApplications });
  return row;
}

export async function markApplication(db: Db, id: number, set: { state: 'approved' | 'rejected'; decidedBy: number; reason: string | null; at: Date }) {
  await db
    .update(certificateApplications)
    .set({ state: set.state, decidedBy: set.decidedBy, decisionReason: set.reason, decidedAt: set.at })
    .where(eq(certificateApplications.id, id));
}

/** What a certificate copies at issue: the certification's names and the tenant of its site (the holder's name comes from the user face). */
export async function findCertificationFacts(db: Db, certificationId: number) {
  const [row] = await db
    .select({
      certificationName: certifications.name,
      level: certifications.level,
      kind: certifications.kind,
      groupKey: certifications.groupKey,
      versionLabel: certifications.versionLabel,
      tenantId: sites.tenantId,
    })
    .from(certifications)
    .innerJoin(sites, eq(sites.id, certifications.siteId))
    .where(eq(certifications.id, certificationId))
    .limit(1);
  return row;
}

/** The learner's earlier certificate of a group that no later one replaced yet (renewal), locked. */
export async function lockReplaceable(db: Db, userId: number, groupKey: string): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.groupKey, groupKey), isNull(certificates.renewedById), isNull(certificates.revokedAt)))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(1)
    .for('update');
  return row;
}

/** Undefined when the number is taken (the unique index decides; the caller draws another). */
export async function insertCertificate(db: Db, row: typeof certificates.$inferInsert): Promise<CertificateRow | undefined> {
  const [inserted] = await db.insert(certificates).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function markRevoked(db: Db, id: number, set: { by: number; reason: string; at: Date }) {
  await db.update(certificates).set({ revokedAt: set.at, revokedBy: set.by, revokeReason: set.reason }).where(eq(certificates.id, id));
}

export async function setRenewedBy(db: Db, id: number, renewedById: number) {
  await db.update(certificates).set({ renewedById }).where(eq(certificates.id, id));
}

export async function findOwnCertificate(db: Db, userId: number, id: number, forUpdate = false): Promise<CertificateRow | undefined> {
  const q = db
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.userId, userId)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function findOwnCertificateRowByNumber(db: Db, userId: number, number: string): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.number, number), eq(certificates.userId, userId)))
    .limit(1);
  return row;
}

export async function findCertificateOfTenant(db: Db, tenantId: number, number: string, forUpdate = false): Promise<CertificateRow | undefined> {
  const q = db
    .select()
    .from(certificates)
    .where(and(eq(certificates.number, number), eq(certificates.tenantId, tenantId)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function listOwnCertificates(db: Db, userId: number): Promise<CertificateRow[]> {
  return db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

export async function clearRemindStatus(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(certificates)
    .set({ remindStatus: '0' })
    .where(and(eq(certificates.id, id), eq(certificates.userId, userId)))
    .returning({ id: certificates.id });
  return rows.length > 0;
}

/**
 * Certificates (neither revoked nor renewed) ending in (after, until], not yet reminded of `kind`,
 * by end then id; `from` continues after the last one of the previous page.
 */
export async function findDueCertificates(db: Db, kind: string, after: Date, until: Date, limit: number, from?: { expiresAt: Date; id: number }) {
  return db
    .select({
      id: certificates.id,
      userId: certificates.userId,
      number: certificates.number,
      certificationId: certificates.certificationId,
      certificationName: certificates.certificationName,
      holderName: certificates.holderName,
      expiresAt: certificates.expiresAt,
    })
    .from(certificates)
    .where(
      and(
        isNull(certificates.revokedAt),
        isNull(certificates.renewedById),
        gt(certificates.expiresAt, after),
        lte(certificates.expiresAt, until),
        from ? sql`(${certificates.expiresAt}, ${certificates.id}) > (${from.expiresAt.toISOString()}::timestamptz, ${from.id}::int)` : undefined,
        sql`not exists (select 1 from ${certificateReminders} r where r.certificate_id = ${certificates.id} and r.kind = ${kind})`,
      ),
    )
    .orderBy(certificates.expiresAt, certificates.id)
    .limit(limit);
}

/** Records a reminder; false when it was already recorded (the primary key decides). */
export async function recordReminder(db: Db, certificateId: number, kind: string): Promise<boolean> {
  const rows = await db
    .insert(certificateReminders)
    .values({ certificateId, kind })
    .onConflictDoNothing()
    .returning({ id: certificateReminders.certificateId });
  return rows.length > 0;
}
