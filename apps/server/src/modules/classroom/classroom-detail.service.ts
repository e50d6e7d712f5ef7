import { and, eq } from 'drizzle-orm';
import type { ClassroomDetail } from '@credo/contracts/classroom-booking';
import { cancelStillOpen } from '@credo/contracts/constants';
import { ClassroomUserState } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { classroomEvaluations } from '../../db/schema/index';
import { AppError } from '../../platform/app-error';
import { findOwnSeat } from './classroom.repo';
import { findSessionById } from './classroom-list.repo';
import { toCards } from './classroom-cards';
import { countWaiting } from './classroom-waitlist.repo';

/**
 * The classroom detail page (issue 17, cert §2 /classroom/detail/{id}): agenda, trainer, place with
 * a map link or, for a learner holding a seat only, the online link; seats left, price, the
 * learner's state and what they may do now (enrol, cancel, join the waitlist, evaluate).
 */

type Ctx = { tenantId: number; siteId: number; languageId: number };

const holds = (status: number) => status === ClassroomUserState.PENDING || status === ClassroomUserState.ENROLLED;

export const mapUrlOf = (address: string | null, city: string | null, countryCode: string | null): string | null => {
  const place = [address, city, countryCode].filter(Boolean).join(', ');
  return place ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}` : null;
};

export async function classroomDetailOf(db: Db, ctx: Ctx, userId: number | null, id: number, now = new Date()): Promise<ClassroomDetail> {
  const row = await findSessionById(db, ctx.tenantId, id);
  if (!row) throw AppError.notFound('No such classroom');
  const [card] = await toCards(db, [row], userId, now);
  const seated = holds(card.userStatus);
  const started = row.startAt <= now;
  const ended = row.endAt <= now;
  const evaluated =
    userId !== null &&
    (
      await db
        .select({ id: classroomEvaluations.id })
        .from(classroomEvaluations)
        .where(and(eq(classroomEvaluations.classroomId, id), eq(classroomEvaluations.userId, userId)))
        .limit(1)
    ).length > 0;
  return {
    ...card,
    description: row.description,
    agenda: row.agenda
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    address: row.kind === 0 ? row.address : null,
    mapUrl: row.kind === 0 ? mapUrlOf(row.address, row.city, row.countryCode) : null,
    onlineLink: seated && row.kind === 1 ? row.onlineLink : null,
    trainerTitle: row.trainerTitle,
    trainerBio: row.trainerBio,
    trainerPhotoUrl: row.trainerPhotoUrl,
    cancellable: seated && cancelStillOpen(row.startAt, now),
    enrollable: !started && card.seatsLeft > 0 && !seated,
    waitlistOpen: !started && card.seatsLeft === 0 && !seated && !card.paid,
    waitlistLength: await countWaiting(db, id),
    canEvaluate: ended && card.userStatus === ClassroomUserState.ENROLLED && !evaluated,
    evaluated,
  };
}

/**
 * POST evaluate/classroom: a learner who held a seat rates the session once it has ended (1–5,
 * optional comment). Before the end, or without a seat, 501 with a message; a second rating 10024.
 */
export async function evaluateClassroom(
  db: Db,
  ctx: Ctx,
  userId: number,
  body: { classroomId: number; score: number; comment: string },
  now = new Date(),
): Promise<number> {
  const row = await findSessionById(db, ctx.tenantId, body.classroomId);
  if (!row) throw AppError.notFound('No such classroom');
  const seat = await findOwnSeat(db, userId, row.id);
  if (!seat || seat.status !== ClassroomUserState.ENROLLED) throw new AppError(ErrorCode.OTHER_ERROR, null, 'Only participants can evaluate this session');
  if (row.endAt > now) throw new AppError(ErrorCode.OTHER_ERROR, null, 'The session can be evaluated once it has ended');
  const inserted = await db
    .insert(classroomEvaluations)
    .values({ classroomId: row.id, userId, score: body.score, comment: body.comment, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: classroomEvaluations.id });
  if (inserted.length === 0) throw new AppError(ErrorCode.ALREADY_REGISTERED, null, 'You have already evaluated this session');
  return 1;
}
