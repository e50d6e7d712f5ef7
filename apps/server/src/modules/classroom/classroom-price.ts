import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { prices } from '../../db/schema/index';
import { AppError } from '../../platform/app-error';

/**
 * Paid classrooms (issue 16, decision 0017): checkout owns the price in its published `prices`
 * table; a classroom with a price row is paid and its seats are sold only through checkout.
 */

/** Relation type of a classroom in checkout's prices (as the invitation codes use it). */
const CLASSROOM = 1;

/** Whether the classroom has a price (its seats are sold only through checkout). */
export async function isPaidClassroom(db: Db, classroomId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: prices.id })
    .from(prices)
    .where(and(eq(prices.relationType, CLASSROOM), eq(prices.relationId, classroomId)))
    .limit(1);
  return row !== undefined;
}

/** A classroom with a price is bought through checkout: the free enrol call refuses it (like a paid practical exam). */
export async function assertFreeClassroom(db: Db, classroomId: number): Promise<void> {
  if (await isPaidClassroom(db, classroomId))
    throw new AppError(ErrorCode.OTHER_ERROR, null, 'This classroom is paid: book it through checkout. Free enrolment is not available for it.');
}
