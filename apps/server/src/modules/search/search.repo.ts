import { and, asc, desc, eq, ilike, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, faqs, news, releaseCourses } from '../../db/schema/index';

type Where = { siteId: number; languageId: number };

/**
 * Every query filters by site and language first (the leading columns of each table's
 * site/language index), then matches `pattern` (an ILIKE pattern with %, _ and \ already
 * escaped) against the few text columns. `total` is the window count before the LIMIT, so one
 * query answers both the rows and the group's total. Rows whose title matches come first.
 */
const total = sql<number>`(count(*) over())::int`;
const titleFirst = (column: AnyColumn, pattern: string) => sql`case when ${column} ilike ${pattern} then 0 else 1 end`;

export function searchCertifications(db: Db, { siteId, languageId }: Where, pattern: string, limit: number, now: Date) {
  return db
    .select({
      id: certifications.id,
      name: certifications.name,
      kind: certifications.kind,
      level: certifications.level,
      coverUrl: certifications.coverUrl,
      description: certifications.description,
      total,
    })
    .from(certifications)
    .where(
      and(
        eq(certifications.siteId, siteId),
        eq(certifications.languageId, languageId),
        lte(certifications.publishedAt, now),
        or(ilike(certifications.name, pattern), ilike(certifications.description, pattern)),
      ),
    )
    .orderBy(titleFirst(certifications.name, pattern), asc(certifications.kind), asc(certifications.level), asc(certifications.id))
    .limit(limit);
}

export function searchCourses(db: Db, { siteId, languageId }: Where, pattern: string, limit: number, now: Date) {
  return db
    .select({
      id: releaseCourses.id,
      name: releaseCourses.name,
      courseType: releaseCourses.courseType,
      videoType: releaseCourses.videoType,
      credits: releaseCourses.credits,
      coverUrl: releaseCourses.coverUrl,
      description: releaseCourses.description,
      certificationName: certifications.name,
      total,
    })
    .from(releaseCourses)
    .leftJoin(certifications, eq(certifications.id, releaseCourses.certificationId))
    .where(
      and(
        eq(releaseCourses.siteId, siteId),
        eq(releaseCourses.languageId, languageId),
        lte(releaseCourses.publishedAt, now),
        or(ilike(releaseCourses.name, pattern), ilike(releaseCourses.description, pattern)),
      ),
    )
    .orderBy(titleFirst(releaseCourses.name, pattern), desc(releaseCourses.publishedAt), desc(releaseCourses.id))
    .limit(limit);
}

export function searchNews(db: Db, { siteId, languageId }: Where, pattern: string, limit: number, now: Date) {
  return db
    .select({
      id: news.id,
      title: news.title,
      summary: news.summary,
      body: news.body,
      coverUrl: news.coverUrl,
      publishedAt: news.publishedAt,
      total,
    })
    .from(news)
    .where(
      and(
        eq(news.siteId, siteId),
        eq(news.languageId, languageId),
        lte(news.publishedAt, now),
        or(ilike(news.title, pattern), ilike(news.summary, pattern), ilike(news.body, pattern)),
      ),
    )
    .orderBy(titleFirst(news.title, pattern), desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

export function searchFaqs(db: Db, { siteId, languageId }: Where, pattern: string, limit: number) {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer, total })
    .from(faqs)
    .where(and(eq(faqs.siteId, siteId), eq(faqs.languageId, languageId), or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern))))
    .orderBy(titleFirst(faqs.question, pattern), asc(faqs.sort), asc(faqs.id))
    .limit(limit);
}
