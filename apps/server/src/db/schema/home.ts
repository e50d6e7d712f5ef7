import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { certifications } from './catalogue';
import { languages, sites, tenants } from './site';

/**
 * Home page content (certification document section 2, Home row): news, FAQ, trainers, user
 * comments, upcoming classrooms; plus the non-certification menu and the floating survey config.
 * Everything is released per site and language like the catalogue, so the Arabic site answers Arabic.
 */

/** News items; the home page shows the first HOME_NEWS_COUNT (sort, then newest). */
export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  languageId: integer('language_id').notNull().references(() => languages.id),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull().default(''),
  coverUrl: text('cover_url'),
  /** A future date schedules the item: it is not listed before then. */
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  sort: smallint('sort').notNull().default(0),
}, (t) => [index('news_site_lang_idx').on(t.siteId, t.languageId, t.sort, t.publishedAt.desc())]);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  languageId: integer('language_id').notNull().references(() => languages.id),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: smallint('sort').notNull().default(0),
}, (t) => [index('faqs_site_lang_idx').on(t.siteId, t.languageId, t.sort)]);

/** A certified trainer as presented on one site in one language (the bio is language text). */
export const trainers = pgTable('trainers', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  siteId: integer('site_id').notNull().references(() => sites.id),
  languageId: integer('language_id').notNull().references(() => languages.id),
  name: text('name').notNull(),
  /** Role shown under the name, e.g. "Senior video security trainer". */
  title: text('title').notNull().default(''),
  photoUrl: text('photo_url'),
  bio: text('bio').notNull().default(''),
  countryCode: text('country_code'),
  sort: smallint('sort').notNull().default(0),
}, (t) => [index('trainers_site_lang_idx').on(t.siteId, t.languageId, t.sort)]);

/** Learner testimonials ("user comments" of the home page). */
export const userComments = pgTable('user_comments', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  languageId: integer('language_id').notNull().references(() => languages.id),
  authorName: text('author_name').notNull(),
  /** Role and company, e.g. "Installer, Northgate Security". */
  authorRole: text('author_role').notNull().default(''),
  avatarUrl: text('avatar_url'),
  content: text('content').notNull(),
  /** 1 to 5 stars (checked in the database). */
  rating: smallint('rating').notNull().default(5),
  sort: smallint('sort').notNull().default(0),
}, (t) => [
  index('user_comments_site_lang_idx').on(t.siteId, t.languageId, t.sort),
  check('user_comments_rating_ck', sql`${t.rating} between 1 and 5`),
]);

/**
 * Instructor-led sessions. The base a later issue extends with enrolment, prices, practical
 * exams and calendars; the home page needs only what it shows of the upcoming ones.
 */
export const classrooms = pgTable('classrooms', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  languageId: integer('language_id').notNull().references(() => languages.id),
  title: text('title').notNull(),
  /** Classroom kind (cert §9): 0 onsite, 1 online. */
  kind: smallint('kind').notNull(),
  certificationId: integer('certification_id').references(() => certifications.id),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  /** Null for online sessions. */
  city: text('city'),
  countryCode: text('country_code'),
  trainerId: integer('trainer_id').references(() => trainers.id),
  seats: smallint('seats').notNull().default(0),
  coverUrl: text('cover_url'),
}, (t) => [
  index('classrooms_site_lang_start_idx').on(t.siteId, t.languageId, t.startAt),
  index('classrooms_cert_idx').on(t.certificationId),
  check('classrooms_kind_ck', sql`${t.kind} in (0, 1)`),
  check('classrooms_time_ck', sql`${t.endAt} > ${t.startAt}`),
]);

/** Items of the header's non-certification group, shown only when the site's showNonCertiMenu is set. */
export const nonCertificationMenuItems = pgTable('non_certification_menu_items', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  languageId: integer('language_id').notNull().references(() => languages.id),
  /** Stable key the web can use for icons and tests ('educationalVideo', 'workshopSeminar'). */
  menuKey: text('menu_key').notNull(),
  title: text('title').notNull(),
  linkUrl: text('link_url').notNull(),
  sort: smallint('sort').notNull().default(0),
}, (t) => [uniqueIndex('non_cert_menu_site_lang_key_uq').on(t.siteId, t.languageId, t.menuKey)]);

/** The floating evaluation survey of a site and language (one at most); the button shows when activeState is 1. */
export const surveyConfigs = pgTable('survey_configs', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  languageId: integer('language_id').notNull().references(() => languages.id),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  link: text('link').notNull(),
  /** 1 active, 0 inactive. */
  activeState: smallint('active_state').notNull().default(0),
}, (t) => [
  uniqueIndex('survey_configs_site_lang_uq').on(t.siteId, t.languageId),
  check('survey_configs_active_ck', sql`${t.activeState} in (0, 1)`),
]);
