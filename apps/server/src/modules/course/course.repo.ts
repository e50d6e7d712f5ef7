import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, chapters, languages, releaseCourses, videos } from '../../db/schema/index';

/** A release course published on the site (any of its languages: the lists filter by language). */
export async function findPublishedCourse(db: Db, siteId: number, id: number, now: Date) {
  const [row] = await db
    .select({
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
    })
    .from(releaseCourses)
    .innerJoin(languages, eq(languages.id, releaseCourses.languageId))
    .leftJoin(certifications, eq(certifications.id, releaseCourses.certificationId))
    .where(and(eq(releaseCourses.id, id), eq(releaseCourses.siteId, siteId), lte(releaseCourses.publishedAt, now)))
    .limit(1);
  return row ?? null;
}

/** Chapters in course order with their video's length only (the storage key stays here). */
export function findChapters(db: Db, releaseCourseId: number) {
  return db
    .select({
      id: chapters.id,
      title: chapters.title,
      sort: chapters.sort,
      isFreePreview: chapters.isFreePreview,
      videoId: chapters.videoId,
      durationSeconds: videos.durationSeconds,
    })
    .from(chapters)
    .leftJoin(videos, eq(videos.id, chapters.videoId))
    .where(eq(chapters.releaseCourseId, releaseCourseId))
    .orderBy(asc(chapters.sort), asc(chapters.id));
}
