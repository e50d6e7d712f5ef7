import { and, asc, count, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classroomWaitlist } from '../../db/schema/index';

/** Waitlist rows (issue 17): 0 waiting, 1 promoted, 2 left, 3 skipped. Written under the classroom's row lock. */
export const WAITING = 0;
export const PROMOTED = 1;
export const LEFT = 2;
export const SKIPPED = 3;

/** Joins the queue; the partial unique index keeps one waiting row per learner: null when already waiting. */
export async function insertWaiting(tx: Db, classroomId: number, userId: number, now: Date): Promise<number | null> {
  const rows = await tx
    .insert(classroomWaitlist)
    .values({ classroomId, userId, status: WAITING, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: classroomWaitlist.id });
  return rows[0]?.id ?? null;
}

export async function findWaiting(db: Db, classroomId: number, userId: number) {
  const [row] = await db
    .select({ id: classroomWaitlist.id })
    .from(classroomWaitlist)
    .where(and(eq(classroomWaitlist.classroomId, classroomId), eq(classroomWaitlist.userId, userId), eq(classroomWaitlist.status, WAITING)))
    .limit(1);
  return row ?? null;
}

/** 1-based place of a waiting row: the waiting rows written before it, plus one. */
export async function positionOf(db: Db, classroomId: number, waitId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classroomWaitlist)
    .where(and(eq(classroomWaitlist.classroomId, classroomId), eq(classroomWaitlist.status, WAITING), lt(classroomWaitlist.id, waitId)));
  return (row?.n ?? 0) + 1;
}

export async function countWaiting(db: Db, classroomId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classroomWaitlist)
    .where(and(eq(classroomWaitlist.classroomId, classroomId), eq(classroomWaitlist.status, WAITING)));
  return row?.n ?? 0;
}

/** The queue in arrival order (id order: ids are taken under the classroom's row lock). */
export function waitingQueue(tx: Db, classroomId: number, limit: number) {
  return tx
    .select({ id: classroomWaitlist.id, userId: classroomWaitlist.userId })
    .from(classroomWaitlist)
    .where(and(eq(classroomWaitlist.classroomId, classroomId), eq(classroomWaitlist.status, WAITING)))
    .orderBy(asc(classroomWaitlist.id))
    .limit(limit);
}

export async function setWaitStatus(tx: Db, waitId: number, status: number, now: Date, registrationId: number | null = null): Promise<void> {
  await tx.update(classroomWaitlist).set({ status, registrationId, updatedAt: now }).where(eq(classroomWaitlist.id, waitId));
}
