import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { languages, sites, tenants } from './site';

/**
 * A learner or staff member as the platform knows them, created or updated from the identity
 * provider's ID token on sign-in (subject = issuer + sub). Profile fields are the certification
 * document's "User info" (section 3); they are nulled by account deletion.
 */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
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
}, (t) => [uniqueIndex('users_subject_uq').on(t.subject)]);

/**
 * Server-side sessions. The cookie holds a random token; only its SHA-256 is stored, so a
 * database leak does not hand out live sessions. Sliding expiry moves expiresAt on use.
 */
export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** ID token kept for RP-initiated logout (id_token_hint). */
  idToken: text('id_token'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  userAgent: text('user_agent'),
  ip: text('ip'),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/** Login attempts in flight: state, PKCE verifier, nonce and the return target, for 10 minutes. */
export const loginStates = pgTable('login_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  target: text('target').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Secrets the nodes must share and keep across restarts (embedded IdP keys, client secret …). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
