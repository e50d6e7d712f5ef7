/**
 * The notification module's face (issue 20, floor 2): domain events in, mail in the outbox out, in
 * the caller's transaction (rendered after the commit by renderQueued, decision 0033). How other modules call it: /work/notes/notify-api.md and
 * docs/ARCHITECTURE.md.
 */
export { notify, notifyMany, type NotifyResult } from './notify.service';
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
export { composeMail, setPublicUrl } from './compose';
export { renderEventIn, renderQueued } from './rerender';
export { setMediaDir } from './mail-logo';
export {
  CAMPAIGN_BATCH_SIZE,
  campaignDetail,
  createCampaign,
  fanOutCampaign,
  kickCampaign,
  listCampaigns,
  previewCampaign,
  requestCampaignSend,
  startCampaignFanOut,
  type AudiencePort,
  type CampaignAudience,
  type CampaignInput,
  type CampaignView,
} from './campaign.service';
export { formattersFor } from './mail-formatters';
