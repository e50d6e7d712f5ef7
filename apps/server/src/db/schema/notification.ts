import { boolean, pgTable, integer, text, timestamp } from 'drizzle-orm/pg-core';
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
