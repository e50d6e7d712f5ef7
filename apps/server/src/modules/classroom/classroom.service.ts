import { certificateStateOf } from '@credo/contracts/certificate';
import { ClassroomUserState, LearningType, type ClassroomUserStateValue } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import { cancelStillOpen } from '@credo/contracts/constants';
import type { ClassroomSeatList, ClassroomSeatResult } from '@credo/contracts/training';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { heldByOpenOrders } from '../../platform/seat-holds';
import { seatOrdersOf } from '../../platform/seat-orders';
import { certificatesOfGroups } from '../certificate/index';
import { notifyClassroomReschedule, notifyClassroomSeat } from './classroom-notify';
import { findEnrolment, setLearningType } from '../enrolment/index';
import {
  cancelSeat,
  countHeldSeats,
  findClassroom,
  findClassroomsOfCertification,
  findOwnSeat,
  findOwnSeatsIn,
  findSeatsOfCertification,
  HOLDING_SEAT,
  insertSeat,
  lockClassroom,
  tryLockLearner,
} from './classroom.repo';
import { assertFreeClassroom } from './classroom-price';
import { refuseCancelOfPaidSeat } from './classroom-paid-cancel';

/**
 * Seats in classrooms (decision 0011): the certification's classrooms with the learner's seat,
 * enrol, cancel, and the seat an invitation code of relation type 1 takes. The rules run in the
 * decision's order under the classroom's row lock (capacity) and the learner's advisory lock (one
 * seat request of theirs at a time); the partial unique index is the last wall.
 */

type Ctx = Pick<RequestContext, 'tenantId' | 'siteId' | 'languageId'>;

export type SeatOptions = {
  via: 'direct' | 'invitation';
  invitationId?: number;
  emailNotificationStatus: number;
  /** An invitation is a reserved seat: the staff chose this learner, so the seat count (10014) does not apply. */
  reserved?: boolean;
  /** The mail that tells the learner: seat.booked, or waitlist.promoted for a seat handed over from the queue (one mail, not two). */
  notice?: 'seat.booked' | 'waitlist.promoted';
  /**
   * The learner's seat moved here from another classroom (checkout's paid reschedule, decision
   * 0017): one seat.rescheduled mail whose .ics cancels the old seat's event, not seat.booked.
   */
  movedFrom?: { id: number; classroomId: number };
};

const holds = (status: number) => HOLDING_SEAT.includes(status);

/** POST getOfCertification: a visitor sees every classroom with user status 0 (not logged in). */
export async function listClassroomsOfCertification(
  db: Db,
  ctx: Ctx,
  userId: number | null,
  certificationId: number,
  now = new Date(),
): Promise<ClassroomSeatList> {
  const rooms = await findClassroomsOfCertification(db, ctx.siteId, certificationId, userId, now);
  const seats =
    userId === null
      ? []
      : await findOwnSeatsIn(
          db,
          userId,
          rooms.map((r) => r.id),
        );
  // Open checkout orders hold seats too (decision 0017): the same count placeOrder's capacity rule uses.
  const ordered = await heldByOpenOrders(
    db,
    1,
    rooms.map((r) => r.id),
  );
  // Paid classrooms and the learner's order of each (issue 16): the tab shows Pay, Continue payment or the order's end.
  const sales = await seatOrdersOf(
    db,
    userId,
    1,
    rooms.map((r) => r.id),
    now,
  );
  const rows = rooms.map((r) => {
    // A held seat wins over older cancelled rows of the same classroom; else the newest row.
    const own = seats.find((s) => s.classroomId === r.id && holds(s.status)) ?? seats.find((s) => s.classroomId === r.id) ?? null;
    const userStatus = (userId === null ? ClassroomUserState.NOT_LOGGED_IN : (own?.status ?? ClassroomUserState.UNENROLLED)) as ClassroomUserStateValue;
    const seatsLeft = Math.max(0, r.seats - r.held - (ordered.get(r.id) ?? 0));
    return {
      id: r.id,
      title: r.title,
      kind: (r.kind === 1 ? 1 : 0) as 0 | 1,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      city: r.city,
      countryCode: r.countryCode,
      trainerName: r.trainerName,
      seats: r.seats,
      seatsLeft,
      userStatus,
      registrationId: own?.id ?? null,
      cancellable: own !== null && holds(own.status) && cancelStillOpen(r.startAt, now),
      enrollable: r.startAt > now && seatsLeft > 0,
      isCharge: sales.get(r.id)?.paid ? ('1' as const) : ('0' as const),
      order: sales.get(r.id)?.order ?? null,
    };
  });
  return { total: rows.length, rows };
}

