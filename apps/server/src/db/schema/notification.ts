import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { certifications, certificationTypes } from './catalogue';
import { outboxMails, sites, tenants } from './platform';
import { users } from './user';

/**
 * The notification module's table (issue 20): what a learner lets us mail beyond transactional mail
 * (reminders, surveys, campaign mail; transactional mail always goes) and the time zone dates are
 * shown in. No row means everything on and the site's zone.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders: boolean('reminders').notNull().default(true),
  surveys: boolean('surveys').notNull().default(true),
  campaigns: boolean('campaigns').notNull().default(true),
  /** IANA zone (Europe/Warsaw); null: the zone of the recipient's site. */
  timeZone: text('time_zone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The language-specific texts of a campaign: subject, body (plain text, blank lines between paragraphs), button label. */
export type CampaignTexts = Record<string, { subject: string; body: string; actionLabel?: string }>;

/**
 * Campaign mail (issue 20): staff write it once per language, aim it at a site of the tenant
 * (optionally the holders of a valid certificate of a type, or those enrolled in a certification)
 * and send it; learners who turned campaign mail off are skipped. Sending is a fan-out in batches:
 * `cursorUserId` is the last learner handled, committed with each batch, so a crash resumes there.
 */
export const mailCampaigns = pgTable(
  'mail_campaigns',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    /** The pack language used for a learner whose own language the campaign was not written in. */
    defaultLanguage: text('default_language').notNull(),
    texts: jsonb('texts').$type<CampaignTexts>().notNull(),
    /** Where the button leads on the site (a path such as /certification); no button without it. */
    actionPath: text('action_path'),
    certificationTypeId: integer('certification_type_id').references(() => certificationTypes.id),
    certificationId: integer('certification_id').references(() => certifications.id),
    /** draft (editable, previewable) → sending (fan-out running) → sent (every learner handled). */
    state: text('state').notNull().default('draft'),
    cursorUserId: integer('cursor_user_id').notNull().default(0),
    queued: integer('queued').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sendRequestedAt: timestamp('send_requested_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_campaigns_tenant_idx').on(t.tenantId, t.createdAt),
    index('mail_campaigns_sending_idx')
      .on(t.id)
      .where(sql`${t.state} = 'sending'`),
    check('mail_campaigns_state_ck', sql`${t.state} in ('draft', 'sending', 'sent')`),
    check('mail_campaigns_one_filter_ck', sql`${t.certificationTypeId} is null or ${t.certificationId} is null`),
  ],
);

/**
 * One row per campaign and learner handled: the primary key makes a second send, a retry after a
 * crash or a second node's batch write nothing twice (the outbox's idempotency key backs it up).
 */
export const mailCampaignRecipients = pgTable(
  'mail_campaign_recipients',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => mailCampaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** queued (a mail is in the outbox), turned-off (campaign mail off), no-recipient (deleted, no address). */
    outcome: text('outcome').notNull(),
    mailId: integer('mail_id').references(() => outboxMails.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    check('mail_campaign_recipients_outcome_ck', sql`${t.outcome} in ('queued', 'turned-off', 'no-recipient')`),
  ],
);
