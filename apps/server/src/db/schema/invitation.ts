import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { certifications } from './catalogue';
import { classrooms } from './classroom';
import { sites, tenants } from './platform';
import { practicalExams } from './practical-exam';
import { users } from './user';

/**
 * The invitation module's tables: invitation codes and who used them.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/**
 * Invitation codes (cert §3, §7): for users or for sales, enrolling in one certification.
 * Restrictions: a use limit, an expiry, one site (10018 names it), a list of countries (10019) and
 * an e-mail binding (10007). `usedCount` moves in the same transaction as the enrolment, under the
 * invitation's row lock, so the limit holds under racing requests.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** 'user' or 'sales'. */
    kind: text('kind').notNull(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id, { onDelete: 'cascade' }),
    /**
     * What the code enrols in (cert §3 relationType, decision 0011): 0 the certification, 1 one of
     * its classrooms (`classroomId`), 2 one of its practical exams (`practicalExamId`, taken by
     * /invitation/practical-exam).
     */
    relationType: smallint('relation_type').notNull().default(0),
    classroomId: integer('classroom_id').references(() => classrooms.id, { onDelete: 'cascade' }),
    practicalExamId: integer('practical_exam_id').references(() => practicalExams.id, { onDelete: 'cascade' }),
    /** Valid only on this site when set. */
    siteId: integer('site_id').references(() => sites.id),
    /** Valid only for learners from these countries (ISO codes) when set. */
    countryCodes: jsonb('country_codes').$type<string[]>(),
    /** Only the learner with this e-mail may use it when set. */
    email: text('email'),
    maxUses: integer('max_uses').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Enrolment through this code closes at this time (10013) even when the code has not expired. */
    enrolUntil: timestamp('enrol_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_code_uq').on(t.code),
    check('invitations_kind_ck', sql`${t.kind} in ('user', 'sales')`),
    check('invitations_uses_ck', sql`${t.usedCount} >= 0 and ${t.usedCount} <= ${t.maxUses}`),
    check(
      'invitations_relation_ck',
      sql`(${t.relationType} = 0 and ${t.classroomId} is null and ${t.practicalExamId} is null)
    or (${t.relationType} = 1 and ${t.classroomId} is not null and ${t.practicalExamId} is null)
    or (${t.relationType} = 2 and ${t.practicalExamId} is not null and ${t.classroomId} is null)`,
    ),
  ],
);

/** Who used which invitation: one use per learner and code. */
export const invitationUses = pgTable(
  'invitation_uses',
  {
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invitationId, t.userId] })],
);
