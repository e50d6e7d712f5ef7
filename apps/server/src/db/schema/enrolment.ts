import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { certifications } from './catalogue';
import { sites } from './platform';
import { users } from './user';

/**
 * The enrolment module's table (issue 7, decision 0010): a learner's enrolment in a certification.
 * The certification's current status (cert §4: 0 enrol ... 6 approved) is derived from this and the
 * facts of the modules above it on read, never stored, so no other module has to keep it in step.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/**
 * One row per learner and certification (UNIQUE): a double click or racing requests never create
 * two. `state`: pending (waiting for staff review), approved, rejected (may enrol again), reset
 * (two failed theory exams: must enrol again). `cycleStartedAt` moves on re-enrolment and renewal:
 * exam passes and applications before it belong to an earlier cycle and do not count.
 */
export const certificationEnrolments = pgTable(
  'certification_enrolments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    state: text('state').notNull(),
    /** 0 course (self-paced), 1 classroom (instructor-led). */
    learningType: smallint('learning_type').notNull().default(0),
    /** 'direct' or 'invitation'. */
    via: text('via').notNull().default('direct'),
    invitationId: integer('invitation_id'),
    /** 0 not subscribed, 1 subscribed, 2 cancelled. */
    emailNotificationStatus: smallint('email_notification_status').notNull().default(0),
    /** userCourseUpdateDTO (cert §3): '1' once the learner has seen the exam tips / the course update. */
    viewExamTips: text('view_exam_tips').notNull().default('0'),
    viewUpdate: text('view_update').notNull().default('0'),
    cycleStartedAt: timestamp('cycle_started_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certification_enrolments_user_cert_uq').on(t.userId, t.certificationId),
    index('certification_enrolments_cert_state_idx').on(t.certificationId, t.state),
    index('certification_enrolments_state_idx').on(t.state, t.createdAt),
    check('certification_enrolments_state_ck', sql`${t.state} in ('pending', 'approved', 'rejected', 'reset')`),
    check('certification_enrolments_learning_type_ck', sql`${t.learningType} in (0, 1)`),
    check('certification_enrolments_via_ck', sql`${t.via} in ('direct', 'invitation')`),
  ],
);
