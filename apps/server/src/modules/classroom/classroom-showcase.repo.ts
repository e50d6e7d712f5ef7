import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, classrooms, trainers } from '../../db/schema/index';

type Where = { siteId: number; languageId: number };

/** Classrooms that have not started yet, soonest first, with their certification's and trainer's names. */
export function findUpcomingClassroomsOfSite(db: Db, { siteId, languageId }: Where, limit: number, now: Date) {
  return db
    .select({ classroom: classrooms, certificationName: certifications.name, trainerName: trainers.name })
    .from(classrooms)
    .leftJoin(certifications, eq(certifications.id, classrooms.certificationId))
    .leftJoin(trainers, eq(trainers.id, classrooms.trainerId))
    .where(and(eq(classrooms.siteId, siteId), eq(classrooms.languageId, languageId), gt(classrooms.startAt, now)))
    .orderBy(asc(classrooms.startAt), asc(classrooms.id))
    .limit(limit);
}

export function findTrainersOfSite(db: Db, { siteId, languageId }: Where, limit: number) {
  return db
    .select()
    .from(trainers)
    .where(and(eq(trainers.siteId, siteId), eq(trainers.languageId, languageId)))
    .orderBy(asc(trainers.sort), asc(trainers.id))
    .limit(limit);
}

/** One classroom by id, as an invitation's detail shows it. */
export async function findClassroomSessionRow(db: Db, classroomId: number) {
  const [row] = await db
    .select({
      id: classrooms.id,
      name: classrooms.title,
      startAt: classrooms.startAt,
      endAt: classrooms.endAt,
      city: classrooms.city,
      countryCode: classrooms.countryCode,
    })
    .from(classrooms)
    .where(eq(classrooms.id, classroomId))
    .limit(1);
  return row ?? null;
}
