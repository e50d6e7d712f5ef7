import { certificateStateOf } from '@credo/contracts/certificate';
import { PracticalExamApproval, PracticalExamUserState } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import { cancelStillOpen } from '@credo/contracts/constants';
import type { PracticalExamDecision, PracticalExamSeatResult } from '@credo/contracts/training';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { certificatesOfGroups } from '../certificate/index';
import { findEnrolment } from '../enrolment/index';
import { theoryCycleOf } from '../exam/index';
import { refuseCancelOfPaidPlace } from './practical-exam-paid-cancel';
import {
  cancelPlace,
  countHeldPlaces,
  decidePlace,
  findPlace,
  findPlacesOfCertification,
  findSession,
  HOLDING,
  insertPlace,
  lockSession,
  tryLockLearner,
} from './practical-exam.repo';
import { notifyPracticalReschedule, notifyPracticalResult, notifyPracticalSeat } from './practical-exam-notify';

export { getPracticalExam, listPracticalExamsOfCertification } from './practical-exam-list.service';

/**
 * Places in practical exams (decision 0011): enrol, cancel, the staff's result, and the place an
 * invitation code of relation type 2 takes. The rules run in the decision's order under the
 * session's row lock (capacity) and the learner's advisory lock (one request of theirs at a
 * time); the partial unique index (one held place per learner and certification) is the last wall.
 */

type Ctx = Pick<RequestContext, 'tenantId' | 'siteId' | 'languageId'>;

export type PlaceOptions = {
  via: 'direct' | 'invitation';
  invitationId?: number;
  allergies: string;
  dietaryRequirements: string;
  /**
   * An invitation is the staff's say-so and a reserved seat: a decided result of the cycle (10012)
   * and the seat count (10008) do not apply.
   */
  reserved: boolean;
  /** Checkout's paid place (decision 0017): a paid session is allowed and the open order already held the seat (no 10008). */
  paid?: boolean;
  /**
   * The learner's place moved here from another session (checkout's paid reschedule, decision
   * 0017): one seat.rescheduled mail whose .ics cancels the old place's event, not seat.booked.
   */
  movedFrom?: { id: number; practicalExamId: number };
};

const isDecided = (approval: number) => approval === PracticalExamApproval.SUCCESS || approval === PracticalExamApproval.FAIL;

/**
 * Takes a place in the caller's transaction, with the rules of decision 0011 in its order: 404,
 * 501 paid session (bought through checkout), 501 theory exam not passed in the current cycle,
 * 10010, 10012 (not reserved), 10013, 10024, 10009, 10008 (not reserved). A second request of the
 * learner in flight answers 10002. The invitation module calls it inside its use.
 */
export async function takePracticalExamSeat(
  tx: Db,
  ctx: Ctx,
  userId: number,
  practicalExamId: number,
  opts: PlaceOptions,
  now = new Date(),
): Promise<PracticalExamSeatResult> {
  const session = await findSession(tx, ctx.tenantId, practicalExamId);
  if (!session) throw AppError.notFound('No such practical exam');
  if (!(await tryLockLearner(tx, userId))) throw new AppError(ErrorCode.DUPLICATE_SUBMIT);
  // Capacity is read and written under this lock, so racing learners take the seats one by one.
  await lockSession(tx, session.id);

  if (session.isCharge === 1 && !opts.paid) {
    throw new AppError(ErrorCode.OTHER_ERROR, null, 'This practical exam is paid: book it through checkout. Free enrolment is not available for it.');
  }
  // The theory exam of the certification's own site (an invitation may be used on any site the
  // code allows), passed in the enrolment's current cycle.
  const enrolment = await findEnrolment(tx, userId, session.certificationId);
  const theoryPassed =
    enrolment?.state === 'approved' && (await theoryCycleOf(tx, session.certificationSiteId, session.certificationId, userId, enrolment.cycleStartedAt)).passed;
  if (enrolment?.state !== 'approved' || !theoryPassed) throw new AppError(ErrorCode.OTHER_ERROR, null, 'Pass the theory exam first');
  const held = (await certificatesOfGroups(tx, userId, [session.groupKey])).some((c) => {
    const s = certificateStateOf(c, now);
    return s === 'valid' || s === 'aboutToExpire';
  });
  if (held) throw new AppError(ErrorCode.CERTIFICATE_NOT_EXPIRED);
  const places = await findPlacesOfCertification(tx, userId, session.certificationId);
  if (!opts.reserved && places.some((p) => isDecided(p.approval) && p.createdAt >= enrolment.cycleStartedAt)) {
    throw new AppError(ErrorCode.PRACTICAL_EXAM_INVITE_NOT_ALLOWED);
  }
  if (session.startAt <= now) throw new AppError(ErrorCode.ENROLMENT_EXPIRED);
  if (places.some((p) => p.practicalExamId === session.id && p.status === HOLDING)) throw new AppError(ErrorCode.ALREADY_REGISTERED);
  if (places.some((p) => p.status === HOLDING)) throw new AppError(ErrorCode.PRACTICAL_EXAM_IN_PROGRESS);
  if (!opts.reserved && !opts.paid && (await countHeldPlaces(tx, session.id)) >= session.seats) throw new AppError(ErrorCode.PRACTICAL_EXAM_FULL);

  const id = await insertPlace(tx, {
    practicalExamId: session.id,
    userId,
    certificationId: session.certificationId,
    status: HOLDING,
    via: opts.via,
    invitationId: opts.invitationId ?? null,
    allergies: opts.allergies,
    dietaryRequirements: opts.dietaryRequirements,
    createdAt: now,
    updatedAt: now,
  });
  if (id === null) {
    // The unique index refused a second held place: say which rule it was.
    const current = (await findPlacesOfCertification(tx, userId, session.certificationId)).find((p) => p.status === HOLDING);
    throw new AppError(current?.practicalExamId === session.id ? ErrorCode.ALREADY_REGISTERED : ErrorCode.PRACTICAL_EXAM_IN_PROGRESS);
  }
  if (opts.movedFrom) await notifyPracticalReschedule(tx, userId, opts.movedFrom, { id, practicalExamId: session.id }, now);
  else await notifyPracticalSeat(tx, 'seat.booked', userId, id, session.id, now);
  return {
    practicalExamApproveId: id,
    practicalExamId: session.id,
    certificationId: session.certificationId,
    userPracticalExamStatus: PracticalExamUserState.UNENROLL,
  };
}

