import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { languages, sites } from './platform';
import { users } from './user';

/**
 * The smart-try module's tables (issue 21 item 3, decision 0025): the product promotion campaign
 * for certified users per site, its texts and products per language, its distributors, and the
 * learners' requests.
 * Ownership (issue 15, decision 0016): only this module writes or reads these tables.
 */

/** A campaign of one site, running from `startsAt` to `endsAt`; `code` names it across seeds. */
export const smartTryCampaigns = pgTable(
  'smart_try_campaigns',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    code: text('code').notNull(),
    imageUrl: text('image_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('smart_try_campaigns_site_code_uq').on(t.siteId, t.code),
    index('smart_try_campaigns_site_dates_idx').on(t.siteId, t.endsAt),
    check('smart_try_campaigns_dates_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The campaign's text in one language of its site; a language without a row shows no campaign. */
export const smartTryCampaignTexts = pgTable(
  'smart_try_campaign_texts',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => smartTryCampaigns.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.languageId] })],
);

/** A product offered in the campaign; `productType` is the stable key the request form selects by. */
export const smartTryProducts = pgTable(
  'smart_try_products',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => smartTryCampaigns.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    imageUrl: text('image_url'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('smart_try_products_type_uq').on(t.campaignId, t.productType)],
);

/** A product's name and description in one language. */
export const smartTryProductTexts = pgTable(
  'smart_try_product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => smartTryProducts.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.languageId] })],
);

/** A distributor through whom the campaign's trial products are handed out (names are not translated). */
export const smartTryDistributors = pgTable(
  'smart_try_distributors',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => smartTryCampaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    city: text('city').notNull().default(''),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('smart_try_distributors_campaign_idx').on(t.campaignId)],
);

/**
 * A learner's request. One per learner and campaign (UNIQUE): racing submits write one row. The
 * certificate and names are copied when requested, so the review shows what the learner chose
 * even after the certificate expires.
 */
export const smartTryRequests = pgTable(
  'smart_try_requests',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => smartTryCampaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificateNumber: text('certificate_number').notNull(),
    certificationName: text('certification_name').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => smartTryProducts.id),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => smartTryDistributors.id),
    note: text('note').notNull().default(''),
    /** 'pending', 'approved', 'rejected', or 'withdrawn' (pending when the learner deleted their account; migration 0026). */
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('smart_try_requests_campaign_user_uq').on(t.campaignId, t.userId),
    index('smart_try_requests_state_idx').on(t.state, t.createdAt),
    check('smart_try_requests_state_ck', sql`${t.state} in ('pending', 'approved', 'rejected', 'withdrawn')`),
  ],
);
