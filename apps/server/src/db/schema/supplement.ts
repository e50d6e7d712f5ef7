import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { countries, regions, sites } from './platform';

/**
 * The supplement module's tables: the required-information config and the province/city lists of the profile form.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/**
 * Required-information config (certification document sections 3 and 5, "supply-info"): one row
 * per site, optionally one per region of that site, which then wins over the site's row.
 * `flags` maps a profile field to '1' (required and shown) or '0'; users in a region listed in
 * `exemptRegionIds` (regionInfoRelIdList) have nothing required.
 */
export const supplementConfigs = pgTable(
  'supplement_configs',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    regionId: integer('region_id').references(() => regions.id),
    flags: jsonb('flags').$type<Record<string, '0' | '1'>>().notNull(),
    exemptRegionIds: integer('exempt_region_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    // One site-wide row (region null) per site, and one row per region of a site.
    uniqueIndex('supplement_configs_site_uq')
      .on(t.siteId)
      .where(sql`${t.regionId} is null`),
    uniqueIndex('supplement_configs_site_region_uq')
      .on(t.siteId, t.regionId)
      .where(sql`${t.regionId} is not null`),
  ],
);

/** Provinces (parent null) of a country and the cities of each province, for the profile form. @published */
export const provinceCities = pgTable(
  'province_cities',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    parentId: integer('parent_id').references((): AnyPgColumn => provinceCities.id),
    name: text('name').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('province_cities_country_parent_idx').on(t.countryCode, t.parentId)],
);
