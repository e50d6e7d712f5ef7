import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, practicalExamEnrolments, practicalExams, sites } from '../../db/schema/index';

/** The practical-exam user state (cert §4) that holds a seat: 2, enrolled ("unenroll" on the button). */
export const HOLDING = 2;

export type PlaceRow = typeof practicalExamEnrolments.$inferSelect;

const sessionColumns = {
  id: practicalExams.id,
  siteId: practicalExams.siteId,
  languageId: practicalExams.languageId,
  certificationId: practicalExams.certificationId,
  regionId: practicalExams.regionId,
  name: practicalExams.name,
  city: practicalExams.city,
  countryCode: practicalExams.countryCode,
  address: practicalExams.address,
  startAt: practicalExams.startAt,
  endAt: practicalExams.endAt,
  seats: practicalExams.seats,
  isCharge: practicalExams.isCharge,
};

/**
 * The outer session row's id, spelled out: in a one-table select drizzle renders a column
 * unqualified, and inside the subquery a bare "id" would be the place's own id.
 */
const outerSessionId = sql.raw('"practical_exams"."id"');

/** Places holding a seat in the session row at hand (a correlated count). */
const heldCount = sql<number>`(select count(*)::int from ${practicalExamEnrolments} e
  where e.practical_exam_id = ${outerSessionId} and e.status = ${HOLDING})`.mapWith(Number);

/** A session on one of the tenant's sites, with its certification's site and group; another brand's is as unknown as a wrong id. */
export async function findSession(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({ ...sessionColumns, certificationSiteId: certifications.siteId, groupKey: certifications.groupKey })
    .from(practicalExams)
    .innerJoin(sites, eq(sites.id, practicalExams.siteId))
    .innerJoin(certifications, eq(certifications.id, practicalExams.certificationId))
    .where(and(eq(practicalExams.id, id), eq(sites.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}

/** The session's row lock: its seat count is read and written one request after another. */
export async function lockSession(tx: Db, id: number): Promise<void> {
  await tx.select({ id: practicalExams.id }).from(practicalExams).where(eq(practicalExams.id, id)).for('update');
}

export async function countHeldPlaces(db: Db, practicalExamId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(practicalExamEnrolments)
    .where(and(eq(practicalExamEnrolments.practicalExamId, practicalExamId), eq(practicalExamEnrolments.status, HOLDING)));
  return row?.n ?? 0;
}

/** The learner's places (any state) in sessions of one certification. */
export function findPlacesOfCertification(db: Db, userId: number, certificationId: number) {
  return db
    .select({
      id: practicalExamEnrolments.id,
      practicalExamId: practicalExamEnrolments.practicalExamId,
      status: practicalExamEnrolments.status,
      approval: practicalExamEnrolments.approval,
      createdAt: practicalExamEnrolments.createdAt,
    })
    .from(practicalExamEnrolments)
    .where(and(eq(practicalExamEnrolments.userId, userId), eq(practicalExamEnrolments.certificationId, certificationId)));
}

/** The learner's certificates of a certification group (the caller applies the state). */
/** Writes a place; the partial unique index (one held place per learner and certification) decides a repeat: null then. */
export async function insertPlace(tx: Db, values: typeof practicalExamEnrolments.$inferInsert): Promise<number | null> {
  const rows = await tx.insert(practicalExamEnrolments).values(values).onConflictDoNothing().returning({ id: practicalExamEnrolments.id });
  return rows[0]?.id ?? null;
}

/** A place with its session's start, when the session is on one of the tenant's sites; optionally row-locked. */
export async function findPlace(db: Db, tenantId: number, placeId: number, forUpdate = false) {
  const q = db
    .select({
      id: practicalExamEnrolments.id,
      userId: practicalExamEnrolments.userId,
      practicalExamId: practicalExamEnrolments.practicalExamId,
      certificationId: practicalExamEnrolments.certificationId,
      status: practicalExamEnrolments.status,
      approval: practicalExamEnrolments.approval,
      startAt: practicalExams.startAt,
    })
    .from(practicalExamEnrolments)
    .innerJoin(practicalExams, eq(practicalExams.id, practicalExamEnrolments.practicalExamId))
    .innerJoin(sites, eq(sites.id, practicalExams.siteId))
    .where(and(eq(practicalExamEnrolments.id, placeId), eq(sites.tenantId, tenantId)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update', { of: practicalExamEnrolments }) : await q;
  return row ?? null;
}

/** Cancels a place; `reason` only when the learner or staff did not ('account-deleted': the deletion released it). */
export async function cancelPlace(tx: Db, placeId: number, now: Date, reason: 'account-deleted' | null = null): Promise<void> {
  await tx
    .update(practicalExamEnrolments)
    .set({ status: 1, cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(eq(practicalExamEnrolments.id, placeId));
}

export async function decidePlace(tx: Db, placeId: number, set: { status: number; approval: number; by: number; at: Date }): Promise<void> {
  await tx
    .update(practicalExamEnrolments)
    .set({ status: set.status, approval: set.approval, decidedBy: set.by, decidedAt: set.at, updatedAt: set.at })
    .where(eq(practicalExamEnrolments.id, placeId));
}

/**
 * The certification's sessions on the site that have not ended, plus ended ones where the learner
 * took a place since `ownSince` (their exam of the current cycle), upcoming first, with held seats.
 */
export function findSessionsOfCertification(db: Db, siteId: number, certificationId: number, userId: number | null, ownSince: Date | null, now: Date) {
  const mine =
    userId === null || ownSince === null
      ? sql`false`
      : sql`exists (select 1 from ${practicalExamEnrolments} e
    where e.practical_exam_id = ${outerSessionId} and e.user_id = ${userId} and e.created_at >= ${ownSince})`;
  return db
    .select({ ...sessionColumns, held: heldCount })
    .from(practicalExams)
    .where(and(eq(practicalExams.siteId, siteId), eq(practicalExams.certificationId, certificationId), or(gt(practicalExams.endAt, now), mine)))
    .orderBy(sql`${practicalExams.endAt} <= ${now}`, asc(practicalExams.startAt), asc(practicalExams.id));
}

/** One session on the site, with held seats. */
export async function findSessionOnSite(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select({ ...sessionColumns, held: heldCount })
    .from(practicalExams)
    .where(and(eq(practicalExams.id, id), eq(practicalExams.siteId, siteId)))
    .limit(1);
  return row ?? null;
}

/** The learner's places in some sessions, newest first. */
export function findOwnPlacesIn(db: Db, userId: number, practicalExamIds: number[]): Promise<PlaceRow[]> {
  if (practicalExamIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(practicalExamEnrolments)
    .where(and(eq(practicalExamEnrolments.userId, userId), inArray(practicalExamEnrolments.practicalExamId, practicalExamIds)))
    .orderBy(desc(practicalExamEnrolments.createdAt), desc(practicalExamEnrolments.id));
}

/**
 * A transaction-scoped advisory lock on the learner for practical-exam places: one request of
 * theirs at a time. Its own namespace (two int4 keys), apart from the invitation use's 7351100 and
 * the classroom seat's 7351101, so an invitation use (which holds its own) can take a place too.
 */
export const PRACTICAL_EXAM_PLACE_LOCK = 7351102;
export async function tryLockLearner(tx: Db, userId: number): Promise<boolean> {
  const res = await tx.execute(sql`select pg_try_advisory_xact_lock(${PRACTICAL_EXAM_PLACE_LOCK}::int, ${userId}::int) as locked`);
  const rows = (Array.isArray(res) ? res : (res as { rows: { locked: boolean }[] }).rows) as { locked: boolean }[];
  return rows[0]?.locked === true;
}
