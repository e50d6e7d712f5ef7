import { index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { languages, sites } from './platform';

/**
 * The content module's tables: dictionary entries, SEO texts, footer and social links, banners.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/** Dictionary entries (dictType such as page_image, front_logo); site/language null = shared. @published */
export const dictItems = pgTable(
  'dict_items',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id),
    languageId: integer('language_id').references(() => languages.id),
    dictType: text('dict_type').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    imageUrl: text('image_url'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('dict_items_type_idx').on(t.dictType, t.siteId)],
);

/** SEO title and description per page URL, site and language. @published */
export const seoConfigs = pgTable(
  'seo_configs',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('seo_configs_site_idx').on(t.siteId, t.languageId)],
);

export const footerLinks = pgTable(
  'footer_links',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    /** 1 general programme, 2 vendor programme, 3 quick, 4 related, 5 partner logos, 6 legal, 7 social. */
    areaKind: smallint('area_kind').notNull(),
    linkTitle: text('link_title').notNull(),
    linkUrl: text('link_url').notNull(),
    linkImage: text('link_image'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('footer_links_site_idx').on(t.siteId, t.languageId)],
);

export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  linkImage: text('link_image').notNull(),
  /** One entry opens directly; several show a tooltip list. */
  socialMediaList: jsonb('social_media_list').$type<{ link: string; title: string }[]>().notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    /** Banner type code (home '0', list banners '3'/'4', certification kinds '7'/'8'). */
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    mobileImageUrl: text('mobile_image_url').notNull(),
    linkUrl: text('link_url'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('banners_site_type_idx').on(t.siteId, t.languageId, t.type)],
);
