import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classrooms, sites } from '../../db/schema/index';
import { countHeldSeats, lockClassroom } from './classroom.repo';
import { takeClassroomSeat } from './classroom.service';

/**
 * A classroom seat sold by checkout (issue 16, decision 0017). Checkout owns the price (the
 * published `prices` table: a classroom with a price row is paid) and the order; this module keeps
 * its seat rules. app.ts hands `classroomSeatDesk` to checkout, which stands on the same floor.
 */

type Ctx = { tenantId: number; siteId: number; languageId: number };
/** The seat a paid seat moved from: its id and its classroom's (checkout's MovedSeat). */
type MovedSeat = { seatId: number; sessionId: number };

export const classroomSeatDesk = {
  async findSession(db: Db, tenantId: number, id: number) {
    const [row] = await db
      .select({
        id: classrooms.id,
        siteId: classrooms.siteId,
        certificationId: classrooms.certificationId,
        name: classrooms.title,
        startAt: classrooms.startAt,
        seats: classrooms.seats,
      })
      .from(classrooms)
      .innerJoin(sites, eq(sites.id, classrooms.siteId))
      .where(and(eq(classrooms.id, id), eq(sites.tenantId, tenantId)))
      .limit(1);
    return row ?? null;
  },
  lockSession: (tx: Db, id: number) => lockClassroom(tx, id),
  countHeld: (db: Db, id: number) => countHeldSeats(db, id),
  /**
   * The decision 0011 rules with the seat reserved: the open order held it, so 10014 does not apply.
   * A seat moved from another classroom (`movedFrom`, checkout's paid reschedule) is told with one
   * seat.rescheduled mail, as the free reschedule does, instead of seat.booked.
   */
  async takePaidSeat(tx: Db, ctx: Ctx, userId: number, id: number, now: Date, movedFrom?: MovedSeat): Promise<number> {
    const moved = movedFrom && { id: movedFrom.seatId, classroomId: movedFrom.sessionId };
    const seat = await takeClassroomSeat(tx, ctx, userId, id, { via: 'direct', emailNotificationStatus: 1, reserved: true, movedFrom: moved }, now);
    return seat.registrationId;
  },
};
