import { type AnyPgColumn, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { countries, languages, regions, sites } from './site';

/**
 * Required-information config (certification document sections 3 and 5, "supply-info"): one row
 * per site, optionally one per region of that site, which then wins over the site's row.
 * `flags` maps a profile field to '1' (required and shown) or '0'; users in a region listed in
 * `exemptRegionIds` (regionInfoRelIdList) have nothing required.
 */
export const supplementConfigs = pgTable('supplement_configs', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  regionId: integer('region_id').references(() => regions.id),
  flags: jsonb('flags').$type<Record<string, '0' | '1'>>().notNull(),
  exemptRegionIds: integer('exempt_region_ids').array().notNull().default(sql`'{}'::integer[]`),
}, (t) => [
  // One site-wide row (region null) per site, and one row per region of a site.
  uniqueIndex('supplement_configs_site_uq').on(t.siteId).where(sql`${t.regionId} is null`),
  uniqueIndex('supplement_configs_site_region_uq').on(t.siteId, t.regionId).where(sql`${t.regionId} is not null`),
]);

/** Provinces (parent null) of a country and the cities of each province, for the profile form. */
export const provinceCities = pgTable('province_cities', {
  id: serial('id').primaryKey(),
  countryCode: text('country_code').notNull().references(() => countries.code),
  parentId: integer('parent_id').references((): AnyPgColumn => provinceCities.id),
  name: text('name').notNull(),
  sort: smallint('sort').notNull().default(0),
}, (t) => [index('province_cities_country_parent_idx').on(t.countryCode, t.parentId)]);

/** Business types of a user (users.type): installer, integrator … (GET /api/user/getTypeList). */
export const businessTypes = pgTable('business_types', {
  id: integer('id').primaryKey(),
  /** Stable English key, e.g. 'installer'. */
  code: text('code').notNull().unique(),
  sort: smallint('sort').notNull().default(0),
});

export const businessTypeNames = pgTable('business_type_names', {
  typeId: integer('type_id').notNull().references(() => businessTypes.id),
  languageId: integer('language_id').notNull().references(() => languages.id),
  name: text('name').notNull(),
}, (t) => [primaryKey({ columns: [t.typeId, t.languageId] })]);

/**
 * Nonces of accepted signature hand-offs (POST /api/user/sso/oneHikIdSign/verify). The primary
 * key decides replays: the insert of a second use fails, however many requests race.
 */
export const signatureNonces = pgTable('signature_nonces', {
  appId: text('app_id').notNull(),
  nonce: text('nonce').notNull(),
  /** The signature's own expiry; rows past it can go (a replay would fail the expiry check anyway). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.appId, t.nonce] }), index('signature_nonces_expires_idx').on(t.expiresAt)]);
