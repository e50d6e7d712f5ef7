import { createHash } from 'node:crypto';
import type { PackLanguage } from '@credo/i18n';
import type { Db } from '../../db/client';
import type { sites, tenants } from '../../db/schema/index';
import { displayNameOf, userCardOf, userCardsByIds, type UserCard } from '../user/index';
import { contentOf } from './content';
import { CATEGORY_OF, occurrenceOf, type NotificationEvent, type OptionalCategory } from './events';
import { sessionIcs } from './ics';
import { renderMail, type Brand } from './layout';
import { formattersFor, isValidZone } from './mail-formatters';
import { mailLogo, mailLogoUrl } from './mail-logo';
import { mailTranslator, toPackLanguage, type MailKey } from './mail-texts';
import { DEFAULT_PREFERENCES, selectPlace, selectPreferences, selectPreferencesOf, type Preferences } from './notification.repo';
import { unsubscribeToken } from './unsubscribe-token';

/** Where links point: set once at start from PUBLIC_URL (scheme and port of local hosts). */
let publicUrl = new URL('http://localhost:3000');
export function setPublicUrl(url: string) {
  publicUrl = new URL(url);
}

const BRAND_COLOURS: Record<string, string> = { main: '#d7000f', micro: '#c2410c', robot: '#0e7490', neutral: '#1e3a8a' };
/** The time zone of a site's default country, when the learner set none (Intl has no country → zone table). */
const COUNTRY_ZONES: Record<string, string> = {
  GB: 'Europe/London',
  PL: 'Europe/Warsaw',
  ES: 'Europe/Madrid',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  TR: 'Europe/Istanbul',
  PT: 'Europe/Lisbon',
  BR: 'America/Sao_Paulo',
  VN: 'Asia/Ho_Chi_Minh',
  ID: 'Asia/Jakarta',
  KR: 'Asia/Seoul',
  TH: 'Asia/Bangkok',
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
  EG: 'Africa/Cairo',
  US: 'America/New_York',
  IT: 'Europe/Rome',
  NL: 'Europe/Amsterdam',
  SG: 'Asia/Singapore',
};
const CATEGORY_KEY: Record<OptionalCategory, MailKey> = { reminders: 'categoryReminders', surveys: 'categorySurveys', campaigns: 'categoryCampaigns' };

/** A tenant host as a URL origin: local demo hosts keep PUBLIC_URL's scheme and port, real hosts are https. */
function originOf(host: string): string {
  const local = host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');
  return local ? `${publicUrl.protocol}//${host}${publicUrl.port ? `:${publicUrl.port}` : ''}` : `https://${host}`;
}

/** The header is the brand colour: the logo made for dark backgrounds, as the PNG the app serves on the tenant's host. */
export async function brandLogo(logoInverseUrl: string, hostOrigin: string): Promise<Brand['logo']> {
  const logo = await mailLogo(logoInverseUrl);
  return logo && { url: mailLogoUrl(hostOrigin, logo), width: logo.width, height: logo.height };
}

type Tenant = typeof tenants.$inferSelect;
type Site = typeof sites.$inferSelect;

/** A tenant's look for one site: logo, colour, privacy link, and the host and path every link starts with. */
export async function brandOf(tenant: Tenant, site: Site | undefined) {
  const host = tenant.hosts[0] ?? publicUrl.hostname;
  const hostOrigin = originOf(host);
  const origin = `${hostOrigin}${site?.pathPrefix ? `/${site.pathPrefix}` : ''}`;
  const brand: Brand = {
    siteName: tenant.name,
    logo: await brandLogo(tenant.logoInverseUrl, hostOrigin),
    colour: BRAND_COLOURS[tenant.code] ?? '#1e293b',
    privacyUrl: new URL(tenant.privacyPolicyUrl, hostOrigin).href,
    origin,
  };
  return { brand, host, hostOrigin, origin };
}

/** The one-click unsubscribe link of an optional kind, for one recipient (RFC 8058; decision 0021). */
export const unsubscribeUrl = (hostOrigin: string, userId: number, category: OptionalCategory, token: string) =>
  `${hostOrigin}/api/notification/unsubscribe?u=${userId}&c=${category}&t=${token}`;
export async function unsubscribeLinkOf(db: Db, hostOrigin: string, userId: number, category: OptionalCategory) {
  return unsubscribeUrl(hostOrigin, userId, category, await unsubscribeToken(db, userId, category));
}

/** Per event occurrence and recipient: UNIQUE in the outbox. */
export const idempotencyKeyOf = (e: NotificationEvent) => `${e.type}:${occurrenceOf(e)}:user-${e.userId}`;

export type Composed = {
  to: string;
  lang: PackLanguage;
  subject: string;
  text: string;
  html: string;
  idempotencyKey: string;
  messageId: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: string }[];
};
export type Skipped = { skipped: 'no-recipient' | 'turned-off' | 'not-subscribed' };
type Recipient = { card: UserCard & { email: string }; prefs: Preferences };

/**
 * Whether the event's mail goes, and to whom: the recipient's card (not deleted, with an address)
 * and, for optional kinds, their preferences and the enrolment's emailNotificationStatus. notify
 * decides this in the caller's transaction; the render after the commit keeps that decision
 * (`ignorePreferences`, decision 0033).
 */
