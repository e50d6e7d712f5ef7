import { createHash } from 'node:crypto';
import { isPackLanguage, type PackLanguage } from '@credo/i18n';
import type { Db } from '../../db/client';
import type { mailCampaigns } from '../../db/schema/index';
import { brandOf, unsubscribeUrl } from './compose';
import { renderMail } from './layout';
import { mailTranslator } from './mail-texts';
import { selectPlace } from './notification.repo';
import { unsubscribeSigner } from './unsubscribe-token';

/**
 * Campaign mail (issue 20): the staff-written texts in the branded layout, with the footer and
 * headers of every optional mail (unsubscribe link, List-Unsubscribe, List-Unsubscribe-Post).
 * A 20,000-learner fan-out cannot compile MJML 20,000 times (10–50 ms each), so each language is
 * compiled once with placeholders for the two things that differ per learner (the greeting's name
 * and the unsubscribe link) and filled per recipient.
 */
export type Campaign = typeof mailCampaigns.$inferSelect;
export type CampaignMail = {
  lang: PackLanguage;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  messageId: string;
  idempotencyKey: string;
};

const NAME = '%%CREDO_NAME%%';
const UNSUBSCRIBE = '%%CREDO_UNSUBSCRIBE%%';
const RTL = new Set<PackLanguage>(['ar']);
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** The language a learner reads the campaign in: their own if the campaign was written in it, else its default. */
export function campaignLanguageFor(campaign: Pick<Campaign, 'texts' | 'defaultLanguage'>, learnerLang: string | null | undefined): PackLanguage {
  const own = learnerLang && isPackLanguage(learnerLang) && campaign.texts[learnerLang] ? learnerLang : null;
  return own ?? (campaign.defaultLanguage as PackLanguage);
}

export const campaignIdempotencyKey = (campaignId: number, userId: number) => `campaign:${campaignId}:user-${userId}`;

type Template = { subject: string; html: string; text: string; hostOrigin: string; host: string };

/** Compiled templates of one campaign, per language and whether the greeting names the learner; kept across a run's batches. */
export class CampaignTemplates {
  private readonly cache = new Map<string, Promise<Template>>();
  private signer?: Promise<(userId: number, category: 'campaigns') => string>;
  constructor(private readonly campaign: Campaign) {}

  private compile(db: Db, lang: PackLanguage, named: boolean): Promise<Template> {
    const key = `${lang}:${named}`;
    let tpl = this.cache.get(key);
    if (!tpl) {
      tpl = this.render(db, lang, named);
      this.cache.set(key, tpl);
      tpl.catch(() => this.cache.delete(key));
    }
    return tpl;
  }

  private async render(db: Db, lang: PackLanguage, named: boolean): Promise<Template> {
    const c = this.campaign;
    const texts = c.texts[lang] ?? c.texts[c.defaultLanguage];
    const { tenant, site } = await selectPlace(db, c.tenantId, c.siteId, null);
    const { brand, host, hostOrigin } = await brandOf(tenant, site);
    const t = mailTranslator(lang);
    const category = t('categoryCampaigns');
    // Staff write the button's label in each language they write (checked when the campaign is created).
    const label = texts.actionLabel || c.texts[c.defaultLanguage]?.actionLabel;
    const action = c.actionPath && label ? { label, path: c.actionPath } : undefined;
    const mail = await renderMail(
      { subject: texts.subject, body: texts.body, facts: [], action },
      {
        lang,
        rtl: RTL.has(lang),
        name: named ? NAME : '',
        brand,
        footer: { why: t('whyOptional', { site: tenant.name, category }), unsubscribe: { label: t('unsubscribe', { category }), url: UNSUBSCRIBE } },
        t,
      },
    );
    return { ...mail, host, hostOrigin };
  }

  /** The campaign's mail for one learner, in `lang` (see campaignLanguageFor). */
  async mailFor(db: Db, recipient: { userId: number; name: string }, lang: PackLanguage): Promise<CampaignMail> {
    const tpl = await this.compile(db, lang, !!recipient.name);
    this.signer ??= unsubscribeSigner(db);
    const unsubscribe = unsubscribeUrl(tpl.hostOrigin, recipient.userId, 'campaigns', (await this.signer)(recipient.userId, 'campaigns'));
    const fill = (s: string, html: boolean) =>
      s.replaceAll(NAME, html ? esc(recipient.name) : recipient.name).replaceAll(UNSUBSCRIBE, html ? esc(unsubscribe) : unsubscribe);
    const idempotencyKey = campaignIdempotencyKey(this.campaign.id, recipient.userId);
    return {
      lang,
      subject: tpl.subject,
      html: fill(tpl.html, true),
      text: fill(tpl.text, false),
      // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the URL, no sign-in.
      headers: { 'X-Credo-Kind': 'campaign', 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      messageId: `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${tpl.host}>`,
      idempotencyKey,
    };
  }
}
