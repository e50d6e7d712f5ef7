import { cancelStillOpen } from '@credo/contracts/constants';
import { ClassroomUserState } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import type { ClassroomRescheduleResult } from '@credo/contracts/practical-training';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { PAID_SEAT_MOVES_WITH_ORDER, refuseCancelOfPaidSeat } from './classroom-paid-cancel';
import { notifyClassroomReschedule } from './classroom-notify';
import { assertFreeClassroom } from './classroom-price';
import { promoteFromWaitlist } from './classroom-waitlist.service';
import { cancelSeat, countHeldSeats, findClassroom, findOwnSeat, HOLDING_SEAT, insertSeat, lockClassroom, tryLockLearner } from './classroom.repo';

type Ctx = Pick<RequestContext, 'tenantId' | 'siteId' | 'languageId'>;
const holds = (status: number) => HOLDING_SEAT.includes(status);

/**
 * POST registration/reschedule (cert §7, issue 17 item 6): the learner's seat moves to another
 * classroom of the same certification in ONE transaction. The new seat is written first and the
 * old one freed after it, and any refusal rolls both back: never two seats, never none.
 * Locks in a fixed order (the learner's advisory lock of decision 0011, then both classrooms'
 * rows by ascending id, then the seat's row), so opposite moves between two classrooms cannot
 * deadlock and a racing enrolment waits on the same classroom row.
 * Answers in this order: 404 unknown classroom or no seat of the learner's in the old one; 10002
 * another seat request of the learner in flight; 501 not the same training (or a workshop without
 * a certification); 10024 same classroom; 10011 inside 24 hours of the old start; 10013 new
 * classroom started; 501 new classroom paid; 10014 new classroom full; 501 a paid seat (it moves with
 * its order). The seat freed in the old classroom goes to its first waiting learner.
 */
export async function rescheduleClassroom(
  db: Db,
  ctx: Ctx,
  userId: number,
  body: { classroomId: number; newClassroomId: number },
  now = new Date(),
): Promise<ClassroomRescheduleResult> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const room = await findClassroom(tx, ctx.tenantId, body.classroomId);
    const target = await findClassroom(tx, ctx.tenantId, body.newClassroomId);
    if (!room || !target) throw AppError.notFound('No such classroom');
    if (!(await tryLockLearner(tx, userId))) throw new AppError(ErrorCode.DUPLICATE_SUBMIT);
    for (const id of [room.id, target.id].sort((a, b) => a - b)) await lockClassroom(tx, id);
    const seat = await findOwnSeat(tx, userId, room.id, true);
    if (!seat || !holds(seat.status)) throw AppError.notFound('No seat of yours in this classroom');
    if (room.certificationId === null || target.certificationId !== room.certificationId) {
      throw new AppError(ErrorCode.OTHER_ERROR, null, 'Choose another session of the same training. Nothing changed.');
    }
    if (target.id === room.id) throw new AppError(ErrorCode.ALREADY_REGISTERED);
    if (!cancelStillOpen(room.startAt, now)) throw new AppError(ErrorCode.CANCEL_TOO_LATE);
    // A paid seat moves only with its order (checkout's pay/registration/reschedule), or the payment would name the wrong session.
    await refuseCancelOfPaidSeat(tx, room.id, seat.via, PAID_SEAT_MOVES_WITH_ORDER);
    if (target.startAt <= now) throw new AppError(ErrorCode.ENROLMENT_EXPIRED);
    await assertFreeClassroom(tx, target.id);
    if ((await countHeldSeats(tx, target.id)) >= target.seats) throw new AppError(ErrorCode.TRAINING_FULL);

    const registrationId = await insertSeat(tx, {
      classroomId: target.id,
      userId,
      certificationId: target.certificationId,
      status: ClassroomUserState.ENROLLED,
      via: seat.via,
      invitationId: seat.invitationId,
      emailNotificationStatus: seat.emailNotificationStatus,
      learningTypeBefore: seat.learningTypeBefore,
      createdAt: now,
      updatedAt: now,
    });
    if (registrationId === null) throw new AppError(ErrorCode.ALREADY_REGISTERED);
    // Only now, with the new seat written, is the old one freed.
    await cancelSeat(tx, seat.id, now);
    // The freed seat goes to the old classroom's waitlist in this transaction, as a cancel's does.
    await promoteFromWaitlist(tx, ctx, room.id, room.seats, now);
    // One mail: the new session, with an .ics that cancels the old seat's calendar event.
    await notifyClassroomReschedule(tx, userId, { id: seat.id, classroomId: room.id }, { id: registrationId, classroomId: target.id }, now);
    return {
      registrationId,
      classroomId: target.id,
      previousClassroomId: room.id,
      certificationId: target.certificationId,
      userStatus: ClassroomUserState.ENROLLED,
    };
  });
}
