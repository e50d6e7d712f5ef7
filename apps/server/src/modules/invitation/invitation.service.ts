import { ErrorCode } from '@credo/contracts/errors';
import type { InvitationDetail, InvitationReleaseInfo, InvitationSession, InvitationUseResult } from '@credo/contracts/invitation';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { enrolInCertification } from '../certification/index';
import { takeClassroomSeat } from '../classroom/index';
import { checkInvitation, type InvitationKind } from './invitation.checks';
import { findClassroomSession, findEnrolment, findLearner, findPracticalExamSession, saveNotificationChoice } from './invitation-facts.service';
import { countUse, findCertification, findInvitation, findRelease, insertUse, lockInvitation, tryLockLearner, type InvitationRow } from './invitation.repo';

type Ctx = Pick<RequestContext, 'tenantId' | 'siteId' | 'languageId' | 'userId'>;

/** What a code leads to (decision 0011): 0 the certification, 1 a classroom seat, 2 a practical-exam place. */
const RELATION_CLASSROOM = 1;
const RELATION_PRACTICAL_EXAM = 2;

async function learnerOf(db: Db, userId: number) {
  const learner = await findLearner(db, userId);
  if (!learner) throw AppError.unauthorized();
  return learner;
}

async function certificationOf(db: Db, id: number) {
  const cert = await findCertification(db, id);
  // The foreign key cascades, so an invitation never outlives its certification.
  if (!cert) throw new AppError(ErrorCode.INVITATION_INCORRECT);
  return cert;
}

/** The classroom or practical exam a code of type 1 or 2 gives a seat in. */
async function sessionOf(db: Db, invitation: InvitationRow): Promise<InvitationSession | null> {
  const row =
    invitation.relationType === RELATION_CLASSROOM && invitation.classroomId !== null
      ? await findClassroomSession(db, invitation.classroomId)
      : invitation.relationType === RELATION_PRACTICAL_EXAM && invitation.practicalExamId !== null
        ? await findPracticalExamSession(db, invitation.practicalExamId)
        : null;
  return row ? { ...row, startAt: row.startAt.toISOString(), endAt: row.endAt.toISOString() } : null;
}

/**
 * GET getDetail: what a code leads to, or the first check it fails for this learner (the same
 * checks as a use, decision 0010, so the page can explain before anything is written).
 */
export async function getInvitationDetail(db: Db, ctx: Ctx, userId: number, code: string, now = new Date()): Promise<InvitationDetail> {
  const learner = await learnerOf(db, userId);
  const invitation = await checkInvitation(db, await findInvitation(db, ctx.tenantId, code), learner, { siteId: ctx.siteId, now });
  const cert = await certificationOf(db, invitation.certificationId);
  return {
    code: invitation.code,
    kind: invitation.kind as InvitationDetail['kind'],
    relationId: cert.id,
    relationType: invitation.relationType,
    session: await sessionOf(db, invitation),
    certificationName: cert.name,
    versionLabel: cert.versionLabel,
    level: cert.level,
    expiresAt: invitation.expiresAt.toISOString(),
    emailNotificationStatus: learner.emailNotificationStatus,
  };
}

/**
 * POST use / sales/use: one transaction locks the invitation row (uses of one code queue behind
 * it, so the limit holds under racing learners), runs the checks, takes the learner's advisory
 * lock (a second use of theirs in flight answers 10002), records the use (its primary key decides
 * a repeat), counts it and enrols through the certification module, which answers 10003, 10024
 * and 10026 itself. A classroom code (relation type 1) then takes its seat through the classroom
 * module (decision 0011: the classroom rules, the seat reserved so 10014 does not apply); a learner
 * already approved in the certification keeps that enrolment and takes the seat. A practical-exam
 * code (type 2) belongs to its own call: 10005 here. Any refusal rolls everything back. After the
 * rollback: a 10024 of the enrolment caused by an enrolment made without an invitation becomes
 * 10017, and a 10019 keeps the learner's e-mail notification choice (commerce §8).
 */
