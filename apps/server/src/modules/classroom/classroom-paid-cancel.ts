import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { prices } from '../../db/schema/index';
import { AppError } from '../../platform/app-error';

/** Shown when the free cancel call meets a paid seat (the spec has no code: 501 with the server's message). */
export const PAID_SEAT_NOT_CANCELLABLE = 'This seat was paid for. Paid training is non-refundable, so it cannot be cancelled here. Nothing changed.';

/**
 * Paid training is non-refundable (commerce §9, decision 0017): the free cancel call refuses a seat
 * bought through checkout. A direct seat in a classroom with a price (checkout's published
 * `prices`) is one, since the free enrol call refuses paid classrooms; a seat from an invitation
 * code was given by staff and stays cancellable.
 */
export async function refuseCancelOfPaidSeat(db: Db, classroomId: number, via: string, message = PAID_SEAT_NOT_CANCELLABLE): Promise<void> {
  if (via !== 'direct') return;
  const [row] = await db
    .select({ id: prices.id })
    .from(prices)
    .where(and(eq(prices.relationType, 1), eq(prices.relationId, classroomId)))
    .limit(1);
  if (row) throw new AppError(ErrorCode.OTHER_ERROR, null, message);
}

/** Shown when the free reschedule call meets a paid seat: its order must move with it (checkout's reschedule). */
export const PAID_SEAT_MOVES_WITH_ORDER =
  'This seat was paid for, so it moves only together with its payment (the reschedule page does this for a paid seat). Nothing changed.';
