import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { certifications } from './catalogue';
import { languages, sites } from './platform';
import { users } from './user';

/**
 * Practical exams (decision 0011): sessions and learners' places in them. "One current practical
 * exam per certification" and the 24-hour cancel rule are decided by the services under row locks;
 * the partial unique index is the last wall against a double click writing two seats.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/**
 * A practical-exam session of a certification (cert §3 "Practical exam entry"): where, when and
 * how many seats. `regionId` is the site's region the session serves (cert §7 getRegion).
 */
export const practicalExams = pgTable(
  'practical_exams',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id, { onDelete: 'cascade' }),
    regionId: integer('region_id'),
    name: text('name').notNull(),
    /** Venue, or null for a remote (recorded) exam. */
    city: text('city'),
    countryCode: text('country_code'),
    address: text('address'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    seats: smallint('seats').notNull(),
    /** '1' paid (cert §3 isCharge). Paid seats are bought through checkout, not the free enrol call. */
    isCharge: smallint('is_charge').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practical_exams_cert_start_idx').on(t.certificationId, t.startAt),
    index('practical_exams_site_start_idx').on(t.siteId, t.startAt),
    check('practical_exams_time_ck', sql`${t.endAt} > ${t.startAt}`),
    check('practical_exams_seats_ck', sql`${t.seats} > 0`),
    check('practical_exams_charge_ck', sql`${t.isCharge} in (0, 1)`),
  ],
);

/**
 * A learner's place in a practical exam (the spec's "practicalExamApprove"). `status` uses the
 * practical-exam user states of cert §4: 1 cancel (cancelled by the learner), 2 unenroll (enrolled:
 * the button offers to unenroll), 3 unenrolled (removed by staff), 4 success, 5 fail, 6 absent;
 * 0 "enroll" is what a session without a row shows. `approval` is the staff's decision on the
 * result (0 pending, 1 success, 2 fail). Only status 2 holds a seat.
 */
export const practicalExamEnrolments = pgTable(
  'practical_exam_enrolments',
  {
    id: serial('id').primaryKey(),
    practicalExamId: integer('practical_exam_id')
      .notNull()
      .references(() => practicalExams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    approval: smallint('approval').notNull().default(0),
    /** Asked at enrolment (cert §5). */
    allergies: text('allergies').notNull().default(''),
    dietaryRequirements: text('dietary_requirements').notNull().default(''),
    /** The practical task's recording (cert §4 task panel), with its password if any. */
    recordLink: text('record_link'),
    linkPasswd: text('link_passwd'),
    via: text('via').notNull().default('direct'),
    invitationId: integer('invitation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why the seat was cancelled when not by its learner or staff: 'account-deleted' (the deletion released it; reconciliation explains its paid order). */
    cancelReason: text('cancel_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** An uploaded recording of the practical task (issue 17): storage key, type found by content, size in bytes. */
    recordFileKey: text('record_file_key'),
    recordFileType: text('record_file_type'),
    recordFileSize: integer('record_file_size'),
    /** When the learner last submitted a recording (link or file). */
    recordSubmittedAt: timestamp('record_submitted_at', { withTimezone: true }),
    /** The examiner's score out of 100 (cert §9: pass at 80); null until graded. */
    score: smallint('score'),
  },
  (t) => [
    // One current practical exam per learner and certification (10009): a second seat cannot be written.
    uniqueIndex('practical_exam_enrolments_current_uq')
      .on(t.userId, t.certificationId)
      .where(sql`${t.status} = 2`),
    index('practical_exam_enrolments_exam_idx').on(t.practicalExamId, t.status),
    index('practical_exam_enrolments_user_idx').on(t.userId, t.certificationId, t.createdAt),
    check('practical_exam_enrolments_status_ck', sql`${t.status} in (1, 2, 3, 4, 5, 6)`),
    check('practical_exam_enrolments_approval_ck', sql`${t.approval} in (0, 1, 2)`),
    check('practical_exam_enrolments_via_ck', sql`${t.via} in ('direct', 'invitation')`),
    check('practical_exam_enrolments_score_ck', sql`${t.score} is null or (${t.score} >= 0 and ${t.score} <= 100)`),
    check('practical_exam_enrolments_cancel_reason_ck', sql`${t.cancelReason} is null or ${t.cancelReason} in ('account-deleted')`),
  ],
);

/**
 * The practical task of a certification (cert §3 showTask, needRecord, taskContent; §4 task
 * panel): whether the task page shows it, whether a recording is asked for, and its lines.
 * A certification without a row has no task panel.
 */
export const practicalExamTasks = pgTable(
  'practical_exam_tasks',
  {
    certificationId: integer('certification_id')
      .primaryKey()
      .references(() => certifications.id, { onDelete: 'cascade' }),
    showTask: smallint('show_task').notNull().default(1),
    needRecord: smallint('need_record').notNull().default(1),
    /** Newline-separated lines, shown one per line. */
    taskContent: text('task_content').notNull().default(''),
  },
  (t) => [check('practical_exam_tasks_flags_ck', sql`${t.showTask} in (0, 1) and ${t.needRecord} in (0, 1)`)],
);