export async function useInvitation(
  db: Db,
  ctx: Ctx,
  userId: number,
  kind: InvitationKind,
  body: { code: string; emailNotificationStatus: number },
  now = new Date(),
): Promise<InvitationUseResult> {
  let certificationId: number | null = null;
  // Only the enrolment's 10024 may become 10017; a classroom seat's 10024 stays what it is.
  let enrolmentRefused = false;
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const learner = await learnerOf(tx, userId);
      const locked = await lockInvitation(tx, ctx.tenantId, body.code);
      if (locked?.relationType === RELATION_PRACTICAL_EXAM) throw new AppError(ErrorCode.INVITATION_INVALID);
      const invitation = await checkInvitation(tx, locked, learner, { siteId: ctx.siteId, now, kind });
      certificationId = invitation.certificationId;
      if (!(await tryLockLearner(tx, userId))) throw new AppError(ErrorCode.DUPLICATE_SUBMIT);
      if (!(await insertUse(tx, invitation.id, userId, now))) throw new AppError(ErrorCode.INVITATION_USED);
      if (!(await countUse(tx, invitation.id))) throw new AppError(ErrorCode.INVITATION_USED);
      const cert = await certificationOf(tx, invitation.certificationId);
      // A code bound to no site enrols on its certification's own site.
      const at = { ...ctx, siteId: cert.siteId };
      const classroomId = invitation.relationType === RELATION_CLASSROOM ? invitation.classroomId : null;
      let enrolmentId: number;
      try {
        ({ enrolmentId } = await enrolInCertification(
          tx,
          at,
          userId,
          cert.id,
          {
            via: 'invitation',
            invitationId: invitation.id,
            emailNotificationStatus: body.emailNotificationStatus,
          },
          now,
        ));
      } catch (err) {
        // The refusal is thrown before any write, so the transaction is still usable here.
        const existing =
          classroomId !== null && err instanceof AppError && err.code === ErrorCode.ALREADY_REGISTERED ? await findEnrolment(tx, userId, cert.id) : null;
        if (existing?.state !== 'approved') {
          enrolmentRefused = true;
          throw err;
        }
        enrolmentId = existing.id;
      }
      if (classroomId === null) return { certificationId: cert.id, enrolmentId, classroomRegistrationId: null };
      const seat = await takeClassroomSeat(
        tx,
        at,
        userId,
        classroomId,
        {
          via: 'invitation',
          invitationId: invitation.id,
          emailNotificationStatus: body.emailNotificationStatus,
          reserved: true,
        },
        now,
      );
      return { certificationId: cert.id, enrolmentId, classroomRegistrationId: seat.registrationId };
    });
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.ALREADY_REGISTERED && enrolmentRefused && certificationId !== null) {
      const existing = await findEnrolment(db, userId, certificationId);
      if (existing && existing.via !== 'invitation') throw new AppError(ErrorCode.ALREADY_ENROLLED_WITHOUT_INVITATION);
    }
    if (err instanceof AppError && err.code === ErrorCode.INVITATION_WRONG_REGION) {
      await saveNotificationChoice(db, userId, body.emailNotificationStatus);
    }
    throw err;
  }
}

/**
 * GET certification/release/info: the certification a code leads to as the detail page needs it:
 * its group (the same certification on every site and language) and this site's release in the
 * request's language, null when the site has none. Only an unknown code is refused (10000): the
 * page asks after a successful use, when the code may well be used up.
 */
export async function getInvitationReleaseInfo(db: Db, ctx: Ctx, code: string, now = new Date()): Promise<InvitationReleaseInfo> {
  const invitation = await findInvitation(db, ctx.tenantId, code);
  if (!invitation) throw new AppError(ErrorCode.INVITATION_INCORRECT);
  const cert = await certificationOf(db, invitation.certificationId);
  return { certificationId: cert.groupKey, id: await findRelease(db, cert.groupKey, ctx.siteId, ctx.languageId, now) };
}
