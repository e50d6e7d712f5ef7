import { z } from 'zod';
import { positiveId } from './fields';
import { newsItem } from './home';

/**
 * Schemas of the news calls (certification document section 2: /news and /news/detail/{id};
 * section 7 says "news calls: paths not shown", so the paths and field names are ours, in /api/docs):
 * POST /api/certification/news/page {pageNum, pageSize} and GET /api/certification/news/detail?id=.
 * List answers are `rows` and `total` like the catalogue lists (commerce document section 3).
 */

/** Page sizes of the news list (cert §9: 10, 20, 30, 40); the first is the default. */
export const NEWS_PAGE_SIZES = [10, 20, 30, 40] as const;
export type NewsPageSize = (typeof NEWS_PAGE_SIZES)[number];
export const NEWS_DEFAULT_PAGE_SIZE: NewsPageSize = NEWS_PAGE_SIZES[0];
/** Deep pages cost an OFFSET scan; nobody reads news 10,000 pages back. */
export const NEWS_MAX_PAGE_NUM = 10_000;

export const isNewsPageSize = (value: number): value is NewsPageSize => (NEWS_PAGE_SIZES as readonly number[]).includes(value);

/** Body of POST /api/certification/news/page (siteId and languageId come with it, as everywhere). */
export const newsPageQuery = z.object({
  /** 1-based; a page past the last answers no rows and the real total. */
  pageNum: z.coerce.number().int().min(1).max(NEWS_MAX_PAGE_NUM).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine(isNewsPageSize, { message: `pageSize must be one of ${NEWS_PAGE_SIZES.join(', ')}` })
    .default(NEWS_DEFAULT_PAGE_SIZE),
});

/** One page of published news, pinned (sort) first, then newest first. */
export const newsPage = z.object({
  rows: z.array(newsItem),
  /** Published items of the site and language in all. */
  total: z.number().int(),
});
export type NewsPage = z.infer<typeof newsPage>;

export const newsDetailQuery = z.object({ id: positiveId });

/** A neighbour in list order, for the previous / next links of the detail page. */
const newsLink = z.object({ id: z.number().int(), title: z.string() });
export type NewsLink = z.infer<typeof newsLink>;

/**
 * GET /api/certification/news/detail?id=: a published item of the request's site and language.
 * Any other id (another site or language, scheduled, unknown) answers HTTP 404 with code 404.
 * `body` is plain text (paragraphs separated by blank lines), never HTML.
 */
export const newsDetail = newsItem.extend({
  body: z.string(),
  /** The item listed just before this one (newer), null for the first. */
  previous: newsLink.nullable(),
  /** The item listed just after this one (older), null for the last. */
  next: newsLink.nullable(),
});
export type NewsDetail = z.infer<typeof newsDetail>;