/**
 * Takes a seat in the caller's transaction with the rules of decision 0011, in its order: 404,
 * 501 (certification classroom without an approved enrolment), 10010, 10013, 10024, 10015, 10016,
 * 10014 (not for a reserved seat); a second seat request of the learner in flight answers 10002.
 * The enrolment's learning type becomes classroom. The invitation module calls it inside its use.
 */
export async function takeClassroomSeat(
  tx: Db,
  ctx: Ctx,
  userId: number,
  classroomId: number,
  opts: SeatOptions,
  now = new Date(),
): Promise<{ registrationId: number; classroomId: number; certificationId: number | null }> {
  const room = await findClassroom(tx, ctx.tenantId, classroomId);
  if (!room) throw AppError.notFound('No such classroom');
  if (!(await tryLockLearner(tx, userId))) throw new AppError(ErrorCode.DUPLICATE_SUBMIT);
  // Capacity is read and written under this lock, so racing learners take the seats one by one.
  await lockClassroom(tx, room.id);

  let enrolmentId: number | null = null;
  let learningTypeBefore: number | null = null;
  if (room.certificationId !== null) {
    const enrolment = await findEnrolment(tx, userId, room.certificationId, true);
    if (!enrolment || enrolment.state !== 'approved') throw new AppError(ErrorCode.OTHER_ERROR, null, 'Enrol in the certification first');
    enrolmentId = enrolment.id;
    learningTypeBefore = enrolment.learningType;
    const held = (await certificatesOfGroups(tx, userId, [room.groupKey!])).some((c) => {
      const s = certificateStateOf(c, now);
      return s === 'valid' || s === 'aboutToExpire';
    });
    if (held) throw new AppError(ErrorCode.CERTIFICATE_NOT_EXPIRED);
    if (room.startAt <= now) throw new AppError(ErrorCode.ENROLMENT_EXPIRED);
    const mine = await findSeatsOfCertification(tx, userId, room.certificationId);
    if (mine.some((s) => s.classroomId === room.id && holds(s.status))) throw new AppError(ErrorCode.ALREADY_REGISTERED);
    if (mine.some((s) => holds(s.status) && s.endAt > now)) throw new AppError(ErrorCode.TRAINING_IN_PROGRESS);
    // Training done in this cycle (the seat was taken after the cycle began, as the status reads it).
    if (mine.some((s) => s.status === ClassroomUserState.ENROLLED && s.endAt <= now && s.createdAt >= enrolment.cycleStartedAt)) {
      throw new AppError(ErrorCode.RE_ENROL_BEFORE_EXPIRY);
    }
  } else {
    if (room.startAt <= now) throw new AppError(ErrorCode.ENROLMENT_EXPIRED);
    const own = await findOwnSeat(tx, userId, room.id);
    if (own && holds(own.status)) throw new AppError(ErrorCode.ALREADY_REGISTERED);
  }
  if (!opts.reserved && (await countHeldSeats(tx, room.id)) >= room.seats) throw new AppError(ErrorCode.TRAINING_FULL);

  // A direct enrolment is enrolled at once (decision 0011: nobody would review a pending seat).
  const registrationId = await insertSeat(tx, {
    classroomId: room.id,
    userId,
    certificationId: room.certificationId,
    status: ClassroomUserState.ENROLLED,
    via: opts.via,
    invitationId: opts.invitationId ?? null,
    emailNotificationStatus: opts.emailNotificationStatus,
    createdAt: now,
    updatedAt: now,
    learningTypeBefore,
  });
  if (registrationId === null) throw new AppError(ErrorCode.ALREADY_REGISTERED);
  if (enrolmentId !== null) await setLearningType(tx, enrolmentId, LearningType.CLASSROOM, now);
  if (opts.movedFrom) await notifyClassroomReschedule(tx, userId, opts.movedFrom, { id: registrationId, classroomId: room.id }, now);
  else await notifyClassroomSeat(tx, opts.notice ?? 'seat.booked', userId, registrationId, room.id, now);
  return { registrationId, classroomId: room.id, certificationId: room.certificationId };
}

