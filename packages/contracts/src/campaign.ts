import { z } from 'zod';
import { inputText, positiveId } from './fields';

/**
 * Campaign mail (issue 20; decision 0021). Ours (the spec has no campaign calls); staff only:
 * POST /api/staff/campaign/create   {name, audienceSiteId, defaultLanguage, texts, actionPath?, certificationTypeId? | certificationId?}
 * GET  /api/staff/campaign/list
 * GET  /api/staff/campaign/detail   {campaignId}
 * GET  /api/staff/campaign/preview  {campaignId, lang?}
 * POST /api/staff/campaign/send     {campaignId}
 */

/** A language pack id (en, ar, pl …); the server answers 400 for one it does not have. */
const languageCode = z.string().regex(/^[a-z]{2}$/, 'A language code such as en or ar');

const languageText = z.object({
  subject: inputText.trim().min(1).max(200),
  body: inputText.trim().min(1).max(20_000),
  /** The button's label, when the campaign has a button (actionPath). */
  actionLabel: inputText.trim().max(60).optional(),
});

export const campaignCreateBody = z.object({
  name: inputText.trim().min(1).max(120),
  /** The site of the tenant whose learners get the mail (not the request's own siteId). */
  audienceSiteId: positiveId,
  /** Only learners holding a valid certificate of this type… */
  certificationTypeId: positiveId.optional(),
  /** …or only those enrolled (approved) in this certification. */
  certificationId: positiveId.optional(),
  /** Used for a learner whose language the campaign was not written in; must be among `texts`. */
  defaultLanguage: languageCode,
  texts: z.record(languageCode, languageText),
  /** A path on the site the button leads to (/certification); no button without it. */
  actionPath: inputText.trim().max(300).optional(),
});

export const campaignIdQuery = z.object({ campaignId: positiveId });
export const campaignPreviewQuery = campaignIdQuery.extend({ lang: languageCode.optional() });

export const campaignView = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.enum(['draft', 'sending', 'sent']),
  siteId: z.number().int(),
  defaultLanguage: z.string(),
  texts: z.record(z.string(), z.object({ subject: z.string(), body: z.string(), actionLabel: z.string().optional() })),
  actionPath: z.string().nullable(),
  certificationTypeId: z.number().int().nullable(),
  certificationId: z.number().int().nullable(),
  createdAt: z.string(),
  sendRequestedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** queued: mails in the outbox; sent: of those, delivered to the SMTP server; skipped: campaign mail turned off, or no longer reachable. */
  progress: z.object({ queued: z.number().int(), sent: z.number().int(), skipped: z.number().int() }),
});
export type CampaignView = z.infer<typeof campaignView>;

export const campaignPreview = z.object({
  language: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()),
});
