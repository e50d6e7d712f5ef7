import { cancelStillOpen } from '@credo/contracts/constants';
import { PracticalExamUserState } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import type { PracticalRescheduleResult } from '@credo/contracts/practical-training';
import type { Db } from '../../db/client';
import { learnerOwnsRow } from '../../platform/access';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { cancelPlace, countHeldPlaces, findPlace, findSession, HOLDING, insertPlace, lockSession, tryLockLearner } from './practical-exam.repo';
import { notifyPracticalReschedule } from './practical-exam-notify';
import { placeDetailsOf } from './practical-exam-task.repo';
import { PAID_PLACE_MOVES_WITH_ORDER, refuseCancelOfPaidPlace } from './practical-exam-paid-cancel';

type Ctx = Pick<RequestContext, 'tenantId'>;

/**
 * POST practicalExamApprove/reschedule (cert §7, issue 17 item 6): the learner's enrolled place
 * moves to another session of the same certification's practical exam in ONE transaction. The old
 * place is cancelled and the new one written under the same locks; any refusal rolls both back,
 * so the learner never ends with two places or none. Locks in a fixed order (learner's advisory
 * lock, then the two sessions' rows by ascending id, then the place's row), so two moves between
 * the same sessions in opposite directions cannot deadlock. The partial unique index (one held
 * place per learner and certification) stays the last wall.
 * Order of answers: 404 place not the learner's or unknown session; 10002 another request of the
 * learner in flight; 501 place not enrolled; 501 another certification; 10024 same session;
 * 10011 inside 24 hours of the old start; 10013 new session started; 501 paid new session for a
 * free place; 10008 new session full. The submitted recording moves with the place, and the
 * learner gets one seat.rescheduled mail.
 */
export async function reschedulePracticalExam(
  db: Db,
  ctx: Ctx,
  userId: number,
  body: { practicalExamApproveId: number; practicalExamId: number },
  now = new Date(),
): Promise<PracticalRescheduleResult> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const seen = learnerOwnsRow(userId, await findPlace(tx, ctx.tenantId, body.practicalExamApproveId), 'No place of yours in this practical exam');
    const target = await findSession(tx, ctx.tenantId, body.practicalExamId);
    if (!target) throw AppError.notFound('No such practical exam');
    if (!(await tryLockLearner(tx, userId))) throw new AppError(ErrorCode.DUPLICATE_SUBMIT);
    for (const id of [seen.practicalExamId, target.id].sort((a, b) => a - b)) await lockSession(tx, id);
    // Read again under the locks: a cancel or a result may have landed since the first read.
    const place = learnerOwnsRow(userId, await findPlace(tx, ctx.tenantId, seen.id, true), 'No place of yours in this practical exam');
    if (place.status !== HOLDING) throw new AppError(ErrorCode.OTHER_ERROR, null, 'Only an enrolled place can be rescheduled. Nothing changed.');
    if (target.certificationId !== place.certificationId) {
      throw new AppError(ErrorCode.OTHER_ERROR, null, 'Choose a session of the same practical exam. Nothing changed.');
    }
    if (target.id === place.practicalExamId) throw new AppError(ErrorCode.ALREADY_REGISTERED);
    if (!cancelStillOpen(place.startAt, now)) throw new AppError(ErrorCode.CANCEL_TOO_LATE);
    if (target.startAt <= now) throw new AppError(ErrorCode.ENROLMENT_EXPIRED);
    // A paid place moves only with its order (checkout's pay/registration/reschedule); a free one never into a paid session.
    await refuseCancelOfPaidPlace(tx, place.id, PAID_PLACE_MOVES_WITH_ORDER);
    if (target.isCharge === 1) throw new AppError(ErrorCode.OTHER_ERROR, null, 'The new session is paid: book it through checkout. Nothing changed.');
    if ((await countHeldPlaces(tx, target.id)) >= target.seats) throw new AppError(ErrorCode.PRACTICAL_EXAM_FULL);

    const details = await placeDetailsOf(tx, place.id);
    // The old place goes first: the unique index allows one held place per certification.
    await cancelPlace(tx, place.id, now);
    const id = await insertPlace(tx, {
      practicalExamId: target.id,
      userId,
      certificationId: place.certificationId,
      status: HOLDING,
      via: details.via,
      invitationId: details.invitationId,
      allergies: details.allergies,
      dietaryRequirements: details.dietaryRequirements,
      // A submitted recording belongs to the learner, not to the session: it moves with the place.
      recordLink: details.recordLink,
      linkPasswd: details.linkPasswd,
      recordFileKey: details.recordFileKey,
      recordFileType: details.recordFileType,
      recordFileSize: details.recordFileSize,
      recordSubmittedAt: details.recordSubmittedAt,
      score: details.score,
      createdAt: now,
      updatedAt: now,
    });
    // Unreachable while the locks hold; if it happens the transaction rolls back the cancel too.
    if (id === null) throw new AppError(ErrorCode.PRACTICAL_EXAM_IN_PROGRESS);
    // One mail: the new session, with an .ics that cancels the old place's calendar event.
    await notifyPracticalReschedule(tx, userId, { id: place.id, practicalExamId: place.practicalExamId }, { id, practicalExamId: target.id }, now);
    return {
      practicalExamApproveId: id,
      practicalExamId: target.id,
      previousPracticalExamApproveId: place.id,
      previousPracticalExamId: place.practicalExamId,
      certificationId: place.certificationId,
      userPracticalExamStatus: PracticalExamUserState.UNENROLL,
    };
  });
}
