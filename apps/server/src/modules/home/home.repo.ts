import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, faqs, news, nonCertificationMenuItems, releaseCourses, surveyConfigs, userComments } from '../../db/schema/index';

type Where = { siteId: number; languageId: number };

/** Published release courses (publication date reached), newest first, with their certification's name. */
export function findLatestCourses(db: Db, { siteId, languageId }: Where, limit: number, now: Date) {
  return db
    .select({
      id: releaseCourses.id,
      name: releaseCourses.name,
      courseType: releaseCourses.courseType,
      credits: releaseCourses.credits,
      coverUrl: releaseCourses.coverUrl,
      certificationName: certifications.name,
    })
    .from(releaseCourses)
    .leftJoin(certifications, eq(certifications.id, releaseCourses.certificationId))
    .where(and(eq(releaseCourses.siteId, siteId), eq(releaseCourses.languageId, languageId), lte(releaseCourses.publishedAt, now)))
    .orderBy(desc(releaseCourses.publishedAt), desc(releaseCourses.id))
    .limit(limit);
}

/** Published news by sort, then newest; scheduled items (future publishedAt) stay hidden. */
export function findTopNews(db: Db, { siteId, languageId }: Where, limit: number, now: Date) {
  return db
    .select({ id: news.id, title: news.title, summary: news.summary, coverUrl: news.coverUrl, publishedAt: news.publishedAt })
    .from(news)
    .where(and(eq(news.siteId, siteId), eq(news.languageId, languageId), lte(news.publishedAt, now)))
    .orderBy(asc(news.sort), desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

export function findFaqs(db: Db, { siteId, languageId }: Where) {
  return db
    .select()
    .from(faqs)
    .where(and(eq(faqs.siteId, siteId), eq(faqs.languageId, languageId)))
    .orderBy(asc(faqs.sort), asc(faqs.id));
}

export function findComments(db: Db, { siteId, languageId }: Where, limit: number) {
  return db
    .select()
    .from(userComments)
    .where(and(eq(userComments.siteId, siteId), eq(userComments.languageId, languageId)))
    .orderBy(asc(userComments.sort), asc(userComments.id))
    .limit(limit);
}

export function findNonCertificationMenu(db: Db, { siteId, languageId }: Where) {
  return db
    .select()
    .from(nonCertificationMenuItems)
    .where(and(eq(nonCertificationMenuItems.siteId, siteId), eq(nonCertificationMenuItems.languageId, languageId)))
    .orderBy(asc(nonCertificationMenuItems.sort), asc(nonCertificationMenuItems.id));
}

export async function findSurveyConfig(db: Db, { siteId, languageId }: Where) {
  const [row] = await db
    .select()
    .from(surveyConfigs)
    .where(and(eq(surveyConfigs.siteId, siteId), eq(surveyConfigs.languageId, languageId)))
    .limit(1);
  return row ?? null;
}
