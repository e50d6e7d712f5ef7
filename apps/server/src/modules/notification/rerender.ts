import type { Db } from '../../db/client';
import type { MailRenderer } from '../../platform/mail-render';
import { renderCampaignIn } from './campaign.service';
import { composeMail } from './compose';
import type { NotificationEvent } from './events';
import { toPackLanguage } from './mail-texts';

/** The outbox page's language switch: a stored event (or campaign mail) rendered in `lang`, preferences aside. */
export async function renderEventIn(db: Db, payload: unknown, lang: string): Promise<{ subject: string; text: string; html: string } | null> {
  if (payload && typeof payload === 'object' && 'campaignId' in payload) return renderCampaignIn(db, payload as { campaignId: number; userId: number }, lang);
  const mail = await composeMail(db, payload as NotificationEvent, { lang: toPackLanguage(lang), ignorePreferences: true });
  return 'skipped' in mail ? null : { subject: mail.subject, text: mail.text, html: mail.html };
}

/**
 * Renders a row notify queued, after its commit (the delivery loop, the outbox's readers; decision
 * 0033). The decision notify took stays: preferences changed since are not asked again (the mail
 * belongs to the event's moment, as it would had it been sent then), and the address is the row's.
 * Null when the recipient is gone since (a deleted account gets no mail).
 */
export const renderQueued: MailRenderer = async (db, row) => {
  const mail = await composeMail(db, row.payload as NotificationEvent, { ignorePreferences: true });
  if ('skipped' in mail) return null;
  return {
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    language: mail.lang,
    headers: mail.headers,
    attachments: mail.attachments,
  };
};
