import { ErrorCode } from '@credo/contracts/errors';
import type { PracticalExamSeatResult } from '@credo/contracts/training';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { takePracticalExamSeat } from '../practical-exam/index';
import { checkInvitation } from './invitation.checks';
import { findLearner } from './invitation-facts.service';
import { countUse, insertUse, lockInvitation, tryLockLearner } from './invitation.repo';

type Ctx = Pick<RequestContext, 'tenantId' | 'siteId' | 'languageId'>;

/** A code of relation type 2 gives a place in one practical exam (decision 0011). */
const RELATION_PRACTICAL_EXAM = 2;

/**
 * POST practicalExamApprove/enrollByInvitationCode (decision 0011): the staff invite a trainee to
 * a practical exam. Same transaction as a certification code's use: the invitation row is locked
 * (uses of one code queue behind it, so its limit holds under racing learners), then the checks
 * of decision 0010 with a user or a sales code alike, where a code that is not a practical-exam
 * code answers 10005; the learner's advisory lock (10002), the use recorded and counted (10006),
 * and the place taken with the practical-exam rules except 10012 and the seat count: the
 * invitation is the staff's say-so and a reserved seat. Any refusal rolls everything back.
 */
export async function enrollByInvitationCode(
  db: Db,
  ctx: Ctx,
  userId: number,
  body: { code: string; allergies: string; dietaryRequirements: string },
  now = new Date(),
): Promise<PracticalExamSeatResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const learner = await findLearner(tx, userId);
    if (!learner) throw AppError.unauthorized();
    const locked = await lockInvitation(tx, ctx.tenantId, body.code);
    if (locked && (locked.relationType !== RELATION_PRACTICAL_EXAM || locked.practicalExamId === null)) {
      throw new AppError(ErrorCode.INVITATION_INVALID);
    }
    const invitation = await checkInvitation(tx, locked, learner, { siteId: ctx.siteId, now });
    if (!(await tryLockLearner(tx, userId))) throw new AppError(ErrorCode.DUPLICATE_SUBMIT);
    if (!(await insertUse(tx, invitation.id, userId, now))) throw new AppError(ErrorCode.INVITATION_USED);
    if (!(await countUse(tx, invitation.id))) throw new AppError(ErrorCode.INVITATION_USED);
    return takePracticalExamSeat(
      tx,
      ctx,
      userId,
      invitation.practicalExamId!,
      {
        via: 'invitation',
        invitationId: invitation.id,
        allergies: body.allergies,
        dietaryRequirements: body.dietaryRequirements,
        reserved: true,
      },
      now,
    );
  });
}
