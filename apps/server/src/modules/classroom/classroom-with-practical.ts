import type { ClassroomCard, ClassroomFilters, ClassroomPage, ClassroomRegions } from '@credo/contracts/classroom-booking';
import { ClassroomUserState } from '@credo/contracts/enums';
import type { Db } from '../../db/client';
import { practicalSessionsBetween, upcomingPracticalSessions, type PracticalListSession } from '../practical-exam/index';
import { countSessions, findSessionPage, findSessionsBetween, type Scope, type SessionRow } from './classroom-list.repo';
import { displayPrice, toCards } from './classroom-cards';

/**
 * The training type filter of the instructor-led lists (cert §2: "theory and practical, or
 * practical only"). A learner who picks "practical only" is looking for a practical exam to book,
 * so the lists, cards and calendar show the practical-exam sessions (read through the
 * practical-exam module's face) with the practical-only classroom sessions; without a training
 * type both kinds show; "theory and practical" is classroom sessions only. A practical-exam row is
 * a card with `sessionType` practicalExam: its page is /practical-exam/detail/{id}.
 */

/** Practical exams answer to the training type 1 ("practical only") and to no training type. */
export const listsPracticalExams = (f: ClassroomFilters) => f.trainingType !== 0;

const practicalFilters = (f: ClassroomFilters) => ({
  kind: f.kind,
  certificationId: f.certificationId,
  method: f.method,
  countryCode: f.countryCode,
  sessionLanguageId: f.sessionLanguageId,
});

/** A practical-exam session as a list card: remote exams (no venue) count as online; no trainer, no waitlist. */
export function practicalCard(p: PracticalListSession, userId: number | null, now: Date): ClassroomCard {
  const userStatus = userId === null ? ClassroomUserState.NOT_LOGGED_IN : p.holding ? ClassroomUserState.ENROLLED : ClassroomUserState.UNENROLLED;
  return {
    id: p.id,
    sessionType: 'practicalExam',
    title: p.name,
    kind: p.city === null ? 1 : 0,
    eventType: null,
    trainingType: 1,
    certificationId: p.certificationId,
    certificationName: p.certificationName,
    startAt: p.startAt.toISOString(),
    endAt: p.endAt.toISOString(),
    // Practical exams carry no zone of their own; the lists show times in the viewer's zone.
    timeZone: 'UTC',
    city: p.city,
    countryCode: p.countryCode,
    sessionLanguageId: p.languageId,
    sessionLanguageName: p.languageName,
    trainerName: null,
    seats: p.seats,
    seatsLeft: p.seatsLeft,
    paid: p.isCharge === 1,
    price: p.isCharge === 1 ? displayPrice(p.priceMinor, p.currency, p.minorUnits) : null,
    userStatus: userStatus as ClassroomCard['userStatus'],
    waitlistPosition: null,
    ended: p.endAt <= now,
  };
}

type Entry = { startAt: Date; order: number; id: number } & ({ room: SessionRow } | { exam: PracticalListSession });
/** Soonest first; at the same start a classroom before a practical exam, then by id (a stable page order). */
const byStart = (a: Entry, b: Entry) => a.startAt.getTime() - b.startAt.getTime() || a.order - b.order || a.id - b.id;

async function cardsOf(db: Db, entries: Entry[], userId: number | null, now: Date): Promise<ClassroomCard[]> {
  const rooms = entries.flatMap((e) => ('room' in e ? [e.room] : []));
  const roomCards = new Map((await toCards(db, rooms, userId, now)).map((c) => [c.id, c]));
  return entries.map((e) => ('room' in e ? roomCards.get(e.room.id)! : practicalCard(e.exam, userId, now)));
}

/**
 * classroomAndPracticalExam/page with practical exams: the first pageNum × pageSize of each kind,
 * merged by start, and the page cut from the merge (upcoming sessions of one site are few hundred).
 */
export async function pageWithPracticalExams(
  db: Db,
  scope: Scope,
  f: ClassroomFilters,
  pageNum: number,
  pageSize: number,
  userId: number | null,
  now: Date,
): Promise<ClassroomPage> {
  const reach = pageNum * pageSize;
  const [rooms, roomTotal, exams] = await Promise.all([
    findSessionPage(db, scope, f, now, reach, 0),
    countSessions(db, scope, f, now),
    upcomingPracticalSessions(db, scope.siteId, practicalFilters(f), userId, now, reach),
  ]);
  const merged: Entry[] = [
    ...rooms.map((room) => ({ room, startAt: room.startAt, order: 0, id: room.id })),
    ...exams.rows.map((exam) => ({ exam, startAt: exam.startAt, order: 1, id: exam.id })),
  ].sort(byStart);
  const page = merged.slice((pageNum - 1) * pageSize, reach);
  return { total: roomTotal + exams.total, rows: await cardsOf(db, page, userId, now) };
}

/** scheduleList with practical exams: every session of both kinds overlapping the window. */
export async function scheduleWithPracticalExams(db: Db, scope: Scope, f: ClassroomFilters, from: Date, to: Date, userId: number | null, now: Date) {
  const [rooms, exams] = await Promise.all([
    findSessionsBetween(db, scope, f, from, to),
    practicalSessionsBetween(db, scope.siteId, practicalFilters(f), userId, from, to),
  ]);
  const merged: Entry[] = [
    ...rooms.map((room) => ({ room, startAt: room.startAt, order: 0, id: room.id })),
    ...exams.map((exam) => ({ exam, startAt: exam.startAt, order: 1, id: exam.id })),
  ].sort(byStart);
  const rows = await cardsOf(db, merged, userId, now);
  return { total: rows.length, rows };
}

/** Filter options of both kinds of session: sessions added up per country and language, in code and id order. */
export function mergeOptions(a: ClassroomRegions, b: ClassroomRegions): ClassroomRegions {
  const countries = new Map<string, number>();
  for (const c of [...a.countries, ...b.countries]) countries.set(c.code, (countries.get(c.code) ?? 0) + c.sessions);
  const langs = new Map<number, { id: number; name: string; sessions: number }>();
  for (const l of [...a.languages, ...b.languages]) langs.set(l.id, { ...l, sessions: (langs.get(l.id)?.sessions ?? 0) + l.sessions });
  return {
    countries: [...countries].map(([code, sessions]) => ({ code, sessions })).sort((x, y) => x.code.localeCompare(y.code)),
    languages: [...langs.values()].sort((x, y) => x.id - y.id),
  };
}
