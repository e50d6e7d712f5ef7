/**
 * The notification module's face (issue 20, floor 2): domain events in, mail in the outbox out, in
 * the caller's transaction. How other modules call it: /work/notes/notify-api.md and
 * docs/ARCHITECTURE.md.
 */
export { notify, type NotifyResult } from './notify.service';
export {
  CATEGORY_OF,
  SESSION_REMINDER_WINDOWS,
  OPTIONAL_CATEGORIES,
  type NotificationEvent,
  type NotificationType,
  type EventOf,
  type OptionalCategory,
  type SessionFacts,
} from './events';
export { getPreferences, updatePreferences, unsubscribeByToken, type Preferences, type PreferencesPatch } from './preferences.service';
export { composeMail, renderEventIn, setPublicUrl } from './compose';
export { setMediaDir } from './mail-logo';
