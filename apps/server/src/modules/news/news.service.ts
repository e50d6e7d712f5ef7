import type { NewsItem } from '@credo/contracts/home';
import type { NewsDetail, NewsPage } from '@credo/contracts/news';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { countNews, findNewsNeighbours, findNewsPage, findPublishedNews } from './news.repo';

type Ctx = Pick<RequestContext, 'siteId' | 'languageId'>;
type Row = { id: number; title: string; summary: string; coverUrl: string | null; publishedAt: Date };

const toNewsItemDto = (r: Row): NewsItem => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  coverUrl: r.coverUrl,
  publishedAt: r.publishedAt.toISOString(),
});

/**
 * A page of the site's published news in the request's language (/news, cert §2). `now` is the
 * server's clock (scheduled items stay hidden until then), passed in so tests can pin it.
 */
export async function listNews(db: Db, ctx: Ctx, q: { pageNum: number; pageSize: number }, now = new Date()): Promise<NewsPage> {
  const where = { siteId: ctx.siteId, languageId: ctx.languageId };
  const [rows, total] = await Promise.all([
    findNewsPage(db, where, { limit: q.pageSize, offset: (q.pageNum - 1) * q.pageSize }, now),
    countNews(db, where, now),
  ]);
  return { rows: rows.map(toNewsItemDto), total };
}

/**
 * One published item of the request's site and language with its list neighbours
 * (/news/detail/{id}). Another site's or language's item, a scheduled one or an unknown id is
 * "page does not exist" (cert §8: 404, the client goes to the not-found page).
 */
export async function getNewsDetail(db: Db, ctx: Ctx, id: number, now = new Date()): Promise<NewsDetail> {
  const where = { siteId: ctx.siteId, languageId: ctx.languageId };
  const row = await findPublishedNews(db, where, id, now);
  if (!row) throw AppError.notFound();
  const { previous, next } = await findNewsNeighbours(db, where, id, now);
  return { ...toNewsItemDto(row), body: row.body, previous, next };
}

/**
 * Title, description and image of a news detail page for the HTML head the server sends (SEO and
 * link previews); undefined when the item is not a published one of this site and language.
 */
export async function findNewsMeta(db: Db, where: Ctx, id: number, now = new Date()) {
  const row = await findPublishedNews(db, { siteId: where.siteId, languageId: where.languageId }, id, now);
  return row ? { name: row.title, description: row.summary || row.body, image: row.coverUrl } : undefined;
}
