import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { releaseCourses } from './catalogue';
import { users } from './identity';

/**
 * A learner's enrolment in a release course or video (commerce document §4, §7 addRegistration).
 * UNIQUE (user, relation): a double click or two racing requests can never create two rows; the
 * insert uses ON CONFLICT DO NOTHING and the loser answers 10024 (repeat enrol).
 */
export const registrations = pgTable('registrations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  relationId: integer('relation_id').notNull().references(() => releaseCourses.id, { onDelete: 'cascade' }),
  /** 0 course, 1 video. */
  courseType: smallint('course_type').notNull(),
  /** 0 not enrolled, 1 not audited, 2 audited. */
  status: smallint('status').notNull(),
  /** 0 not started, 1 learning, 2 learning ended, 3 success, 4 fail. */
  learningProcess: smallint('learning_process').notNull().default(0),
  /** 0 not subscribed, 1 subscribed, 2 cancelled (unsubscribing sends 2). */
  emailNotificationStatus: smallint('email_notification_status').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('registrations_user_relation_uq').on(t.userId, t.relationId),
  index('registrations_relation_idx').on(t.relationId),
  check('registrations_status_ck', sql`${t.status} in (0, 1, 2)`),
  check('registrations_notification_ck', sql`${t.emailNotificationStatus} in (0, 1, 2)`),
]);
