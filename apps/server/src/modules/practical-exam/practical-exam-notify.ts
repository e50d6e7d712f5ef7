import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practicalExams } from '../../db/schema/index';
import { notify, type SessionFacts } from '../notification/index';

/** The practical-exam session as its mails show it. Sessions carry no zone: the learner's applies. */
export async function practicalSessionFacts(db: Db, practicalExamId: number): Promise<SessionFacts | null> {
  const [s] = await db
    .select({
      id: practicalExams.id,
      title: practicalExams.name,
      startsAt: practicalExams.startAt,
      endsAt: practicalExams.endAt,
      address: practicalExams.address,
      city: practicalExams.city,
    })
    .from(practicalExams)
    .where(eq(practicalExams.id, practicalExamId));
  if (!s) return null;
  return { id: s.id, title: s.title, startsAt: s.startsAt, endsAt: s.endsAt, location: [s.address, s.city].filter(Boolean).join(', ') || null };
}

/** A place booked or cancelled: its mail (with the .ics) queued in the caller's transaction (issue 20). */
export async function notifyPracticalSeat(tx: Db, type: 'seat.booked' | 'seat.cancelled', userId: number, placeId: number, practicalExamId: number, at: Date) {
  const session = await practicalSessionFacts(tx, practicalExamId);
  if (session) await notify(tx, { type, userId, seatId: placeId, seatKind: 'practical', session, at });
}

type PlaceAt = { id: number; practicalExamId: number };

/** A place moved to another session: one seat.rescheduled mail whose .ics cancels the old place's event and carries the new one. */
export async function notifyPracticalReschedule(tx: Db, userId: number, from: PlaceAt, to: PlaceAt, at: Date) {
  const [was, session] = [await practicalSessionFacts(tx, from.practicalExamId), await practicalSessionFacts(tx, to.practicalExamId)];
  if (was && session) await notify(tx, { type: 'seat.rescheduled', userId, seatId: to.id, fromSeatId: from.id, seatKind: 'practical', session, from: was, at });
}

/** The staff's result (passed or not; an absence sends nothing) mailed in the caller's transaction. */
export async function notifyPracticalResult(tx: Db, userId: number, placeId: number, practicalExamId: number, passed: boolean, at: Date) {
  const session = await practicalSessionFacts(tx, practicalExamId);
  await notify(tx, { type: 'practical.result', userId, enrolmentId: placeId, examName: session?.title ?? '', passed, at });
}
