import type { Db } from '../../db/client';
import { heldByOpenOrders } from '../../platform/seat-holds';
import {
  countUpcomingForList,
  findBetweenForList,
  findListOptions,
  findUpcomingForList,
  type PracticalListFilters,
  type PracticalListRow,
} from './practical-exam-schedule.repo';
import { findOwnPlacesIn, HOLDING } from './practical-exam.repo';

/**
 * Practical-exam sessions as the instructor-led lists and calendar show them (issue 17, cert §2
 * training type "practical only"), with seats left (seats − held places − places held by open
 * checkout orders, as placeOrder counts them) and whether the signed-in learner holds a place.
 */
export type PracticalListSession = Omit<PracticalListRow, 'held'> & { seatsLeft: number; holding: boolean };
export type { PracticalListFilters };

async function withSeats(db: Db, rows: PracticalListRow[], userId: number | null): Promise<PracticalListSession[]> {
  const ids = rows.map((r) => r.id);
  const ordered = await heldByOpenOrders(db, 2, ids);
  const mine = userId === null ? [] : await findOwnPlacesIn(db, userId, ids);
  const holding = new Set(mine.filter((p) => p.status === HOLDING).map((p) => p.practicalExamId));
  return rows.map(({ held, ...r }) => ({ ...r, seatsLeft: Math.max(0, r.seats - held - (ordered.get(r.id) ?? 0)), holding: holding.has(r.id) }));
}

/** The first `limit` sessions not ended, soonest first, and how many there are. */
export async function upcomingPracticalSessions(db: Db, siteId: number, f: PracticalListFilters, userId: number | null, now: Date, limit: number) {
  const [rows, total] = await Promise.all([findUpcomingForList(db, siteId, f, now, limit), countUpcomingForList(db, siteId, f, now)]);
  return { rows: await withSeats(db, rows, userId), total };
}

/** Every session overlapping [from, to). */
export async function practicalSessionsBetween(db: Db, siteId: number, f: PracticalListFilters, userId: number | null, from: Date, to: Date) {
  return withSeats(db, await findBetweenForList(db, siteId, f, from, to), userId);
}

/** The countries and session languages the lists' filters offer for practical exams. */
export const practicalListOptions = (db: Db, siteId: number, now: Date) => findListOptions(db, siteId, now);