export async function recipientOf(db: Db, e: NotificationEvent, opts: { ignorePreferences?: boolean } = {}): Promise<Recipient | Skipped> {
  const card = await userCardOf(db, e.userId);
  if (!mailable(card)) return { skipped: 'no-recipient' };
  return recipientFrom(card, await selectPreferences(db, e.userId), e, opts);
}

/** A card that can receive mail: the account exists, is not deleted and has an address. */
const mailable = (card: UserCard | null | undefined): card is UserCard & { email: string } => !!card && !card.deleted && !!card.email;

/** recipientOf for many events (notifyMany): the cards and preferences of their users read in two statements. */
export async function recipientsOf(db: Db, events: NotificationEvent[]): Promise<(Recipient | Skipped)[]> {
  const ids = [...new Set(events.map((e) => e.userId))];
  const cards = await userCardsByIds(db, ids);
  const prefs = await selectPreferencesOf(
    db,
    ids.filter((id) => mailable(cards.get(id))),
  );
  return events.map((e) => {
    const card = cards.get(e.userId);
    return mailable(card) ? recipientFrom(card, prefs.get(e.userId) ?? DEFAULT_PREFERENCES, e, {}) : { skipped: 'no-recipient' };
  });
}

/** The preference rules (one home for notify and notifyMany), on a card that can receive mail. */
function recipientFrom(
  card: UserCard & { email: string },
  prefs: Preferences,
  e: NotificationEvent,
  opts: { ignorePreferences?: boolean },
): Recipient | Skipped {
  const category = CATEGORY_OF[e.type];
  if (category !== 'transactional' && !opts.ignorePreferences) {
    // A learner who cancelled notifications (2) gets no optional mail; an enrolment's own choice counts too.
    if (!prefs[category] || card.emailNotificationStatus === 2) return { skipped: 'turned-off' };
    if ('emailNotificationStatus' in e && e.emailNotificationStatus !== undefined && e.emailNotificationStatus !== 1) return { skipped: 'not-subscribed' };
  }
  return { card: { ...card, email: card.email }, prefs };
}

/**
 * The mail of one event for its recipient, or why none goes: the recipient's card, language and
 * site, their preferences for optional kinds (and the enrolment's emailNotificationStatus), the
 * tenant's brand, then the one template rendered to HTML and text. `lang` overrides the recipient's
 * language (the outbox page shows a message in every language).
 */
export async function composeMail(db: Db, e: NotificationEvent, opts: { lang?: PackLanguage; ignorePreferences?: boolean } = {}): Promise<Composed | Skipped> {
  const recipient = await recipientOf(db, e, opts);
  if ('skipped' in recipient) return recipient;
  const { card, prefs } = recipient;
  const category = CATEGORY_OF[e.type];
  const { tenant, site, language } = await selectPlace(db, card.tenantId, card.siteId, card.languageId);
  const lang = opts.lang ?? toPackLanguage(language?.pack);
  const rtl = opts.lang ? opts.lang === 'ar' : (language?.rtl ?? false);
  const t = mailTranslator(lang);
  const { brand, host, hostOrigin, origin } = await brandOf(tenant, site);
  const zone =
    [prefs.timeZone, 'session' in e ? e.session.timeZone : null, COUNTRY_ZONES[site?.defaultCountryCode ?? '']].find(
      (z): z is string => !!z && isValidZone(z),
    ) ?? 'UTC';
  const idempotencyKey = idempotencyKeyOf(e);
  const messageId = `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${host}>`;
  const headers: Record<string, string> = { 'X-Credo-Kind': e.type };
  let unsubscribe: { label: string; url: string } | undefined;
  if (category !== 'transactional') {
    const url = await unsubscribeLinkOf(db, hostOrigin, e.userId, category);
    unsubscribe = { label: t('unsubscribe', { category: t(CATEGORY_KEY[category]) }), url };
    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the URL, no sign-in.
    headers['List-Unsubscribe'] = `<${url}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const why =
    category === 'transactional' ? t('whyTransactional', { site: tenant.name }) : t('whyOptional', { site: tenant.name, category: t(CATEGORY_KEY[category]) });
  const mail = await renderMail(contentOf(e, t, formattersFor(lang, zone)), { lang, rtl, name: displayNameOf(card), brand, footer: { why, unsubscribe }, t });
  const attachments: Composed['attachments'] = [];
  const sequence = Math.floor(Date.now() / 1000);
  const icsFile = (filename: string, ics: string) => ({ filename, contentType: 'text/calendar; charset=utf-8', content: Buffer.from(ics).toString('base64') });
  // A reschedule first cancels the old seat's event (the UID its booking mail gave it), since the
  // new seat's event has a UID of its own; METHOD is one per calendar, so the cancel is its own file.
  if (e.type === 'seat.rescheduled' && e.fromSeatId !== undefined) {
    const uid = `${e.seatKind}-${e.fromSeatId}-${e.from.id}`;
    attachments.push(icsFile('cancelled.ics', sessionIcs(e.from, { uid, host, cancelled: true, sequence, url: `${origin}/my-learning` })));
  }
  if ('session' in e) {
    const ics = sessionIcs(e.session, {
      uid: `${e.seatKind}-${e.seatId}-${e.session.id}`,
      host,
      cancelled: e.type === 'seat.cancelled',
      sequence,
      url: `${origin}/my-learning`,
    });
    attachments.push(icsFile('session.ics', ics));
  }
  return { to: card.email, lang, ...mail, idempotencyKey, messageId, headers, attachments };
}
