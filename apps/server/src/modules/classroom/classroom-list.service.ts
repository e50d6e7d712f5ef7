import type { ClassroomFilters, ClassroomPage, ClassroomRegions } from '@credo/contracts/classroom-booking';
import type { Db } from '../../db/client';
import { toCards } from './classroom-cards';
import { countSessions, findCertificationsWithSessions, findFilterOptions, findSessionPage, findSessionsBetween, type Scope } from './classroom-list.repo';
import { listsPracticalExams, mergeOptions, pageWithPracticalExams, scheduleWithPracticalExams } from './classroom-with-practical';
import { practicalListOptions } from '../practical-exam/index';

/**
 * The instructor-led lists and calendar (issue 17, cert §2): the site's sessions with filters, as
 * cards (classroom-cards.ts); with the practical-exam sessions where the training type asks for
 * them (classroom-with-practical.ts).
 */

type Ctx = { siteId: number; languageId: number };

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

/** classroomAndPracticalExam/page: with the practical-exam sessions unless the training type is theory and practical. */
export const pageOfClassrooms = (db: Db, ctx: Ctx, body: ClassroomFilters & { pageNum: number; pageSize: number }, userId: number | null, now = new Date()) =>
  listsPracticalExams(body)
    ? pageWithPracticalExams(db, certificationScope(ctx), body, body.pageNum, body.pageSize, userId, now)
    : pageOfSessions(db, certificationScope(ctx), body, body.pageNum, body.pageSize, userId, now);

/** scheduleList: every session overlapping the calendar's window (ended ones too). */
export async function scheduleOf(
  db: Db,
  ctx: Ctx,
  body: ClassroomFilters & { from: string; to: string },
  userId: number | null,
  now = new Date(),
): Promise<ClassroomPage> {
  const [from, to] = [new Date(body.from), new Date(body.to)];
  if (listsPracticalExams(body)) return scheduleWithPracticalExams(db, certificationScope(ctx), body, from, to, userId, now);
  const rows = await findSessionsBetween(db, certificationScope(ctx), body, from, to);
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

/**
 * certificationRelease/queryRegion: the countries and session languages the filters offer. The
 * certification lists show practical exams too (classroom-with-practical.ts), so their options
 * count practical-exam sessions as well; the workshop-seminar list's only its events.
 */
export async function filterOptionsOf(db: Db, ctx: Ctx, events: boolean, now = new Date()): Promise<ClassroomRegions> {
  const rooms = await findFilterOptions(db, ctx.siteId, events, now);
  return events ? rooms : mergeOptions(rooms, await practicalListOptions(db, ctx.siteId, now));
}

/** getNonCertificationList: seminars, workshops and webinars (cert §9 event types). */
export const pageOfEvents = (
  db: Db,
  ctx: Ctx,
  body: { eventType?: number; pageNum: number; pageSize: number },
  userId: number | null,
  now = new Date(),
): Promise<ClassroomPage> => pageOfSessions(db, { siteId: ctx.siteId, events: true, eventType: body.eventType }, {}, body.pageNum, body.pageSize, userId, now);
