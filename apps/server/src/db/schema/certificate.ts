import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { certifications } from './catalogue';
import { certificationEnrolments } from './enrolment';
import { tenants } from './platform';
import { users } from './user';

/**
 * The certificate module's tables: applications for a certificate, the certificates issued and the
 * expiry reminders already queued.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/**
 * An application for the certificate (cert §7 certificationApply/apply): pending until staff
 * decide. At most one pending application per learner and certification (partial unique index):
 * a second apply answers 20036 (last application still pending).
 */
export const certificateApplications = pgTable(
  'certificate_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id, { onDelete: 'cascade' }),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => certificationEnrolments.id, { onDelete: 'cascade' }),
    /** 'pending', 'approved', 'rejected'. */
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('certificate_applications_pending_uq')
      .on(t.userId, t.certificationId)
      .where(sql`${t.state} = 'pending'`),
    index('certificate_applications_state_idx').on(t.state, t.createdAt),
    check('certificate_applications_state_ck', sql`${t.state} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * An issued certificate. `number` is unique and random (not guessable from another one); names
 * are copied at issue so the document and its verification page never change afterwards.
 * Validity two years (cert §9). State (valid, about to expire, expired, renewed) is derived from
 * the dates and `renewedById`; a revoked certificate verifies as not valid.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => certificateApplications.id),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    holderName: text('holder_name').notNull(),
    certificationName: text('certification_name').notNull(),
    /** 1 associate, 2 professional, 3 expert (medals count by level). */
    level: smallint('level').notNull(),
    kind: smallint('kind').notNull(),
    groupKey: text('group_key').notNull(),
    versionLabel: text('version_label').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The certificate issued by renewing this one. */
    renewedById: integer('renewed_by_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
    /** '1' opens the congratulation reminder dialog (cert §4) until the learner closes it. */
    remindStatus: text('remind_status').notNull().default('1'),
  },
  (t) => [
    uniqueIndex('certificates_number_uq').on(t.number),
    uniqueIndex('certificates_application_uq').on(t.applicationId),
    index('certificates_user_idx').on(t.userId, t.issuedAt),
    index('certificates_expiry_idx').on(t.expiresAt),
  ],
);

/** Expiry reminder e-mails already queued, one per certificate and reminder (the sweeper's record). */
export const certificateReminders = pgTable(
  'certificate_reminders',
  {
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    /** e.g. 'expiry-60d', 'expiry-7d'. */
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.certificateId, t.kind] })],
);
