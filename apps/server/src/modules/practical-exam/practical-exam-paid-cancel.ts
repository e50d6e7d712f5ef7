import { eq } from 'drizzle-orm';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { practicalExamEnrolments, practicalExams } from '../../db/schema/index';
import { AppError } from '../../platform/app-error';

/** Shown when the free cancel call meets a paid place (the spec has no code: 501 with the server's message). */
export const PAID_PLACE_NOT_CANCELLABLE = 'This place was paid for. Paid training is non-refundable, so it cannot be cancelled here. Nothing changed.';

/**
 * Paid training is non-refundable (commerce §9, decision 0017): the free cancel call refuses a place
 * bought through checkout, i.e. a direct place in a paid session (isCharge 1; the free enrol call
 * refuses those). A place from an invitation code was given by staff and stays cancellable.
 */
export async function refuseCancelOfPaidPlace(db: Db, placeId: number, message = PAID_PLACE_NOT_CANCELLABLE): Promise<void> {
  const [row] = await db
    .select({ via: practicalExamEnrolments.via, isCharge: practicalExams.isCharge })
    .from(practicalExamEnrolments)
    .innerJoin(practicalExams, eq(practicalExams.id, practicalExamEnrolments.practicalExamId))
    .where(eq(practicalExamEnrolments.id, placeId))
    .limit(1);
  if (row?.via === 'direct' && row.isCharge === 1) throw new AppError(ErrorCode.OTHER_ERROR, null, message);
}

/** Shown when the free reschedule call meets a paid place: its order must move with it (checkout's reschedule). */
export const PAID_PLACE_MOVES_WITH_ORDER =
  'This place was paid for, so it moves only together with its payment (the reschedule page does this for a paid place). Nothing changed.';
