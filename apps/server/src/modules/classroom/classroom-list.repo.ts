import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ClassroomFilters } from '@credo/contracts/classroom-booking';
import type { Db } from '../../db/client';
import { certifications, classroomRegistrations, classrooms, classroomWaitlist, currencies, languages, prices, sites, trainers } from '../../db/schema/index';

/**
 * Reads of the instructor-led lists and calendar (issue 17): the site's sessions with the filters of
 * cert §2, held-seat counts, prices (checkout's published `prices`), and the learner's seat and
 * waitlist place. Writes live in classroom.repo and classroom-waitlist.repo.
 */

/** Which sessions a list shows: certification training of a programme, or non-certification events. */
export type Scope = { siteId: number; events: boolean; eventType?: number };

export function filterWhere(scope: Scope, f: ClassroomFilters): SQL {
  const parts: (SQL | undefined)[] = [eq(classrooms.siteId, scope.siteId)];
  if (scope.events) {
    parts.push(isNotNull(classrooms.eventType));
    if (scope.eventType !== undefined) parts.push(eq(classrooms.eventType, scope.eventType));
  } else {
    parts.push(isNull(classrooms.eventType), isNotNull(classrooms.certificationId));
  }
  if (f.kind !== undefined) parts.push(eq(certifications.kind, f.kind));
  if (f.certificationId !== undefined) parts.push(eq(classrooms.certificationId, f.certificationId));
  if (f.method !== undefined) parts.push(eq(classrooms.kind, f.method));
  if (f.countryCode !== undefined) parts.push(eq(classrooms.countryCode, f.countryCode));
  if (f.sessionLanguageId !== undefined) parts.push(eq(classrooms.languageId, f.sessionLanguageId));
  if (f.trainingType !== undefined) parts.push(eq(classrooms.trainingType, f.trainingType));
  return and(...parts)!;
}

const heldSeats = sql<number>`(select count(*)::int from ${classroomRegistrations} r
  where r.classroom_id = ${classrooms.id} and r.status in (2, 3))`.mapWith(Number);

const columns = {
  id: classrooms.id,
  title: classrooms.title,
  kind: classrooms.kind,
  eventType: classrooms.eventType,
  trainingType: classrooms.trainingType,
  certificationId: classrooms.certificationId,
  certificationName: certifications.name,
  startAt: classrooms.startAt,
  endAt: classrooms.endAt,
  timeZone: classrooms.timeZone,
  city: classrooms.city,
  countryCode: classrooms.countryCode,
  sessionLanguageId: classrooms.languageId,
  sessionLanguageName: languages.languageComplete,
  trainerName: trainers.name,
  seats: classrooms.seats,
  held: heldSeats,
  priceMinor: prices.amountMinor,
  currency: currencies.code,
  minorUnits: currencies.minorUnits,
};

function base(db: Db) {
  return db
    .select(columns)
    .from(classrooms)
    .innerJoin(languages, eq(languages.id, classrooms.languageId))
    .leftJoin(certifications, eq(certifications.id, classrooms.certificationId))
    .leftJoin(trainers, eq(trainers.id, classrooms.trainerId))
    .leftJoin(prices, and(eq(prices.relationType, 1), eq(prices.relationId, classrooms.id)))
    .leftJoin(currencies, eq(currencies.id, prices.currencyId));
}
export type SessionRow = Awaited<ReturnType<typeof findSessionPage>>[number];

/** Upcoming (not ended) sessions, soonest first. */
export function findSessionPage(db: Db, scope: Scope, f: ClassroomFilters, now: Date, limit: number, offset: number) {
  return base(db)
    .where(and(filterWhere(scope, f), gt(classrooms.endAt, now)))
    .orderBy(asc(classrooms.startAt), asc(classrooms.id))
    .limit(limit)
    .offset(offset);
}

export async function countSessions(db: Db, scope: Scope, f: ClassroomFilters, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classrooms)
    .leftJoin(certifications, eq(certifications.id, classrooms.certificationId))
    .where(and(filterWhere(scope, f), gt(classrooms.endAt, now)));
  return row?.n ?? 0;
}

/** Sessions overlapping a calendar window (past ones included: the calendar shows what happened). */
export function findSessionsBetween(db: Db, scope: Scope, f: ClassroomFilters, from: Date, to: Date) {
  return base(db)
    .where(and(filterWhere(scope, f), lt(classrooms.startAt, to), gt(classrooms.endAt, from)))
    .orderBy(asc(classrooms.startAt), asc(classrooms.id))
    .limit(500);
}

