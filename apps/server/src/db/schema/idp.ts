import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './platform';

/**
 * The embedded identity provider's tables (/idp): its accounts, single-use links and oidc-provider storage.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/**
 * Local accounts of the embedded identity provider (/idp). The platform's `users` rows are the
 * relying party's copy, made from the ID token; this table is the provider's own.
 * Deletion anonymises the row (the id stays, so the subject is never reused).
 */
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash` (base64url); null once the account is deleted. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Language of the pages and mails the account gets ('en', 'pl' …). */
    locale: text('locale').notNull().default('en'),
    role: text('role').notNull().default('learner'),
    /** Tenant the account signed up on (styles its mails and pages); null for CLI accounts. */
    tenantId: integer('tenant_id').references(() => tenants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('idp_accounts_email_uq').on(t.email), check('idp_accounts_role_ck', sql`${t.role} in ('learner', 'staff')`)],
);

/**
 * Single-use links sent by mail (e-mail verification 24 h, password reset 1 h). Only the
 * SHA-256 of the token is stored; consuming is one UPDATE … WHERE used_at IS NULL.
 */
export const idpTokens = pgTable(
  'idp_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => idpAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sign-in in progress when the link was asked for, to return to it afterwards. */
    interactionUid: text('interaction_uid'),
    /** Origin of the site the person came from (a tenant host), for the "back to the site" link. */
    siteOrigin: text('site_origin'),
  },
  (t) => [index('idp_tokens_account_idx').on(t.accountId), check('idp_tokens_purpose_ck', sql`${t.purpose} in ('verify', 'reset')`)],
);

/**
 * oidc-provider's storage (sessions, interactions, grants, codes, tokens …), shared by every
 * node and kept across restarts. One row per model type and id.
 */
export const idpPayloads = pgTable(
  'idp_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('idp_payloads_grant_idx').on(t.grantId),
    index('idp_payloads_uid_idx').on(t.uid),
    index('idp_payloads_user_code_idx').on(t.userCode),
    index('idp_payloads_expires_idx').on(t.expiresAt),
  ],
);
