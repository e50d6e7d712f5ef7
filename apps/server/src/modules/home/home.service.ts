import { HOME_NEWS_COUNT } from '@credo/contracts/constants';
import type { CourseTypeValue } from '@credo/contracts/enums-learning';
import { HOME_LIMITS, type FaqItem, type HomeData, type NonCertificationMenuItem, type SurveyConfig } from '@credo/contracts/home';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../platform/request-context';
import { trainersForHome, upcomingClassroomsForHome } from '../classroom/index';
import { findComments, findFaqs, findLatestCourses, findNonCertificationMenu, findSurveyConfig, findTopNews } from './home.repo';

type Ctx = Pick<RequestContext, 'siteId' | 'languageId' | 'site'>;

const toFaqDto = (f: Awaited<ReturnType<typeof findFaqs>>[number]): FaqItem => ({ id: f.id, question: f.question, answer: f.answer, sort: f.sort });

/**
 * Every home section of the site and language in one answer (certification document section 2:
 * courses, classrooms, trainers, the top four news items, FAQ, user comments). `now` decides what
 * is published and what is upcoming; it is the server's clock, passed in so tests can pin it.
 */
export async function getHomeData(db: Db, ctx: Ctx, now = new Date()): Promise<HomeData> {
  const where = { siteId: ctx.siteId, languageId: ctx.languageId };
  const [courses, classrooms, trainers, news, faqs, comments] = await Promise.all([
    findLatestCourses(db, where, HOME_LIMITS.courses, now),
    upcomingClassroomsForHome(db, where, HOME_LIMITS.classrooms, now),
    trainersForHome(db, where, HOME_LIMITS.trainers),
    findTopNews(db, where, HOME_NEWS_COUNT, now),
    findFaqs(db, where),
    findComments(db, where, HOME_LIMITS.comments),
  ]);
  return {
    courses: courses.map((c) => ({
      id: c.id,
      name: c.name,
      courseType: c.courseType as CourseTypeValue,
      credits: c.credits,
      coverUrl: c.coverUrl,
      certificationName: c.certificationName,
    })),
    classrooms,
    trainers,
    news: news.map((n) => ({ id: n.id, title: n.title, summary: n.summary, coverUrl: n.coverUrl, publishedAt: n.publishedAt.toISOString() })),
    faqs: faqs.map(toFaqDto),
    comments: comments.map((m) => ({
      id: m.id,
      authorName: m.authorName,
      authorRole: m.authorRole,
      avatarUrl: m.avatarUrl,
      content: m.content,
      rating: m.rating,
    })),
  };
}

export async function listFaqs(db: Db, ctx: Ctx): Promise<FaqItem[]> {
  return (await findFaqs(db, ctx)).map(toFaqDto);
}

/** The header's non-certification group; empty when the site does not show that menu (showNonCertiMenu). */
export async function getNonCertificationMenu(db: Db, ctx: Ctx): Promise<NonCertificationMenuItem[]> {
  if (!ctx.site.showNonCertiMenu) return [];
  const rows = await findNonCertificationMenu(db, ctx);
  return rows.map((r) => ({ id: r.id, key: r.menuKey, title: r.title, linkUrl: r.linkUrl }));
}

/** The floating survey; a site without one answers the inactive shape (activeState 0, empty texts). */
export async function getSurveyConfig(db: Db, ctx: Ctx): Promise<SurveyConfig> {
  const row = await findSurveyConfig(db, ctx);
  if (!row) return { title: '', description: '', link: '', activeState: 0 };
  return { title: row.title, description: row.description, link: row.link, activeState: row.activeState === 1 ? 1 : 0 };
}
