import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { certifications, chapters, releaseCourses } from './catalogue';
import { users } from './user';

/**
 * The learning module's tables: course registrations, chapter progress, credits granted by completed
 * courses (decision 0010) and course ratings.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/**
 * A learner's enrolment in a release course or video (commerce document §4, §7 addRegistration).
 * UNIQUE (user, relation): a double click or two racing requests can never create two rows; the
 * insert uses ON CONFLICT DO NOTHING and the loser answers 10024 (repeat enrol).
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationId: integer('relation_id')
      .notNull()
      .references(() => releaseCourses.id, { onDelete: 'cascade' }),
    /** 0 course, 1 video. */
    courseType: smallint('course_type').notNull(),
    /** 0 not enrolled, 1 not audited, 2 audited. */
    status: smallint('status').notNull(),
    /** 0 not started, 1 learning, 2 learning ended, 3 success, 4 fail. */
    learningProcess: smallint('learning_process').notNull().default(0),
    /** 0 not subscribed, 1 subscribed, 2 cancelled (unsubscribing sends 2). */
    emailNotificationStatus: smallint('email_notification_status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registrations_user_relation_uq').on(t.userId, t.relationId),
    index('registrations_relation_idx').on(t.relationId),
    check('registrations_status_ck', sql`${t.status} in (0, 1, 2)`),
    check('registrations_notification_ck', sql`${t.emailNotificationStatus} in (0, 1, 2)`),
  ],
);

/** bytea as a Node Buffer (PGlite and node-postgres both hand back bytes). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * A learner's progress in one chapter. `watched` is a bit set with one bit per second of the
 * video: a second counts only when the learner reached it at an honest pace (see PLAYBACK in the
 * contracts), so "watched to the end" is decided here from saved progress, never by a client flag.
 * `anchorAt` is when the last save (or the playback grant) happened: the next save may advance at
 * most PLAYBACK.maxRate seconds per second of wall clock since then, plus the grace. A save that
 * used some of the grace moves it into the future by what it borrowed (watch-progress.ts), so the
 * grace is one allowance and not one per save.
 */
export const chapterProgress = pgTable(
  'chapter_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    releaseCourseId: integer('release_course_id')
      .notNull()
      .references(() => releaseCourses.id, { onDelete: 'cascade' }),
    /** Resume position in seconds. */
    position: real('position').notNull().default(0),
    watched: bytes('watched').notNull(),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    anchorAt: timestamp('anchor_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chapterId] }),
    index('chapter_progress_user_course_idx').on(t.userId, t.releaseCourseId, t.updatedAt),
    check('chapter_progress_position_ck', sql`${t.position} >= 0`),
  ],
);

/**
 * Credits a completed course granted to the learner, towards the course's certification (cert
 * §9: credits of compulsory and elective courses are summed). One row per learner and course:
 * the primary key makes a repeated completion (two tabs, a retry) grant nothing twice.
 */
export const creditGrants = pgTable(
  'credit_grants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    releaseCourseId: integer('release_course_id')
      .notNull()
      .references(() => releaseCourses.id, { onDelete: 'cascade' }),
    certificationId: integer('certification_id').references(() => certifications.id, { onDelete: 'set null' }),
    credits: smallint('credits').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.releaseCourseId] }), index('credit_grants_user_cert_idx').on(t.userId, t.certificationId)],
);

/** A learner's own rating of a course or video: one per learner and course (saving again edits it). */
export const courseEvaluations = pgTable(
  'course_evaluations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    releaseCourseId: integer('release_course_id')
      .notNull()
      .references(() => releaseCourses.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_evaluations_user_course_uq').on(t.userId, t.releaseCourseId),
    check('course_evaluations_score_ck', sql`${t.score} between 1 and 5`),
  ],
);