/** POST enrollClassroom: one transaction; any refusal writes nothing. */
export async function enrollClassroom(
  db: Db,
  ctx: Ctx,
  userId: number,
  body: { classroomId: number; emailNotificationStatus: number },
  now = new Date(),
): Promise<ClassroomSeatResult> {
  await assertFreeClassroom(db, body.classroomId);
  const seat = await db.transaction((tx) =>
    takeClassroomSeat(
      tx as unknown as Db,
      ctx,
      userId,
      body.classroomId,
      {
        via: 'direct',
        emailNotificationStatus: body.emailNotificationStatus,
      },
      now,
    ),
  );
  return { ...seat, userStatus: ClassroomUserState.ENROLLED };
}

/**
 * After a cancelled seat, the learning type the seat replaced comes back (issue 14), unless
 * another seat of the certification is still held: a self-paced learner who booked and cancelled
 * a class keeps their credits bar and course hints instead of staying a classroom learner.
 */
async function restoreLearningType(tx: Db, userId: number, certificationId: number | null, before: number | null, now: Date) {
  if (certificationId === null || before === null || before === LearningType.CLASSROOM) return;
  if ((await findSeatsOfCertification(tx, userId, certificationId)).some((s) => holds(s.status))) return;
  const enrolment = await findEnrolment(tx, userId, certificationId, true);
  if (enrolment?.learningType === LearningType.CLASSROOM) await setLearningType(tx, enrolment.id, before, now);
}

/**
 * POST cancelClassroom: only the learner's own seat (else 404); from 24 hours before the start on
 * the server's clock refuses (10011); a seat already cancelled answers the same result again, so a
 * double click is not an error. The seat is freed at once and the learning type it replaced returns.
 */
export async function cancelClassroom(db: Db, ctx: Ctx, userId: number, body: { classroomId: number }, now = new Date()): Promise<ClassroomSeatResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const room = await findClassroom(tx, ctx.tenantId, body.classroomId);
    const seat = room ? await findOwnSeat(tx, userId, room.id, true) : null;
    if (!room || !seat) throw AppError.notFound('No seat of yours in this classroom');
    const result = { registrationId: seat.id, classroomId: room.id, certificationId: room.certificationId };
    if (seat.status === ClassroomUserState.UNENROLLED) return { ...result, userStatus: ClassroomUserState.UNENROLLED };
    if (!holds(seat.status)) throw AppError.notFound('No seat of yours in this classroom');
    await refuseCancelOfPaidSeat(tx, room.id, seat.via);
    if (!cancelStillOpen(room.startAt, now)) throw new AppError(ErrorCode.CANCEL_TOO_LATE);
    await cancelSeat(tx, seat.id, now);
    await notifyClassroomSeat(tx, 'seat.cancelled', userId, seat.id, room.id, now);
    await restoreLearningType(tx, userId, room.certificationId, seat.learningTypeBefore, now);
    return { ...result, userStatus: ClassroomUserState.UNENROLLED };
  });
}
