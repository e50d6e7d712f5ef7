import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { languages, sites } from './platform';

/**
 * The news module's table.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/** News items; the home page shows the first HOME_NEWS_COUNT (sort, then newest). @published */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    coverUrl: text('cover_url'),
    /** A future date schedules the item: it is not listed before then. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('news_site_lang_idx').on(t.siteId, t.languageId, t.sort, t.publishedAt.desc())],
);
