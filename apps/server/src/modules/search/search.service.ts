import type { CertificationKindValue, CertificationLevelValue } from '@credo/contracts/enums-site';
import type { CourseTypeValue, VideoTypeValue } from '@credo/contracts/enums-learning';
import { SEARCH_GROUP_LIMIT, type SearchGroup, type SearchResult } from '@credo/contracts/search';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../platform/request-context';
import { searchCertifications, searchCourses, searchFaqs, searchNews } from './search.repo';
import { containsPattern, snippetOf } from './search-text';

type Ctx = Pick<RequestContext, 'siteId' | 'languageId'>;

const groupOf = <R extends { total: number }, T>(rows: R[], toDto: (row: R) => T): SearchGroup<T> => ({ total: rows[0]?.total ?? 0, rows: rows.map(toDto) });

/**
 * The search page's answer (/search?keyword=, cert §2): certifications, release courses and
 * videos, news and FAQ of the request's site and language whose title or text contains the
 * keyword, case-insensitively and literally. `keyword` is already trimmed and 1 to 100
 * characters (the contract). Only published items are found; `now` is the server's clock.
 */
export async function search(db: Db, ctx: Ctx, keyword: string, now = new Date()): Promise<SearchResult> {
  const where = { siteId: ctx.siteId, languageId: ctx.languageId };
  const pattern = containsPattern(keyword);
  const limit = SEARCH_GROUP_LIMIT;
  const [certRows, courseRows, newsRows, faqRows] = await Promise.all([
    searchCertifications(db, where, pattern, limit, now),
    searchCourses(db, where, pattern, limit, now),
    searchNews(db, where, pattern, limit, now),
    searchFaqs(db, where, pattern, limit),
  ]);
  const certificationGroup = groupOf(certRows, (r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind as CertificationKindValue,
    level: r.level as CertificationLevelValue,
    coverUrl: r.coverUrl,
    snippet: snippetOf([r.description], keyword),
  }));
  const courseGroup = groupOf(courseRows, (r) => ({
    id: r.id,
    name: r.name,
    courseType: r.courseType as CourseTypeValue,
    videoType: r.videoType as VideoTypeValue,
    credits: r.credits,
    coverUrl: r.coverUrl,
    certificationName: r.certificationName,
    snippet: snippetOf([r.description], keyword),
  }));
  const newsGroup = groupOf(newsRows, (r) => ({
    id: r.id,
    title: r.title,
    coverUrl: r.coverUrl,
    publishedAt: r.publishedAt.toISOString(),
    snippet: snippetOf([r.summary, r.body], keyword),
  }));
  const faqGroup = groupOf(faqRows, (r) => ({ id: r.id, question: r.question, snippet: snippetOf([r.answer], keyword) }));
  return {
    keyword,
    total: certificationGroup.total + courseGroup.total + newsGroup.total + faqGroup.total,
    certifications: certificationGroup,
    courses: courseGroup,
    news: newsGroup,
    faqs: faqGroup,
  };
}
