import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practicalExams, sites } from '../../db/schema/index';
import { countHeldPlaces, lockSession } from './practical-exam.repo';
import { takePracticalExamSeat } from './practical-exam.service';

/**
 * A practical-exam place sold by checkout (issue 16, decision 0017): a paid session (isCharge 1)
 * refuses the free enrol call; checkout's order holds the seat and, once paid, takes the place
 * with this module's rules. app.ts hands `practicalExamSeatDesk` to checkout (same floor).
 */

type Ctx = { tenantId: number; siteId: number; languageId: number };
/** The place a paid place moved from: its id and its session's (checkout's MovedSeat). */
type MovedSeat = { seatId: number; sessionId: number };

export const practicalExamSeatDesk = {
  async findSession(db: Db, tenantId: number, id: number) {
    const [row] = await db
      .select({
        id: practicalExams.id,
        siteId: practicalExams.siteId,
        certificationId: practicalExams.certificationId,
        name: practicalExams.name,
        startAt: practicalExams.startAt,
        seats: practicalExams.seats,
        isCharge: practicalExams.isCharge,
      })
      .from(practicalExams)
      .innerJoin(sites, eq(sites.id, practicalExams.siteId))
      .where(and(eq(practicalExams.id, id), eq(sites.tenantId, tenantId)))
      .limit(1);
    // Only a paid session is sold: a free one is booked with the free call.
    return row && row.isCharge === 1 ? row : null;
  },
  lockSession: (tx: Db, id: number) => lockSession(tx, id),
  countHeld: (db: Db, id: number) => countHeldPlaces(db, id),
  /**
   * The decision 0011 rules for a paid session; the open order held the seat, so 10008 does not apply.
   * A place moved from another session (`movedFrom`, checkout's paid reschedule) is told with one
   * seat.rescheduled mail, as the free reschedule does, instead of seat.booked.
   */
  async takePaidSeat(tx: Db, ctx: Ctx, userId: number, id: number, now: Date, movedFrom?: MovedSeat): Promise<number> {
    const place = await takePracticalExamSeat(
      tx,
      ctx,
      userId,
      id,
      {
        via: 'direct',
        allergies: '',
        dietaryRequirements: '',
        reserved: false,
        paid: true,
        movedFrom: movedFrom && { id: movedFrom.seatId, practicalExamId: movedFrom.sessionId },
      },
      now,
    );
    return place.practicalExamApproveId;
  },
};
