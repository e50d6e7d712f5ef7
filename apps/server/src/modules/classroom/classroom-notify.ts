import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classrooms } from '../../db/schema/index';
import { notify, type SessionFacts } from '../notification/index';

/** The classroom as its mails show it (title, times, place, zone). */
export async function classroomSessionFacts(db: Db, classroomId: number): Promise<SessionFacts | null> {
  const [room] = await db
    .select({
      id: classrooms.id,
      title: classrooms.title,
      startsAt: classrooms.startAt,
      endsAt: classrooms.endAt,
      address: classrooms.address,
      city: classrooms.city,
      timeZone: classrooms.timeZone,
    })
    .from(classrooms)
    .where(eq(classrooms.id, classroomId));
  if (!room) return null;
  return {
    id: room.id,
    title: room.title,
    startsAt: room.startsAt,
    endsAt: room.endsAt,
    location: [room.address, room.city].filter(Boolean).join(', ') || null,
    timeZone: room.timeZone,
  };
}

/** A seat booked, promoted from the waitlist or cancelled: its mail (with the .ics) queued in the caller's transaction (issue 20). */
export async function notifyClassroomSeat(
  tx: Db,
  type: 'seat.booked' | 'seat.cancelled' | 'waitlist.promoted',
  userId: number,
  seatId: number,
  classroomId: number,
  at: Date,
) {
  const session = await classroomSessionFacts(tx, classroomId);
  if (session) await notify(tx, { type, userId, seatId, seatKind: 'classroom', session, at });
}

type SeatAt = { id: number; classroomId: number };

/** A seat moved to another classroom: one seat.rescheduled mail whose .ics cancels the old seat's event and carries the new one. */
export async function notifyClassroomReschedule(tx: Db, userId: number, from: SeatAt, to: SeatAt, at: Date) {
  const [was, session] = [await classroomSessionFacts(tx, from.classroomId), await classroomSessionFacts(tx, to.classroomId)];
  if (was && session) await notify(tx, { type: 'seat.rescheduled', userId, seatId: to.id, fromSeatId: from.id, seatKind: 'classroom', session, from: was, at });
}
