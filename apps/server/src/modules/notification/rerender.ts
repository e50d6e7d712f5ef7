import type { Db } from '../../db/client';
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
