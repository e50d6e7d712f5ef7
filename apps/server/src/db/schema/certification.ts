import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { certifications } from './catalogue';
import { users } from './identity';
import { classrooms } from './home';
import { sites, tenants } from './site';
import { practicalExams } from './training';

/**
 * The certification journey (issue 7, decision 0010): a learner's enrolment in a certification,
 * the application for its certificate, the certificates issued, invitation codes, and the staff
 * audit log. The certification's current status (cert §4: 0 enrol ... 6 approved) is derived from
 * these facts on read (journey-status.ts), never stored, so no other module has to keep it in step.
 */

/**
 * One row per learner and certification (UNIQUE): a double click or racing requests never create
 * two. `state`: pending (waiting for staff review), approved, rejected (may enrol again), reset
 * (two failed theory exams: must enrol again). `cycleStartedAt` moves on re-enrolment and renewal:
 * exam passes and applications before it belong to an earlier cycle and do not count.
 */
export const certificationEnrolments = pgTable('certification_enrolments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  certificationId: integer('certification_id').notNull().references(() => certifications.id, { onDelete: 'cascade' }),
  siteId: integer('site_id').notNull().references(() => sites.id),
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
}, (t) => [
  uniqueIndex('certification_enrolments_user_cert_uq').on(t.userId, t.certificationId),
  index('certification_enrolments_cert_state_idx').on(t.certificationId, t.state),
  index('certification_enrolments_state_idx').on(t.state, t.createdAt),
  check('certification_enrolments_state_ck', sql`${t.state} in ('pending', 'approved', 'rejected', 'reset')`),
  check('certification_enrolments_learning_type_ck', sql`${t.learningType} in (0, 1)`),
  check('certification_enrolments_via_ck', sql`${t.via} in ('direct', 'invitation')`),
]);

/**
 * An application for the certificate (cert §7 certificationApply/apply): pending until staff
 * decide. At most one pending application per learner and certification (partial unique index):
 * a second apply answers 20036 (last application still pending).
 */
export const certificateApplications = pgTable('certificate_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  certificationId: integer('certification_id').notNull().references(() => certifications.id, { onDelete: 'cascade' }),
  enrolmentId: integer('enrolment_id').notNull().references(() => certificationEnrolments.id, { onDelete: 'cascade' }),
  /** 'pending', 'approved', 'rejected'. */
  state: text('state').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decisionReason: text('decision_reason'),
}, (t) => [
  uniqueIndex('certificate_applications_pending_uq').on(t.userId, t.certificationId).where(sql`${t.state} = 'pending'`),
  index('certificate_applications_state_idx').on(t.state, t.createdAt),
  check('certificate_applications_state_ck', sql`${t.state} in ('pending', 'approved', 'rejected')`),
]);

/**
 * An issued certificate. `number` is unique and random (not guessable from another one); names
 * are copied at issue so the document and its verification page never change afterwards.
 * Validity two years (cert §9). State (valid, about to expire, expired, renewed) is derived from
 * the dates and `renewedById`; a revoked certificate verifies as not valid.
 */
export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  number: text('number').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  certificationId: integer('certification_id').notNull().references(() => certifications.id),
  applicationId: integer('application_id').notNull().references(() => certificateApplications.id),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
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
}, (t) => [
  uniqueIndex('certificates_number_uq').on(t.number),
  uniqueIndex('certificates_application_uq').on(t.applicationId),
  index('certificates_user_idx').on(t.userId, t.issuedAt),
  index('certificates_expiry_idx').on(t.expiresAt),
]);

/** Expiry reminder e-mails already queued, one per certificate and reminder (the sweeper's record). */
export const certificateReminders = pgTable('certificate_reminders', {
  certificateId: integer('certificate_id').notNull().references(() => certificates.id, { onDelete: 'cascade' }),
  /** e.g. 'expiry-60d', 'expiry-7d'. */
  kind: text('kind').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.certificateId, t.kind] })]);

/**
 * Invitation codes (cert §3, §7): for users or for sales, enrolling in one certification.
 * Restrictions: a use limit, an expiry, one site (10018 names it), a list of countries (10019) and
 * an e-mail binding (10007). `usedCount` moves in the same transaction as the enrolment, under the
 * invitation's row lock, so the limit holds under racing requests.
 */
export const invitations = pgTable('invitations', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  /** 'user' or 'sales'. */
  kind: text('kind').notNull(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  certificationId: integer('certification_id').notNull().references(() => certifications.id, { onDelete: 'cascade' }),
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
}, (t) => [
  uniqueIndex('invitations_code_uq').on(t.code),
  check('invitations_kind_ck', sql`${t.kind} in ('user', 'sales')`),
  check('invitations_uses_ck', sql`${t.usedCount} >= 0 and ${t.usedCount} <= ${t.maxUses}`),
  check('invitations_relation_ck', sql`(${t.relationType} = 0 and ${t.classroomId} is null and ${t.practicalExamId} is null)
    or (${t.relationType} = 1 and ${t.classroomId} is not null and ${t.practicalExamId} is null)
    or (${t.relationType} = 2 and ${t.practicalExamId} is not null and ${t.classroomId} is null)`),
]);

/** Who used which invitation: one use per learner and code. */
export const invitationUses = pgTable('invitation_uses', {
  invitationId: integer('invitation_id').notNull().references(() => invitations.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.invitationId, t.userId] })]);

/** Every staff decision (approve, reject, revoke), written in the decision's transaction. */
export const staffAuditLog = pgTable('staff_audit_log', {
  id: serial('id').primaryKey(),
  actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** e.g. 'enrolment.approve', 'application.reject', 'certificate.revoke'. */
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: integer('target_id').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('staff_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt)]);
