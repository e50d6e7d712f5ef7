import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { certifications } from './catalogue';
import { languages, sites, tenants } from './platform';
import { users } from './user';

/**
 * Instructor-led training (decision 0011): trainers, classrooms (the home page lists the upcoming
 * ones) and learners' seats in them. Capacity, "one current training per certification" and the
 * 24-hour cancel rule are decided by the services under row locks; the partial unique index is
 * the last wall against a double click writing two seats.
 * Ownership (issue 15, decision 0016): only this module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join); the rest only this module reads.
 */

/** A certified trainer as presented on one site in one language (the bio is language text). */
export const trainers = pgTable(
  'trainers',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    name: text('name').notNull(),
    /** Role shown under the name, e.g. "Senior video security trainer". */
    title: text('title').notNull().default(''),
    photoUrl: text('photo_url'),
    bio: text('bio').notNull().default(''),
    countryCode: text('country_code'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('trainers_site_lang_idx').on(t.siteId, t.languageId, t.sort)],
);

/**
 * Instructor-led sessions. The base a later issue extends with enrolment, prices, practical
 * exams and calendars; the home page needs only what it shows of the upcoming ones.
 */
export const classrooms = pgTable(
  'classrooms',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    title: text('title').notNull(),
    /** Classroom kind (cert §9): 0 onsite, 1 online. */
    kind: smallint('kind').notNull(),
    certificationId: integer('certification_id').references(() => certifications.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Null for online sessions. */
    city: text('city'),
    countryCode: text('country_code'),
    trainerId: integer('trainer_id').references(() => trainers.id),
    seats: smallint('seats').notNull().default(0),
    coverUrl: text('cover_url'),
  },
  (t) => [
    index('classrooms_site_lang_start_idx').on(t.siteId, t.languageId, t.startAt),
    index('classrooms_cert_idx').on(t.certificationId),
    check('classrooms_kind_ck', sql`${t.kind} in (0, 1)`),
    check('classrooms_time_ck', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * A learner's seat in a classroom. `status` uses the classroom user states of cert §4:
 * 1 unenrolled (cancelled by the learner), 2 pending, 3 enrolled, 4 rejected, 15 expired.
 * Only 2 and 3 hold a seat.
 */
export const classroomRegistrations = pgTable(
  'classroom_registrations',
  {
    id: serial('id').primaryKey(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The classroom's certification, copied so "one current training per certification" is one index scan. */
    certificationId: integer('certification_id').references(() => certifications.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    /** 'direct' or 'invitation'. */
    via: text('via').notNull().default('direct'),
    invitationId: integer('invitation_id'),
    /** 0 not subscribed, 1 subscribed, 2 cancelled. */
    emailNotificationStatus: smallint('email_notification_status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The enrolment's learning type before this seat made it classroom (issue 14): cancelling the
     * seat restores it, so a self-paced learner who tried a class is self-paced again. Null: no certification.
     */
    learningTypeBefore: smallint('learning_type_before'),
    /** Attendance (issue 17): 0 not recorded, 1 checked in, 2 absent; by QR (attendanceBy null) or by staff. */
    attendance: smallint('attendance').notNull().default(0),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    attendanceBy: integer('attendance_by'),
    /** The 30-second QR window the learner checked in with: the same code again is a replay. */
    checkinWindow: integer('checkin_window'),
  },
  (t) => [
    uniqueIndex('classroom_registrations_active_uq')
      .on(t.userId, t.classroomId)
      .where(sql`${t.status} in (2, 3)`),
    index('classroom_registrations_classroom_idx').on(t.classroomId, t.status),
    index('classroom_registrations_user_cert_idx').on(t.userId, t.certificationId, t.status),
    check('classroom_registrations_status_ck', sql`${t.status} in (1, 2, 3, 4, 15)`),
    check('classroom_registrations_via_ck', sql`${t.via} in ('direct', 'invitation')`),
    check('classroom_registrations_attendance_ck', sql`${t.attendance} in (0, 1, 2)`),
  ],
);
