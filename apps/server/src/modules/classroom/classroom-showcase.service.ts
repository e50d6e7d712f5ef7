import type { ClassroomKindValue } from '@credo/contracts/enums-learning';
import type { HomeData } from '@credo/contracts/home';
import type { Db } from '../../db/client';
import { findClassroomSessionRow, findTrainersOfSite, findUpcomingClassroomsOfSite } from './classroom-showcase.repo';

/** What the home page shows of classrooms and trainers (issue 15: home asks here, never reads the tables). */
type Where = { siteId: number; languageId: number };

/** The site's classrooms in the language that have not started at `now`, soonest first. */
export async function upcomingClassroomsForHome(db: Db, where: Where, limit: number, now: Date): Promise<HomeData['classrooms']> {
  return (await findUpcomingClassroomsOfSite(db, where, limit, now)).map(({ classroom: r, certificationName, trainerName }) => ({
    id: r.id,
    title: r.title,
    kind: r.kind as ClassroomKindValue,
    certificationId: r.certificationId,
    certificationName,
    startAt: r.startAt.toISOString(),
    endAt: r.endAt.toISOString(),
    city: r.city,
    countryCode: r.countryCode,
    trainerName,
    seats: r.seats,
    coverUrl: r.coverUrl,
  }));
}

/** The site's trainers in the language, in their sort order. */
export async function trainersForHome(db: Db, where: Where, limit: number): Promise<HomeData['trainers']> {
  return (await findTrainersOfSite(db, where, limit)).map((t) => ({
    id: t.id,
    name: t.name,
    title: t.title,
    photoUrl: t.photoUrl,
    bio: t.bio,
    countryCode: t.countryCode,
  }));
}

/** A classroom's name, time and place by id (an invitation of relation type 1 shows it), or null. */
export const classroomSessionOf = (db: Db, classroomId: number) => findClassroomSessionRow(db, classroomId);