/** POST enroll: one transaction; any refusal writes nothing. */
export async function enrollPracticalExam(
  db: Db,
  ctx: Ctx,
  userId: number,
  body: { practicalExamId: number; allergies: string; dietaryRequirements: string },
  now = new Date(),
): Promise<PracticalExamSeatResult> {
  return db.transaction((tx) =>
    takePracticalExamSeat(
      tx as unknown as Db,
      ctx,
      userId,
      body.practicalExamId,
      {
        via: 'direct',
        allergies: body.allergies,
        dietaryRequirements: body.dietaryRequirements,
        reserved: false,
      },
      now,
    ),
  );
}

/**
 * POST cancelPracticalExam: only the learner's own place (another learner's id answers 404); from
 * 24 hours before the start on the server's clock refuses (10011); a cancelled place answers the
 * same result again, so a double click is not an error. The seat is freed at once.
 */
export async function cancelPracticalExam(
  db: Db,
  ctx: Ctx,
  userId: number,
  body: { practicalExamApproveId: number },
  now = new Date(),
): Promise<PracticalExamSeatResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const place = await findPlace(tx, ctx.tenantId, body.practicalExamApproveId, true);
    if (!place || place.userId !== userId) throw AppError.notFound('No place of yours in this practical exam');
    const result = { practicalExamApproveId: place.id, practicalExamId: place.practicalExamId, certificationId: place.certificationId };
    if (place.status === PracticalExamUserState.CANCEL) return { ...result, userPracticalExamStatus: PracticalExamUserState.CANCEL };
    await refuseCancelOfPaidPlace(tx, place.id);
    if (!cancelStillOpen(place.startAt, now)) throw new AppError(ErrorCode.CANCEL_TOO_LATE);
    if (place.status !== HOLDING) throw new AppError(ErrorCode.OTHER_ERROR, null, 'Only an enrolled place can be cancelled. Nothing changed.');
    await cancelPlace(tx, place.id, now);
    await notifyPracticalSeat(tx, 'seat.cancelled', userId, place.id, place.practicalExamId, now);
    return { ...result, userPracticalExamStatus: PracticalExamUserState.CANCEL };
  });
}

type Result = 'success' | 'fail' | 'absent';
const OUTCOME = {
  success: { status: PracticalExamUserState.SUCCESS, approval: PracticalExamApproval.SUCCESS },
  fail: { status: PracticalExamUserState.FAIL, approval: PracticalExamApproval.FAIL },
  absent: { status: PracticalExamUserState.ABSENT, approval: PracticalExamApproval.PENDING },
} as const;

export type PracticalExamResult = { decision: PracticalExamDecision; detail: Record<string, unknown> };

/**
 * POST staff/practical-exam/decide (the staff module's call, which writes the audit entry with
 * `detail` in the same transaction): the staff's result of an enrolled place of their tenant
 * (else 404), under the place's row lock; a place that is not enrolled (already decided,
 * cancelled) answers 501 and nothing changes. Runs in the caller's transaction.
 */
export async function recordPracticalExamResult(
  tx: Db,
  staff: { id: number; tenantId: number },
  body: { practicalExamApproveId: number; result: Result; reason?: string },
  now = new Date(),
  /** A graded recording is the exam itself (issue 17): it is not held to the session's start. */
  opts: { recorded?: boolean } = {},
): Promise<PracticalExamResult> {
  {
    const place = await findPlace(tx, staff.tenantId, body.practicalExamApproveId, true);
    if (!place) throw AppError.notFound('No such practical-exam place');
    if (place.status !== HOLDING) {
      throw new AppError(
        ErrorCode.OTHER_ERROR,
        { status: place.status },
        `Only an enrolled place can be decided; this one has status ${place.status}. Nothing changed.`,
      );
    }
    // A result is what happened at the session: none can be recorded before it has started.
    if (!opts.recorded && place.startAt.getTime() > now.getTime()) {
      throw new AppError(
        ErrorCode.OTHER_ERROR,
        { startAt: place.startAt.toISOString() },
        `The session has not started yet (it starts at ${place.startAt.toISOString()}); its result can be recorded from then. Nothing changed.`,
      );
    }
    const outcome = OUTCOME[body.result];
    await decidePlace(tx, place.id, { ...outcome, by: staff.id, at: now });
    if (body.result !== 'absent') await notifyPracticalResult(tx, place.userId, place.id, place.practicalExamId, body.result === 'success', now);
    return {
      decision: {
        practicalExamApproveId: place.id,
        practicalExamId: place.practicalExamId,
        certificationId: place.certificationId,
        userPracticalExamStatus: outcome.status,
        approval: outcome.approval,
      },
      detail: { reason: body.reason || null, userId: place.userId, practicalExamId: place.practicalExamId, from: place.status, to: outcome.status },
    };
  }
}
