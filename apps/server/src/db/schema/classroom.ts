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
    /** Non-certification events (issue 17, cert §9): 0 seminar, 1 workshop, 2 webinar; null for certification training. */
    eventType: smallint('event_type'),
    /** Training type filter (cert §2): 0 theory and practical, 1 practical only. */
    trainingType: smallint('training_type').notNull().default(0),
    /** Agenda lines (newline-separated) and a short description shown on the detail page. */
    agenda: text('agenda').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Street address of an onsite session (the map link searches it). */
    address: text('address'),
    /** The online session's join link: shown only to learners holding a seat (issue 17). */
    onlineLink: text('online_link'),
    /** IANA time zone the session is held in, so calendars show it in the place's local time. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** iCalendar SEQUENCE: raised whenever the time or place changes, so calendar apps replace the event. */
    sequence: integer('sequence').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('classrooms_site_lang_start_idx').on(t.siteId, t.languageId, t.startAt),
    index('classrooms_cert_idx').on(t.certificationId),
    index('classrooms_site_start_idx').on(t.siteId, t.startAt),
    check('classrooms_kind_ck', sql`${t.kind} in (0, 1)`),
    check('classrooms_time_ck', sql`${t.endAt} > ${t.startAt}`),
    check('classrooms_event_type_ck', sql`${t.eventType} is null or ${t.eventType} in (0, 1, 2)`),
    check('classrooms_training_type_ck', sql`${t.trainingType} in (0, 1)`),
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
    /** Why the seat was cancelled when not by its learner or staff: 'account-deleted' (the deletion released it; reconciliation explains its paid order). */
    cancelReason: text('cancel_reason'),
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
    check('classroom_registrations_cancel_reason_ck', sql`${t.cancelReason} is null or ${t.cancelReason} in ('account-deleted')`),
  ],
);

/**
 * The waitlist of a full classroom (issue 17): `status` 0 waiting, 1 promoted (took a freed seat),
 * 2 left by the learner, 3 skipped (the learner could no longer take the seat when it freed).
 * Position is the order of `id` among waiting rows, written under the classroom's row lock.
 */
export const classroomWaitlist = pgTable(
  'classroom_waitlist',
  {
    id: serial('id').primaryKey(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    /** The seat a promotion wrote. */
    registrationId: integer('registration_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('classroom_waitlist_waiting_uq')
      .on(t.classroomId, t.userId)
      .where(sql`${t.status} = 0`),
    index('classroom_waitlist_queue_idx').on(t.classroomId, t.status, t.id),
    check('classroom_waitlist_status_ck', sql`${t.status} in (0, 1, 2, 3)`),
  ],
);

/**
 * A learner's private calendar feed (issue 17): the URL carries a random token; only its SHA-256
 * is stored. Revoking clears it; a new token replaces the old one (old URLs stop answering).
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').unique('calendar_feeds_token_hash_uq'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** POST evaluate/classroom: a learner's rating of a session they attended, once per session. */
export const classroomEvaluations = pgTable(
  'classroom_evaluations',
  {
    id: serial('id').primaryKey(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('classroom_evaluations_uq').on(t.classroomId, t.userId), check('classroom_evaluations_score_ck', sql`${t.score} between 1 and 5`)],
);

/** Training suggestions (cert §3, §5): what a learner would like to be trained in, and when. */
export const trainingSuggestions = pgTable(
  'training_suggestions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** '0' classroom, '2' otherwise (cert §3). */
    trainingType: smallint('training_type').notNull(),
    preferredBeginAt: timestamp('preferred_begin_at', { withTimezone: true }).notNull(),
    preferredEndAt: timestamp('preferred_end_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_suggestions_user_idx').on(t.userId, t.createdAt),
    check('training_suggestions_type_ck', sql`${t.trainingType} in (0, 2)`),
    check('training_suggestions_range_ck', sql`${t.preferredEndAt} > ${t.preferredBeginAt}`),
  ],
);
