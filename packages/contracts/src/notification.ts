import { z } from 'zod';

/**
 * Notification preferences (issue 20; ours, not in the spec):
 *   GET  /api/user/notification/preferences          the learner's own
 *   POST /api/user/notification/preferences {patch}  changes only the fields given
 * Transactional mail (payments, certificates, decisions, seats) cannot be turned off.
 */
export const notificationPreferences = z.object({
  reminders: z.boolean(),
  surveys: z.boolean(),
  campaigns: z.boolean(),
  /** IANA time zone of the learner's mail dates; null: the zone of their site. */
  timeZone: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const notificationPreferencesPatch = z.object({
  reminders: z.boolean().optional(),
  surveys: z.boolean().optional(),
  campaigns: z.boolean().optional(),
  timeZone: z.string().trim().max(64).nullable().optional(),
});

/** The one-click unsubscribe link of an optional mail (RFC 8058): user, category and its signed token. */
export const unsubscribeQuery = z.object({
  u: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  c: z.enum(['reminders', 'surveys', 'campaigns']),
  t: z.string().min(1).max(100),
});
