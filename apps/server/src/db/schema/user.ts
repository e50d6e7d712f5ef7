import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { languages, sites, tenants } from './platform';

/**
 * The user module's tables: the platform's copy of a person, their business types and the
 * nonces of accepted signature hand-offs.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/**
 * A learner or staff member as the platform knows them, created or updated from the identity
 * provider's ID token on sign-in (subject = issuer + sub). Profile fields are the certification
 * document's "User info" (section 3); they are nulled by account deletion.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** `${issuer}|${sub}`: one row per identity at one provider. */
    subject: text('subject').notNull(),
    email: text('email'),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    languageId: integer('language_id').references(() => languages.id),
    siteId: integer('site_id').references(() => sites.id),
    phoneNumber: text('phone_number'),
    phoneCode: text('phone_code'),
    country: text('country'),
    countryCode: text('country_code'),
    province: text('province'),
    city: text('city'),
    address: text('address'),
    postcode: text('postcode'),
    vatNumber: text('vat_number'),
    company: text('company'),
    jobTitle: text('job_title'),
    /** Business type id (GET /api/user/getTypeList). */
    type: integer('type'),
    photoImgUrl: text('photo_img_url'),
    /** 0 not subscribed, 1 subscribed, 2 cancelled. */
    emailNotificationStatus: smallint('email_notification_status').notNull().default(0),
    /** '1' shows the EU/Asia migration notice; set to '0' once dismissed. */
    migrationPopStatus: text('migration_pop_status').notNull().default('1'),
    /** 'learner' or 'staff' (from the provider's role claim). */
    role: text('role').notNull().default('learner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_subject_uq').on(t.subject),
    /** The company certificate search (decision 0018) looks a VAT number up per tenant and site on every public call. */
    index('users_company_vat_idx')
      .on(t.tenantId, t.siteId, t.vatNumber)
      .where(sql`${t.vatNumber} is not null and ${t.deletedAt} is null`),
  ],
);

/** Business types of a user (users.type): installer, integrator … (GET /api/user/getTypeList). @published */
export const businessTypes = pgTable('business_types', {
  id: integer('id').primaryKey(),
  /** Stable English key, e.g. 'installer'. */
  code: text('code').notNull().unique(),
  sort: smallint('sort').notNull().default(0),
});

/** @published */
export const businessTypeNames = pgTable(
  'business_type_names',
  {
    typeId: integer('type_id')
      .notNull()
      .references(() => businessTypes.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.typeId, t.languageId] })],
);

/**
 * Nonces of accepted signature hand-offs (POST /api/user/sso/oneHikIdSign/verify). The primary
 * key decides replays: the insert of a second use fails, however many requests race.
 */
export const signatureNonces = pgTable(
  'signature_nonces',
  {
    appId: text('app_id').notNull(),
    nonce: text('nonce').notNull(),
    /** The signature's own expiry; rows past it can go (a replay would fail the expiry check anyway). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.nonce] }), index('signature_nonces_expires_idx').on(t.expiresAt)],
);
