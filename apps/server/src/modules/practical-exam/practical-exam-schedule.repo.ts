import { and, asc, eq, gt, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, currencies, languages, practicalExams, prices } from '../../db/schema/index';
import { HOLDING } from './practical-exam.repo';

/**
 * Reads of practical-exam sessions for the instructor-led lists and calendar (issue 17: the
 * "practical only" training type). The classroom module merges them with its own sessions through
 * this module's face (practical-exam-schedule.service).
 */

/** The list filters as they apply to a practical exam: method 1 online is a remote exam (no venue). */
export type PracticalListFilters = { kind?: number; certificationId?: number; method?: number; countryCode?: string; sessionLanguageId?: number };

function filterWhere(siteId: number, f: PracticalListFilters): SQL {
  const parts: (SQL | undefined)[] = [eq(practicalExams.siteId, siteId)];
  if (f.kind !== undefined) parts.push(eq(certifications.kind, f.kind));
  if (f.certificationId !== undefined) parts.push(eq(practicalExams.certificationId, f.certificationId));
  if (f.method !== undefined) parts.push(f.method === 1 ? isNull(practicalExams.city) : isNotNull(practicalExams.city));
  if (f.countryCode !== undefined) parts.push(eq(practicalExams.countryCode, f.countryCode));
  if (f.sessionLanguageId !== undefined) parts.push(eq(practicalExams.languageId, f.sessionLanguageId));
  return and(...parts)!;
}

const held = sql<number>`(select count(*)::int from practical_exam_enrolments e
  where e.practical_exam_id = ${practicalExams.id} and e.status = ${HOLDING})`.mapWith(Number);

function base(db: Db) {
  return db
    .select({
      id: practicalExams.id,
      name: practicalExams.name,
      certificationId: practicalExams.certificationId,
      certificationName: certifications.name,
      city: practicalExams.city,
      countryCode: practicalExams.countryCode,
      startAt: practicalExams.startAt,
      endAt: practicalExams.endAt,
      languageId: practicalExams.languageId,
      languageName: languages.languageComplete,
      seats: practicalExams.seats,
      held,
      isCharge: practicalExams.isCharge,
      priceMinor: prices.amountMinor,
      currency: currencies.code,
      minorUnits: currencies.minorUnits,
    })
    .from(practicalExams)
    .innerJoin(certifications, eq(certifications.id, practicalExams.certificationId))
    .innerJoin(languages, eq(languages.id, practicalExams.languageId))
    .leftJoin(prices, and(eq(prices.relationType, 2), eq(prices.relationId, practicalExams.id)))
    .leftJoin(currencies, eq(currencies.id, prices.currencyId));
}
export type PracticalListRow = Awaited<ReturnType<typeof findUpcomingForList>>[number];

/** Sessions not ended, soonest first (the first `limit`: the caller merges them with classrooms). */
export function findUpcomingForList(db: Db, siteId: number, f: PracticalListFilters, now: Date, limit: number) {
  return base(db)
    .where(and(filterWhere(siteId, f), gt(practicalExams.endAt, now)))
    .orderBy(asc(practicalExams.startAt), asc(practicalExams.id))
    .limit(limit);
}

export async function countUpcomingForList(db: Db, siteId: number, f: PracticalListFilters, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(practicalExams)
    .innerJoin(certifications, eq(certifications.id, practicalExams.certificationId))
    .where(and(filterWhere(siteId, f), gt(practicalExams.endAt, now)));
  return row?.n ?? 0;
}

/** Sessions overlapping a calendar window (ended ones too). */
export function findBetweenForList(db: Db, siteId: number, f: PracticalListFilters, from: Date, to: Date) {
  return base(db)
    .where(and(filterWhere(siteId, f), lt(practicalExams.startAt, to), gt(practicalExams.endAt, from)))
    .orderBy(asc(practicalExams.startAt), asc(practicalExams.id))
    .limit(500);
}

/** Countries and languages of the site's practical exams not ended (the lists' filter options). */
export async function findListOptions(db: Db, siteId: number, now: Date) {
  const open = and(eq(practicalExams.siteId, siteId), gt(practicalExams.endAt, now));
  const countries = await db
    .select({ code: practicalExams.countryCode, sessions: sql<number>`count(*)::int`.mapWith(Number) })
    .from(practicalExams)
    .where(and(open, isNotNull(practicalExams.countryCode)))
    .groupBy(practicalExams.countryCode);
  const langs = await db
    .select({ id: languages.id, name: languages.languageComplete, sessions: sql<number>`count(*)::int`.mapWith(Number) })
    .from(practicalExams)
    .innerJoin(languages, eq(languages.id, practicalExams.languageId))
    .where(open)
    .groupBy(languages.id);
  return { countries: countries.map((c) => ({ code: c.code!, sessions: c.sessions })), languages: langs };
}
