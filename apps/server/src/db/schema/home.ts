import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { languages, sites } from './platform';

/**
 * Home page content (certification document section 2, Home row): FAQ, user comments, the
 * non-certification menu and the floating survey config. Everything is released per site and
 * language like the catalogue, so the Arabic site answers Arabic.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/** @published */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('faqs_site_lang_idx').on(t.siteId, t.languageId, t.sort)],
);

/** Learner testimonials ("user comments" of the home page). */
export const userComments = pgTable(
  'user_comments',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    authorName: text('author_name').notNull(),
    /** Role and company, e.g. "Installer, Northgate Security". */
    authorRole: text('author_role').notNull().default(''),
    avatarUrl: text('avatar_url'),
    content: text('content').notNull(),
    /** 1 to 5 stars (checked in the database). */
    rating: smallint('rating').notNull().default(5),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('user_comments_site_lang_idx').on(t.siteId, t.languageId, t.sort), check('user_comments_rating_ck', sql`${t.rating} between 1 and 5`)],
);

/** Items of the header's non-certification group, shown only when the site's showNonCertiMenu is set. */
export const nonCertificationMenuItems = pgTable(
  'non_certification_menu_items',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    /** Stable key the web can use for icons and tests ('educationalVideo', 'workshopSeminar'). */
    menuKey: text('menu_key').notNull(),
    title: text('title').notNull(),
    linkUrl: text('link_url').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('non_cert_menu_site_lang_key_uq').on(t.siteId, t.languageId, t.menuKey)],
);

/** The floating evaluation survey of a site and language (one at most); the button shows when activeState is 1. */
export const surveyConfigs = pgTable(
  'survey_configs',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link').notNull(),
    /** 1 active, 0 inactive. */
    activeState: smallint('active_state').notNull().default(0),
  },
  (t) => [uniqueIndex('survey_configs_site_lang_uq').on(t.siteId, t.languageId), check('survey_configs_active_ck', sql`${t.activeState} in (0, 1)`)],
);