export async function findSessionById(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({
      ...columns,
      siteId: classrooms.siteId,
      description: classrooms.description,
      agenda: classrooms.agenda,
      address: classrooms.address,
      onlineLink: classrooms.onlineLink,
      sequence: classrooms.sequence,
      updatedAt: classrooms.updatedAt,
      trainerTitle: trainers.title,
      trainerBio: trainers.bio,
      trainerPhotoUrl: trainers.photoUrl,
    })
    .from(classrooms)
    .innerJoin(languages, eq(languages.id, classrooms.languageId))
    .leftJoin(certifications, eq(certifications.id, classrooms.certificationId))
    .leftJoin(trainers, eq(trainers.id, classrooms.trainerId))
    .leftJoin(prices, and(eq(prices.relationType, 1), eq(prices.relationId, classrooms.id)))
    .leftJoin(currencies, eq(currencies.id, prices.currencyId))
    .innerJoin(sites, eq(sites.id, classrooms.siteId))
    .where(and(eq(classrooms.id, id), eq(sites.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}

/** The learner's newest seat row per session, and their waiting place (1-based) per session. */
export async function learnerStateIn(db: Db, userId: number, ids: number[]) {
  if (ids.length === 0) return { seats: new Map<number, { id: number; status: number }>(), waiting: new Map<number, number>() };
  const seatRows = await db
    .select({ id: classroomRegistrations.id, classroomId: classroomRegistrations.classroomId, status: classroomRegistrations.status })
    .from(classroomRegistrations)
    .where(and(eq(classroomRegistrations.userId, userId), inArray(classroomRegistrations.classroomId, ids)))
    .orderBy(asc(classroomRegistrations.id));
  const seats = new Map<number, { id: number; status: number }>();
  // A held seat wins over older cancelled rows; else the newest row.
  for (const s of seatRows) {
    const prev = seats.get(s.classroomId);
    if (!prev || !(prev.status === 2 || prev.status === 3)) seats.set(s.classroomId, { id: s.id, status: s.status });
  }
  const mine = await db
    .select({ classroomId: classroomWaitlist.classroomId, id: classroomWaitlist.id })
    .from(classroomWaitlist)
    .where(and(eq(classroomWaitlist.userId, userId), eq(classroomWaitlist.status, 0), inArray(classroomWaitlist.classroomId, ids)));
  const waiting = new Map<number, number>();
  for (const w of mine) {
    const [ahead] = await db
      .select({ n: count() })
      .from(classroomWaitlist)
      .where(and(eq(classroomWaitlist.classroomId, w.classroomId), eq(classroomWaitlist.status, 0), lt(classroomWaitlist.id, w.id)));
    waiting.set(w.classroomId, (ahead?.n ?? 0) + 1);
  }
  return { seats, waiting };
}

/** Certifications of the site with upcoming sessions (queryForReleaseCertificationPage), by level. */
export function findCertificationsWithSessions(db: Db, siteId: number, languageId: number, kind: number | undefined, now: Date) {
  return db
    .select({
      id: certifications.id,
      name: certifications.name,
      kind: certifications.kind,
      level: certifications.level,
      upcomingSessions: sql<number>`count(${classrooms.id})::int`.mapWith(Number),
    })
    .from(certifications)
    .innerJoin(classrooms, and(eq(classrooms.certificationId, certifications.id), gt(classrooms.endAt, now), isNull(classrooms.eventType)))
    .where(and(eq(certifications.siteId, siteId), eq(certifications.languageId, languageId), kind === undefined ? undefined : eq(certifications.kind, kind)))
    .groupBy(certifications.id)
    .orderBy(asc(certifications.kind), asc(certifications.level), asc(certifications.id));
}

/** Countries and session languages of the site's upcoming sessions (the filter options). */
export async function findFilterOptions(db: Db, siteId: number, events: boolean, now: Date) {
  const where = and(eq(classrooms.siteId, siteId), gte(classrooms.endAt, now), events ? isNotNull(classrooms.eventType) : isNull(classrooms.eventType));
  const countries = await db
    .select({ code: classrooms.countryCode, sessions: count() })
    .from(classrooms)
    .where(and(where, isNotNull(classrooms.countryCode)))
    .groupBy(classrooms.countryCode)
    .orderBy(asc(classrooms.countryCode));
  const langs = await db
    .select({ id: languages.id, name: languages.languageComplete, sessions: count() })
    .from(classrooms)
    .innerJoin(languages, eq(languages.id, classrooms.languageId))
    .where(where)
    .groupBy(languages.id)
    .orderBy(asc(languages.id));
  return { countries: countries.map((c) => ({ code: c.code!, sessions: c.sessions })), languages: langs };
}
