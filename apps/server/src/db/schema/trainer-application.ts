import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sites, tenants } from './platform';
import { users } from './user';

/**
 * The trainer-application module's tables (issue 21 item 2; decision 0024): applications to become
 * a trainer and the one-time image verification codes of the join form.
 * Ownership (issue 15, decision 0016): only this module writes or reads these tables.
 */

/**
 * One application. Its personal fields are nullable: a declined application keeps only its
 * skeleton (who, when, decision) once the sweeper has deleted the data at `purge_after`
 * (cert §6: "if declined, personal data deleted within 3 business days").
 */
export const trainerApplications = pgTable(
  'trainer_applications',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('pending'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    country: text('country'),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    /** The learner's valid certificates at the time, as checked on the server. */
    certificates: jsonb('certificates').$type<{ number: string; certificationName: string }[]>().notNull().default([]),
    experience: text('experience'),
    /** Storage key of the PDF; null once deleted. */
    cvKey: text('cv_key'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** When a declined application's personal data goes (3 business days after the decision). */
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    check('trainer_applications_state_ck', sql`${t.state} in ('pending', 'accepted', 'declined')`),
    // One open application per learner and tenant: the database refuses a second (a double submit).
    uniqueIndex('trainer_applications_pending_uq')
      .on(t.tenantId, t.userId)
      .where(sql`${t.state} = 'pending'`),
    index('trainer_applications_queue_idx').on(t.tenantId, t.state, t.createdAt),
    index('trainer_applications_purge_idx')
      .on(t.purgeAfter)
      .where(sql`${t.purgedAt} is null and ${t.purgeAfter} is not null`),
  ],
);

/** An issued verification code: taken (deleted) by its first check, right or wrong; expired ones are swept. */
export const trainerValidateCodes = pgTable(
  'trainer_validate_codes',
  {
    key: uuid('key').primaryKey(),
    /** The answer, upper case. Plain: it guards nothing once used or expired (decision 0024). */
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('trainer_validate_codes_expires_idx').on(t.expiresAt)],
);
