import { and, asc, count, eq, gt, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, classrooms, languages, trainers } from '../../db/schema/index';

/**
 * Reads of the trainer pages (issue 21 item 1): the site's trainers in the request's language and,
 * for a page of them, what their sessions say about them. Public columns only: no seat, link or price.
 */
type Where = { siteId: number; languageId: number };

const trainerOfSite = ({ siteId, languageId }: Where) => and(eq(trainers.siteId, siteId), eq(trainers.languageId, languageId));

export function findTrainerPage(db: Db, where: Where, limit: number, offset: number) {
  return db
    .select({
      id: trainers.id,
      name: trainers.name,
      title: trainers.title,
      photoUrl: trainers.photoUrl,
      bio: trainers.bio,
      countryCode: trainers.countryCode,
    })
    .from(trainers)
    .where(trainerOfSite(where))
    .orderBy(asc(trainers.sort), asc(trainers.id))
    .limit(limit)
    .offset(offset);
}
export type TrainerRow = Awaited<ReturnType<typeof findTrainerPage>>[number];

export async function countTrainers(db: Db, where: Where): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trainers).where(trainerOfSite(where));
  return row?.n ?? 0;
}

export async function findTrainerOfSite(db: Db, where: Where, id: number): Promise<TrainerRow | undefined> {
  const [row] = await db
    .select({
      id: trainers.id,
      name: trainers.name,
      title: trainers.title,
      photoUrl: trainers.photoUrl,
      bio: trainers.bio,
      countryCode: trainers.countryCode,
    })
    .from(trainers)
    .where(and(trainerOfSite(where), eq(trainers.id, id)))
    .limit(1);
  return row;
}

/** The site's sessions the trainers teach (siteId too: a trainer row never leads to another site's sessions). */
const taughtBy = (siteId: number, ids: number[]) => and(eq(classrooms.siteId, siteId), inArray(classrooms.trainerId, ids));

/** Sessions not yet ended, soonest first, with their language's name. */
export function findUpcomingSessionsOf(db: Db, siteId: number, ids: number[], now: Date) {
  return db
    .select({
      trainerId: classrooms.trainerId,
      id: classrooms.id,
      title: classrooms.title,
      kind: classrooms.kind,
      startAt: classrooms.startAt,
      endAt: classrooms.endAt,
      timeZone: classrooms.timeZone,
      city: classrooms.city,
      countryCode: classrooms.countryCode,
      languageName: languages.languageComplete,
    })
    .from(classrooms)
    .innerJoin(languages, eq(languages.id, classrooms.languageId))
    .where(and(taughtBy(siteId, ids), gt(classrooms.endAt, now)))
    .orderBy(asc(classrooms.startAt), asc(classrooms.id));
}

/** Certifications, languages and countries of every session (past ones too) of the trainers. */
export async function findTeachingFactsOf(db: Db, siteId: number, ids: number[]) {
  const [certs, langs, countries] = await Promise.all([
    db
      .selectDistinct({ trainerId: classrooms.trainerId, id: certifications.id, name: certifications.name })
      .from(classrooms)
      .innerJoin(certifications, eq(certifications.id, classrooms.certificationId))
      .where(taughtBy(siteId, ids))
      .orderBy(asc(classrooms.trainerId), asc(certifications.name), asc(certifications.id)),
    db
      .selectDistinct({ trainerId: classrooms.trainerId, id: languages.id, name: languages.languageComplete })
      .from(classrooms)
      .innerJoin(languages, eq(languages.id, classrooms.languageId))
      .where(taughtBy(siteId, ids))
      .orderBy(asc(classrooms.trainerId), asc(languages.languageComplete), asc(languages.id)),
    db
      .selectDistinct({ trainerId: classrooms.trainerId, code: classrooms.countryCode })
      .from(classrooms)
      .where(and(taughtBy(siteId, ids), isNotNull(classrooms.countryCode)))
      .orderBy(asc(classrooms.trainerId), asc(classrooms.countryCode)),
  ]);
  return { certs, langs, countries };
}

/** Trainer ids of each site in its base language (the language a visitor without a cookie gets), for the sitemap. */
export function findTrainerIdsOf(db: Db, wheres: Where[]) {
  if (wheres.length === 0) return Promise.resolve([]);
  return db
    .select({ id: trainers.id, siteId: trainers.siteId })
    .from(trainers)
    .where(or(...wheres.map(trainerOfSite)))
    .orderBy(asc(trainers.siteId), asc(trainers.sort), asc(trainers.id));
}
