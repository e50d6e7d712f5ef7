import type { Db } from '../../db/client';
import { userCardOf } from '../user/index';
import type { OptionalCategory } from './events';
import { mailTranslator, toPackLanguage, type MailKey } from './mail-texts';
import { selectPlace } from './notification.repo';
import { unsubscribeByToken } from './preferences.service';
import { checkUnsubscribeToken } from './unsubscribe-token';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);
const CATEGORY_KEY: Record<OptionalCategory, MailKey> = { reminders: 'categoryReminders', surveys: 'categorySurveys', campaigns: 'categoryCampaigns' };

/**
 * The unsubscribe page in the recipient's language: a confirmation with a button (GET), or the
 * result (POST, also the mail client's one-click). An invalid token changes nothing: 400.
 */
export async function unsubscribePage(db: Db, q: { u: number; c: OptionalCategory; t: string }, confirm: boolean): Promise<{ status: number; html: string }> {
  const card = await userCardOf(db, q.u);
  const place = card ? await selectPlace(db, card.tenantId, card.siteId, card.languageId) : null;
  const lang = toPackLanguage(place?.language?.pack);
  const t = mailTranslator(lang);
  const valid = !!card && !card.deleted && (await checkUnsubscribeToken(db, q.u, q.c, q.t));
  const vars = { category: t(CATEGORY_KEY[q.c]), email: card?.email ?? '' };
  let body: string;
  if (!valid) body = `<p>${esc(t('unsubscribeInvalid'))}</p>`;
  else if (confirm) {
    await unsubscribeByToken(db, q.u, q.c, q.t);
    body = `<p>${esc(t('unsubscribeDone', vars))}</p>`;
  } else {
    const action = `?u=${q.u}&c=${encodeURIComponent(q.c)}&t=${encodeURIComponent(q.t)}`;
    body = `<p>${esc(t('unsubscribeConfirm', vars))}</p><form method="post" action="${esc(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${esc(t('unsubscribeButton'))}</button></form>`;
  }
  const html = `<!doctype html><html lang="${lang}" dir="${place?.language?.rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(t('unsubscribeTitle'))}</title>
<style>body{font:16px/1.6 system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}main{max-width:520px;margin:48px auto;padding:24px;background:#fff;border-radius:10px}button{font:inherit;padding:10px 20px;border:0;border-radius:6px;background:#0f172a;color:#fff;cursor:pointer}</style></head>
<body><main><h1>${esc(t('unsubscribeTitle'))}</h1>${body}</main></body></html>`;
  return { status: valid ? 200 : 400, html };
}
