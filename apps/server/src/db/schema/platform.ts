import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The platform's own tables: tenants, sites, languages, countries, regions and currencies (the
 * reference data every request is resolved against), plus the seed record, the mail outbox and shared secrets.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/** A brand: chosen by host name; owns its title, favicon, logo and privacy-policy link. @published */
export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  defaultTitle: text('default_title').notNull(),
  faviconUrl: text('favicon_url').notNull(),
  logoUrl: text('logo_url').notNull(),
  /** Logo for dark backgrounds (header, footer). */
  logoInverseUrl: text('logo_inverse_url').notNull(),
  privacyPolicyUrl: text('privacy_policy_url').notNull(),
  /** Host names (lower case, no port) that select this tenant; the main tenant also takes unknown hosts. */
  hosts: text('hosts').array().notNull().default([]),
  isDefault: boolean('is_default').notNull().default(false),
});

/** Regional site; ids are the spec's (EN 1 ... EU 21, ASIA 27), so they are not serial. @published */
export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** URL prefix without slashes ('' for the tenant's default site, 'eu', 'asia' ...). */
    pathPrefix: text('path_prefix').notNull(),
    baseLanguageId: integer('base_language_id').notNull(),
    orderFood: boolean('order_food').notNull().default(false),
    showCompanyCertificate: boolean('show_company_certificate').notNull().default(false),
    languageNavigation: boolean('language_navigation').notNull().default(true),
    analyticsTestId: text('analytics_test_id'),
    analyticsProdId: text('analytics_prod_id'),
    contactEmail: text('contact_email').notNull(),
    defaultCountryCode: text('default_country_code').notNull(),
    isEu: boolean('is_eu').notNull().default(false),
    isAsia: boolean('is_asia').notNull().default(false),
    isArSite: boolean('is_ar_site').notNull().default(false),
    showNonCertiMenu: boolean('show_non_certi_menu').notNull().default(false),
  },
  (t) => [uniqueIndex('sites_tenant_prefix_uq').on(t.tenantId, t.pathPrefix)],
);

/** @published */
export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  /** Key of the language pack (i18n catalogue), e.g. 'en', 'ar'. */
  languagePackId: text('language_pack_id').notNull().unique(),
  languageComplete: text('language_complete').notNull(),
  languageSimple: text('language_simple').notNull(),
  rtl: boolean('rtl').notNull().default(false),
});

/** Which languages a site offers, and for which country (the language selector is country then language). @published */
export const siteLanguages = pgTable(
  'site_languages',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.languageId, t.countryCode] })],
);

/** @published */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Country-code group of the spec's section 9 (e.g. 'DACH', 'BALTIC'); null when none. */
  regionGroup: text('region_group'),
  isEu: boolean('is_eu').notNull().default(false),
});

/** Region entries (country type 0) and multi-country regions (type 1), per site. @published */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    type: smallint('type').notNull().default(0),
    currencyId: integer('currency_id').references(() => currencies.id),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('regions_site_code_uq').on(t.siteId, t.code)],
);

/** @published */
export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  symbol: text('symbol').notNull(),
  name: text('name').notNull(),
  minorUnits: smallint('minor_units').notNull().default(2),
});

/** Currencies offered on a site (checkout shows only these). @published */
export const siteCurrencies = pgTable(
  'site_currencies',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currencyId] })],
);

export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the nodes must share and keep across restarts (embedded IdP keys, client secret …). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every mail the platform sends goes here first (so none is lost when SMTP is down or absent);
 * the sweeper delivers unsent rows when SMTP_URL is set. Without it they stay readable at /dev/mail.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /** Null only while the row waits to be rendered (rendered_at null): a notification is rendered at delivery (decision 0033). */
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Per event and recipient (notification module): a repeated event writes no second row. */
    idempotencyKey: text('idempotency_key'),
    /** Stable RFC 5322 Message-ID: a resend after a crash between send and record is the same message. */
    messageId: text('message_id'),
    /** The message kind (notification event type), its recipient and language, for the outbox page. */
    kind: text('kind'),
    userId: integer('user_id'),
    language: text('language'),
    /** What the message was rendered from, so the outbox page can show it in every language. */
    payload: jsonb('payload'),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post …). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Attachments: file name, content type and base64 content. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    /** Not tried before this time (exponential backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender's claim: no other sender takes the row before it ends (a crashed sender's claim lapses). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * When subject, text and html were written. Null: queued by notify with its event only, rendered
     * by the delivery loop after the commit (decision 0033); such a row is never claimed for sending.
     * Every other writer (sendMail, campaign batches) queues rendered mail: the default.
     */
    renderedAt: timestamp('rendered_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    check('outbox_mails_rendered_ck', sql`${t.renderedAt} is null or (${t.subject} is not null and ${t.text} is not null)`),
    index('outbox_mails_unrendered_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.renderedAt} is null and ${t.sentAt} is null`),
    index('outbox_mails_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index('outbox_mails_to_idx').on(t.to, t.createdAt),
    uniqueIndex('outbox_mails_idempotency_uq').on(t.idempotencyKey),
    index('outbox_mails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** Each delivery attempt of an outbox mail and its outcome ('sent', 'failed', or 'interrupted' when its sender died). */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => outboxMails.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome'),
    error: text('error'),
  },
  (t) => [index('outbox_attempts_mail_idx').on(t.mailId, t.id)],
);
