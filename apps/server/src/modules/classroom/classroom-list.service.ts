import type { ClassroomCard, ClassroomFilters, ClassroomPage, ClassroomRegions } from '@credo/contracts/classroom-booking';
import { ClassroomUserState, type ClassroomUserStateValue } from '@credo/contracts/enums';
import type { EventTypeValue } from '@credo/contracts/enums-learning';
import type { Db } from '../../db/client';
import { heldByOpenOrders } from '../../platform/seat-holds';
import {
  countSessions,
  findCertificationsWithSessions,
  findFilterOptions,
  findSessionPage,
  findSessionsBetween,
  learnerStateIn,
  type Scope,
  type SessionRow,
} from './classroom-list.repo';

/**
 * The instructor-led lists and calendar (issue 17, cert §2): the site's sessions with filters,
 * seats left (seats − held seats − seats held by open checkout orders, the rule placeOrder applies),
 * the price of paid sessions, and the learner's state (cert §4) with their waitlist place.
 */

type Ctx = { siteId: number; languageId: number };

/** "120.00 EUR" from integer minor units (no float touches the amount). */
export function displayPrice(minor: number | null, currency: string | null, minorUnits: number | null): string | null {
  if (minor === null || currency === null) return null;
  const units = minorUnits ?? 2;
  const whole = Math.trunc(minor / 10 ** units);
  const frac = String(minor % 10 ** units).padStart(units, '0');
  return units > 0 ? `${whole}.${frac} ${currency}` : `${whole} ${currency}`;
}

/** Cards for rows: one query for the learner's seats and places, one for open-order holds. */
export async function toCards(db: Db, rows: SessionRow[], userId: number | null, now: Date): Promise<ClassroomCard[]> {
  const ids = rows.map((r) => r.id);
  const holds = await heldByOpenOrders(db, 1, ids);
  const mine = userId === null ? null : await learnerStateIn(db, userId, ids);
  return rows.map((r) => {
    const seat = mine?.seats.get(r.id);
    const userStatus = (userId === null ? ClassroomUserState.NOT_LOGGED_IN : (seat?.status ?? ClassroomUserState.UNENROLLED)) as ClassroomUserStateValue;
    return {
      id: r.id,
      title: r.title,
      kind: (r.kind === 1 ? 1 : 0) as 0 | 1,
      eventType: r.eventType as EventTypeValue | null,
      trainingType: r.trainingType,
      certificationId: r.certificationId,
      certificationName: r.certificationName,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      timeZone: r.timeZone,
      city: r.city,
      countryCode: r.countryCode,
      sessionLanguageId: r.sessionLanguageId,
      sessionLanguageName: r.sessionLanguageName,
      trainerName: r.trainerName,
      seats: r.seats,
      seatsLeft: Math.max(0, r.seats - r.held - (holds.get(r.id) ?? 0)),
      paid: r.priceMinor !== null,
      price: displayPrice(r.priceMinor, r.currency, r.minorUnits),
      userStatus,
      waitlistPosition: mine?.waiting.get(r.id) ?? null,
      ended: r.endAt <= now,
    };
  });
}

const certificationScope = (ctx: Ctx): Scope => ({ siteId: ctx.siteId, events: false });

/** classroomAndPracticalExam/page and getOfCertificateType: upcoming sessions, soonest first. */
export async function pageOfSessions(
  db: Db,
  scope: Scope,
  filters: ClassroomFilters,
  pageNum: number,
  pageSize: number,
  userId: number | null,
  now = new Date(),
): Promise<ClassroomPage> {
  const [rows, total] = await Promise.all([
    findSessionPage(db, scope, filters, now, pageSize, (pageNum - 1) * pageSize),
    countSessions(db, scope, filters, now),
  ]);
  return { total, rows: await toCards(db, rows, userId, now) };
}

export const pageOfClassrooms = (db: Db, ctx: Ctx, body: ClassroomFilters & { pageNum: number; pageSize: number }, userId: number | null, now = new Date()) =>
  pageOfSessions(db, certificationScope(ctx), body, body.pageNum, body.pageSize, userId, now);

/** scheduleList: every session overlapping the calendar's window (ended ones too). */
export async function scheduleOf(
  db: Db,
  ctx: Ctx,
  body: ClassroomFilters & { from: string; to: string },
  userId: number | null,
  now = new Date(),
): Promise<ClassroomPage> {
  const rows = await findSessionsBetween(db, certificationScope(ctx), body, new Date(body.from), new Date(body.to));
  return { total: rows.length, rows: await toCards(db, rows, userId, now) };
}

/** queryForReleaseCertificationPage: the certifications of the page's programme that have sessions. */
export async function certificationsWithSessions(db: Db, ctx: Ctx, kind: number | undefined, now = new Date()) {
  const rows = await findCertificationsWithSessions(db, ctx.siteId, ctx.languageId, kind, now);
  return { total: rows.length, rows };
}

/** getCertificationTypeListByClassroom: the programme kinds with upcoming sessions on the site. */
export async function programmesWithSessions(db: Db, ctx: Ctx, now = new Date()) {
  const rows = await findCertificationsWithSessions(db, ctx.siteId, ctx.languageId, undefined, now);
  const byKind = new Map<number, number>();
  for (const r of rows) byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + r.upcomingSessions);
  return [...byKind].map(([kind, upcomingSessions]) => ({ kind, name: kind === 1 ? 'vendor' : 'general', upcomingSessions }));
}

/** certificationRelease/queryRegion: the countries and session languages the filters offer. */
export function filterOptionsOf(db: Db, ctx: Ctx, events: boolean, now = new Date()): Promise<ClassroomRegions> {
  return findFilterOptions(db, ctx.siteId, events, now);
}

/** getNonCertificationList: seminars, workshops and webinars (cert §9 event types). */
export const pageOfEvents = (
  db: Db,
  ctx: Ctx,
  body: { eventType?: number; pageNum: number; pageSize: number },
  userId: number | null,
  now = new Date(),
): Promise<ClassroomPage> => pageOfSessions(db, { siteId: ctx.siteId, events: true, eventType: body.eventType }, {}, body.pageNum, body.pageSize, userId, now);
