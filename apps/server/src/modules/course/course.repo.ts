import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, chapters, languages, registrations, releaseCourses, videos } from '../../db/schema/index';

/** A release course published on the site (any of its languages: the lists filter by language). */
export async function findPublishedCourse(db: Db, siteId: number, id: number, now: Date) {
  const [row] = await db.select({
    id: releaseCourses.id,
    courseType: releaseCourses.courseType,
    name: releaseCourses.name,
    description: releaseCourses.description,
    coverUrl: releaseCourses.coverUrl,
    certificationId: releaseCourses.certificationId,
    certificationName: certifications.name,
    certificationKind: certifications.kind,
    /** null without a certification (left join). */
    certificationEnrolmentMode: certifications.enrolmentMode,
    hasQuiz: releaseCourses.hasQuiz,
    credits: releaseCourses.credits,
    requirement: releaseCourses.requirement,
    languageId: releaseCourses.languageId,
    languageName: languages.languageComplete,
    videoType: releaseCourses.videoType,
  }).from(releaseCourses)
    .innerJoin(languages, eq(languages.id, releaseCourses.languageId))
    .leftJoin(certifications, eq(certifications.id, releaseCourses.certificationId))
    .where(and(eq(releaseCourses.id, id), eq(releaseCourses.siteId, siteId), lte(releaseCourses.publishedAt, now)))
    .limit(1);
  return row ?? null;
}

/** Chapters in course order with their video's length only (the storage key stays here). */
export function findChapters(db: Db, releaseCourseId: number) {
  return db.select({
    id: chapters.id,
    title: chapters.title,
    sort: chapters.sort,
    isFreePreview: chapters.isFreePreview,
    videoId: chapters.videoId,
    durationSeconds: videos.durationSeconds,
  }).from(chapters)
    .leftJoin(videos, eq(videos.id, chapters.videoId))
    .where(eq(chapters.releaseCourseId, releaseCourseId))
    .orderBy(asc(chapters.sort), asc(chapters.id));
}

export async function findRegistration(db: Db, userId: number, relationId: number) {
  const [row] = await db.select().from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.relationId, relationId)))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts the registration unless the learner already has one for the course; the unique index
 * decides (no read-then-write), so of two racing requests exactly one gets the row back.
 */
export async function insertRegistration(db: Db, values: typeof registrations.$inferInsert) {
  const rows = await db.insert(registrations).values(values)
    .onConflictDoNothing({ target: [registrations.userId, registrations.relationId] })
    .returning();
  return rows[0] ?? null;
}

/** Updates the learner's own registration only; null when there is none. */
export async function updateNotification(db: Db, userId: number, relationId: number, status: number) {
  const rows = await db.update(registrations).set({ emailNotificationStatus: status })
    .where(and(eq(registrations.userId, userId), eq(registrations.relationId, relationId)))
    .returning({ id: registrations.id });
  return rows[0] ?? null;
}
