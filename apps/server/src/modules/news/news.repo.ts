import { and, asc, count, desc, eq, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { news } from '../../db/schema/index';

type Where = { siteId: number; languageId: number };

/** Published items of one site and language: a future publishedAt schedules an item. */
const published = ({ siteId, languageId }: Where, now: Date): SQL => and(eq(news.siteId, siteId), eq(news.languageId, languageId), lte(news.publishedAt, now))!;

const listColumns = { id: news.id, title: news.title, summary: news.summary, coverUrl: news.coverUrl, publishedAt: news.publishedAt };

/**
 * One page in list order: pinned (sort) first, then newest, id breaking ties. The order is the
 * one of news_site_lang_idx (site, language, sort, published_at desc), so the page is an index scan.
 */
export function findNewsPage(db: Db, where: Where, page: { limit: number; offset: number }, now: Date) {
  return db
    .select(listColumns)
    .from(news)
    .where(published(where, now))
    .orderBy(asc(news.sort), desc(news.publishedAt), desc(news.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countNews(db: Db, where: Where, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(news).where(published(where, now));
  return row?.n ?? 0;
}

/** The item when it is published on this site in this language; null otherwise. */
export async function findPublishedNews(db: Db, where: Where, id: number, now: Date) {
  const [row] = await db
    .select({ ...listColumns, body: news.body })
    .from(news)
    .where(and(eq(news.id, id), published(where, now)))
    .limit(1);
  return row ?? null;
}

const current = alias(news, 'cur');

/**
 * The items listed just before (newer) and just after (older) `id`. The comparison is made
 * against the row itself in SQL, so publishedAt keeps its microseconds (a JS Date would drop them).
 */
export async function findNewsNeighbours(db: Db, where: Where, id: number, now: Date) {
  const link = { id: news.id, title: news.title };
  const before = or(
    lt(news.sort, current.sort),
    and(eq(news.sort, current.sort), sql`(${news.publishedAt}, ${news.id}) > (${current.publishedAt}, ${current.id})`),
  );
  const after = or(
    sql`${news.sort} > ${current.sort}`,
    and(eq(news.sort, current.sort), sql`(${news.publishedAt}, ${news.id}) < (${current.publishedAt}, ${current.id})`),
  );
  const [previous, next] = await Promise.all([
    db
      .select(link)
      .from(news)
      .innerJoin(current, eq(current.id, id))
      .where(and(published(where, now), before))
      .orderBy(desc(news.sort), asc(news.publishedAt), asc(news.id))
      .limit(1),
    db
      .select(link)
      .from(news)
      .innerJoin(current, eq(current.id, id))
      .where(and(published(where, now), after))
      .orderBy(asc(news.sort), desc(news.publishedAt), desc(news.id))
      .limit(1),
  ]);
  return { previous: previous[0] ?? null, next: next[0] ?? null };
}
