import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, classroomRegistrations, classrooms, sites, trainers } from '../../db/schema/index';

/** Classroom user states (cert §4) that hold a seat: pending and enrolled. */
export const HOLDING_SEAT = [2, 3];

export type SeatRow = typeof classroomRegistrations.$inferSelect;

/** A classroom on one of the tenant's sites, with its certification's group; another brand's is as unknown as a wrong id. */
export async function findClassroom(db: Db, tenantId: number, classroomId: number) {
  const [row] = await db
    .select({
      id: classrooms.id,
      siteId: classrooms.siteId,
      certificationId: classrooms.certificationId,
      seats: classrooms.seats,
      startAt: classrooms.startAt,
      endAt: classrooms.endAt,
      groupKey: certifications.groupKey,
    })
    .from(classrooms)
    .innerJoin(sites, eq(sites.id, classrooms.siteId))
    .leftJoin(certifications, eq(certifications.id, classrooms.certificationId))
    .where(and(eq(classrooms.id, classroomId), eq(sites.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}

/** The classroom's row lock: seat counts of one classroom are read and written one request after another. */
export async function lockClassroom(tx: Db, classroomId: number): Promise<void> {
  await tx.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.id, classroomId)).for('update');
}

export async function countHeldSeats(db: Db, classroomId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(classroomRegistrations)
    .where(and(eq(classroomRegistrations.classroomId, classroomId), inArray(classroomRegistrations.status, HOLDING_SEAT)));
  return row?.n ?? 0;
}

/** The learner's seats in classrooms of one certification (any state), with each classroom's end. */
export function findSeatsOfCertification(db: Db, userId: number, certificationId: number) {
  return db
    .select({
      id: classroomRegistrations.id,
      classroomId: classroomRegistrations.classroomId,
      status: classroomRegistrations.status,
      createdAt: classroomRegistrations.createdAt,
      endAt: classrooms.endAt,
    })
    .from(classroomRegistrations)
    .innerJoin(classrooms, eq(classrooms.id, classroomRegistrations.classroomId))
    .where(and(eq(classroomRegistrations.userId, userId), eq(classroomRegistrations.certificationId, certificationId)));
}

/** The learner's latest seat row in a classroom (held or cancelled), or null. */
export async function findOwnSeat(db: Db, userId: number, classroomId: number, forUpdate = false): Promise<SeatRow | null> {
  const q = db
    .select()
    .from(classroomRegistrations)
    .where(and(eq(classroomRegistrations.userId, userId), eq(classroomRegistrations.classroomId, classroomId)))
    .orderBy(desc(classroomRegistrations.createdAt), desc(classroomRegistrations.id))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Writes a seat; the partial unique index (one held seat per learner and classroom) decides a repeat: null then. */
export async function insertSeat(tx: Db, values: typeof classroomRegistrations.$inferInsert): Promise<number | null> {
  const rows = await tx.insert(classroomRegistrations).values(values).onConflictDoNothing().returning({ id: classroomRegistrations.id });
  return rows[0]?.id ?? null;
}

/** Cancels a seat; `reason` only when the learner or staff did not ('account-deleted': the deletion released it). */
export async function cancelSeat(tx: Db, seatId: number, now: Date, reason: 'account-deleted' | null = null): Promise<void> {
  await tx
    .update(classroomRegistrations)
    .set({ status: 1, cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(eq(classroomRegistrations.id, seatId));
}

/** The learner's certificates of a certification group (the caller applies the state). */
/**
 * The certification's classrooms on the site that have not ended, plus the ended ones where the
 * learner holds a seat (their finished training), upcoming first; with held-seat counts.
 */
export function findClassroomsOfCertification(db: Db, siteId: number, certificationId: number, userId: number | null, now: Date) {
  const held = db
    .select({ n: sql<number>`count(*)::int` })
    .from(classroomRegistrations)
    .where(and(eq(classroomRegistrations.classroomId, classrooms.id), inArray(classroomRegistrations.status, HOLDING_SEAT)));
  const mine =
    userId === null
      ? sql`false`
      : sql`exists (select 1 from ${classroomRegistrations} r
    where r.classroom_id = ${classrooms.id} and r.user_id = ${userId} and r.status in (2, 3))`;
  return db
    .select({
      id: classrooms.id,
      title: classrooms.title,
      kind: classrooms.kind,
      startAt: classrooms.startAt,
      endAt: classrooms.endAt,
      city: classrooms.city,
      countryCode: classrooms.countryCode,
      trainerName: trainers.name,
      seats: classrooms.seats,
      held: sql<number>`(${held})`.mapWith(Number),
    })
    .from(classrooms)
    .leftJoin(trainers, eq(trainers.id, classrooms.trainerId))
    .where(and(eq(classrooms.siteId, siteId), eq(classrooms.certificationId, certificationId), or(gt(classrooms.endAt, now), mine)))
    .orderBy(sql`${classrooms.endAt} <= ${now}`, asc(classrooms.startAt), asc(classrooms.id));
}

/** The learner's seat rows in some classrooms, newest first. */
export function findOwnSeatsIn(db: Db, userId: number, classroomIds: number[]) {
  if (classroomIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: classroomRegistrations.id, classroomId: classroomRegistrations.classroomId, status: classroomRegistrations.status })
    .from(classroomRegistrations)
    .where(and(eq(classroomRegistrations.userId, userId), inArray(classroomRegistrations.classroomId, classroomIds)))
    .orderBy(desc(classroomRegistrations.createdAt), desc(classroomRegistrations.id));
}

/**
 * A transaction-scoped advisory lock on the learner for classroom seats: one seat request of theirs
 * at a time. Its own namespace (two int4 keys), apart from the invitation use's 7351100, so an
 * invitation use (which holds that one) can still take a seat in its transaction.
 */
export const CLASSROOM_SEAT_LOCK = 7351101;
export async function tryLockLearner(tx: Db, userId: number): Promise<boolean> {
  const res = await tx.execute(sql`select pg_try_advisory_xact_lock(${CLASSROOM_SEAT_LOCK}::int, ${userId}::int) as locked`);
  const rows = (Array.isArray(res) ? res : (res as { rows: { locked: boolean }[] }).rows) as { locked: boolean }[];
  return rows[0]?.locked === true;
}
