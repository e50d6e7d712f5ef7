import { PACK_LANGUAGES, isPackLanguage, type PackLanguage } from '@credo/i18n';
import type { CampaignTexts } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { countSent, queueMails, type QueuedMail } from '../../platform/mail';
import { displayNameOf, userCardsByIds } from '../user/index';
import { CampaignTemplates, campaignLanguageFor, type Campaign } from './campaign-mail';
import {
  advanceCampaign,
  campaignOptOuts,
  certificationOfTenant,
  certificationTypeOfTenant,
  finishCampaign,
  insertCampaign,
  insertRecipients,
  languagePacks,
  lockCampaign,
  lockSendingCampaign,
  markSending,
  recipientMailIdsQuery,
  selectCampaign,
  selectCampaignById,
  selectCampaigns,
  sendingCampaignIds,
  setRecipientMails,
  siteOfTenant,
  type RecipientOutcome,
} from './campaign.repo';

/**
 * Campaign mail (issue 20, decision 0021): staff write a campaign, preview it and send it; sending
 * fans out one outbox mail per learner of the audience who has not turned campaign mail off, in
 * batches of BATCH_SIZE learners, each its own short transaction, so a 20,000-learner campaign
 * neither holds one long transaction nor any request. Each batch locks the campaign row (SKIP
 * LOCKED: a second runner steps aside), handles the learners after its cursor and moves the cursor
 * in the same commit; the recipients' primary key and the outbox's idempotency key make a repeated
 * batch write nothing twice.
 */

export const CAMPAIGN_BATCH_SIZE = 500;
const LIST_LIMIT = 100;
const INSERT_SLICE = 100;
const BATCH_PAUSE_MS = 25;

export type CampaignAudience = Pick<Campaign, 'tenantId' | 'siteId' | 'certificationTypeId' | 'certificationId'>;
/**
 * The audience, one page at a time (given by the caller: the certificate filter lives on a higher
 * floor): the learners scanned after `afterUserId` (by id, `limit` at most; the last one is the next
 * cursor, none when the site is done) and those of them the filter keeps.
 */
export type AudiencePort = (
  db: Db,
  audience: CampaignAudience,
  afterUserId: number,
  limit: number,
) => Promise<{ lastScanned: number | null; userIds: number[] }>;

export type CampaignInput = {
  siteId: number;
  name: string;
  defaultLanguage: string;
  texts: CampaignTexts;
  actionPath?: string | null;
  certificationTypeId?: number | null;
  certificationId?: number | null;
};

export type CampaignView = {
  id: number;
  name: string;
  state: 'draft' | 'sending' | 'sent';
  siteId: number;
  defaultLanguage: string;
  texts: CampaignTexts;
  actionPath: string | null;
  certificationTypeId: number | null;
  certificationId: number | null;
  createdAt: string;
  sendRequestedAt: string | null;
  finishedAt: string | null;
  progress: { queued: number; sent: number; skipped: number };
};

async function viewOf(db: Db, c: Campaign): Promise<CampaignView> {
  const sent = c.queued ? await countSent(db, recipientMailIdsQuery(db, c.id)) : 0;
  return {
    id: c.id,
    name: c.name,
    state: c.state as CampaignView['state'],
    siteId: c.siteId,
    defaultLanguage: c.defaultLanguage,
    texts: c.texts,
    actionPath: c.actionPath,
    certificationTypeId: c.certificationTypeId,
    certificationId: c.certificationId,
    createdAt: c.createdAt.toISOString(),
    sendRequestedAt: c.sendRequestedAt?.toISOString() ?? null,
    finishedAt: c.finishedAt?.toISOString() ?? null,
    progress: { queued: c.queued, sent, skipped: c.skipped },
  };
}

/** Bad input answers 400 with what is wrong; references to another tenant's site or certification are unknown (404). */
export async function createCampaign(db: Db, staff: { id: number; tenantId: number }, input: CampaignInput): Promise<CampaignView> {
  const languages = Object.keys(input.texts);
  const unknown = languages.filter((l) => !isPackLanguage(l));
  if (unknown.length) throw AppError.badRequest(`Unknown language: ${unknown.join(', ')} (one of ${PACK_LANGUAGES.join(', ')})`);
  if (!input.texts[input.defaultLanguage]) throw AppError.badRequest('The default language needs a subject and a body');
  for (const [lang, t] of Object.entries(input.texts)) {
    if (!t.subject.trim() || !t.body.trim()) throw AppError.badRequest(`Subject and body are required (${lang})`);
    if (input.actionPath && !t.actionLabel?.trim()) throw AppError.badRequest(`A button needs its label in every language written (${lang})`);
  }
  if (input.actionPath && !/^\/(?!\/)[^\s]*$/.test(input.actionPath))
    throw AppError.badRequest('The button leads to a path on the site, such as /certification');
  if (input.certificationTypeId && input.certificationId)
    throw AppError.badRequest('Choose holders of a certificate type or learners enrolled in a certification, not both');
  if (!(await siteOfTenant(db, staff.tenantId, input.siteId))) throw AppError.notFound('No such site');
  if (input.certificationTypeId && !(await certificationTypeOfTenant(db, staff.tenantId, input.certificationTypeId)))
    throw AppError.notFound('No such certification type');
  if (input.certificationId && !(await certificationOfTenant(db, staff.tenantId, input.certificationId))) throw AppError.notFound('No such certification');
  const row = await insertCampaign(db, {
    tenantId: staff.tenantId,
    siteId: input.siteId,
    name: input.name.trim(),
    defaultLanguage: input.defaultLanguage,
    texts: input.texts,
    actionPath: input.actionPath || null,
    certificationTypeId: input.certificationTypeId ?? null,
    certificationId: input.certificationId ?? null,
    createdBy: staff.id,
  });
  return viewOf(db, row);
}

async function campaignOfTenant(db: Db, tenantId: number, id: number): Promise<Campaign> {
  const row = await selectCampaign(db, tenantId, id);
  if (!row) throw AppError.notFound('No such campaign');
  return row;
}

export async function campaignDetail(db: Db, tenantId: number, id: number): Promise<CampaignView> {
  return viewOf(db, await campaignOfTenant(db, tenantId, id));
}

export async function listCampaigns(db: Db, tenantId: number): Promise<CampaignView[]> {
  const rows = await selectCampaigns(db, tenantId, LIST_LIMIT);
  return Promise.all(rows.map((r) => viewOf(db, r)));
}

/** The mail as a learner of `lang` gets it (the campaign's default language when not written in it), addressed to the staff member. */
export async function previewCampaign(db: Db, viewer: { id: number; tenantId: number; name: string }, id: number, lang?: string) {
  const campaign = await campaignOfTenant(db, viewer.tenantId, id);
  const shown = campaignLanguageFor(campaign, lang);
  const mail = await new CampaignTemplates(campaign).mailFor(db, { userId: viewer.id, name: viewer.name }, shown);
  return { language: shown, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers };
}

/**
 * Marks the campaign for sending, on the caller's transaction (which writes the audit row beside
 * it). The row lock makes a double "send" one: the second sees "sending" and starts nothing.
 */
export async function requestCampaignSend(tx: Db, tenantId: number, id: number, now = new Date()): Promise<{ started: boolean }> {
  const row = await lockCampaign(tx, tenantId, id);
  if (!row) throw AppError.notFound('No such campaign');
  if (row.state !== 'draft') return { started: false };
  await markSending(tx, id, now);
  return { started: true };
}

type Outcome = { userId: number; outcome: RecipientOutcome; name: string; lang: PackLanguage; email: string | null };

/** One batch in its own transaction: 'more' to go on, 'stop' when done or another runner holds the campaign. */
async function campaignBatch(
  db: Db,
  id: number,
  audience: AudiencePort,
  templates: Map<number, CampaignTemplates>,
  batchSize: number,
): Promise<'more' | 'stop'> {
  return db.transaction(async (tx) => {
    const c = await lockSendingCampaign(tx, id);
    if (!c) return 'stop';
    const page = await audience(tx, c, c.cursorUserId, batchSize);
    if (page.lastScanned === null) {
      await finishCampaign(tx, id, new Date());
      return 'stop';
    }
    const cards = await userCardsByIds(tx, page.userIds);
    const optOuts = await campaignOptOuts(tx, page.userIds);
    const packs = await languagePacks(
      tx,
      [...cards.values()].flatMap((u) => (u.languageId ? [u.languageId] : [])),
    );
    const outcomes: Outcome[] = page.userIds.map((userId) => {
      const u = cards.get(userId);
      // Checked again here, whatever the audience says: never another tenant's learner, never a deleted account.
      const reachable = !!u && !u.deleted && !!u.email && u.tenantId === c.tenantId;
      // Campaign mail turned off, or every optional mail cancelled (emailNotificationStatus 2).
      const off = optOuts.has(userId) || u?.emailNotificationStatus === 2;
      const outcome: RecipientOutcome = !reachable ? 'no-recipient' : off ? 'turned-off' : 'queued';
      const lang = campaignLanguageFor(c, u?.languageId ? packs.get(u.languageId) : null);
      return { userId, outcome, name: u ? displayNameOf(u) : '', lang, email: u?.email ?? null };
    });
    const fresh = await insertRecipients(tx, id, outcomes);
    let tpl = templates.get(id);
    if (!tpl) templates.set(id, (tpl = new CampaignTemplates(c)));
    const queued: QueuedMail[] = [];
    for (const o of outcomes) {
      if (o.outcome !== 'queued' || !fresh.has(o.userId) || !o.email) continue;
      const mail = await tpl.mailFor(tx, { userId: o.userId, name: o.name }, o.lang);
      queued.push({
        to: o.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        idempotencyKey: mail.idempotencyKey,
        messageId: mail.messageId,
        kind: 'campaign',
        userId: o.userId,
        language: mail.lang,
        payload: { campaignId: id, userId: o.userId },
        headers: mail.headers,
      });
    }
    const mails: { userId: number; mailId: number }[] = [];
    // In slices: one statement per INSERT_SLICE mails keeps each under a few megabytes of HTML.
    for (let i = 0; i < queued.length; i += INSERT_SLICE) {
      const slice = queued.slice(i, i + INSERT_SLICE);
      const ids = await queueMails(tx, slice);
      for (const m of slice) {
        const mailId = ids.get(m.idempotencyKey);
        if (mailId !== undefined) mails.push({ userId: m.userId, mailId });
      }
    }
    await setRecipientMails(tx, id, mails);
    const skipped = outcomes.filter((o) => o.outcome !== 'queued' && fresh.has(o.userId)).length;
    await advanceCampaign(tx, id, page.lastScanned, mails.length, skipped);
    return 'more';
  });
}

/** Runs a sending campaign's batches until it is done (or another runner has it). Safe to call any number of times, anywhere. */
export async function fanOutCampaign(db: Db, id: number, audience: AudiencePort, batchSize = CAMPAIGN_BATCH_SIZE): Promise<void> {
  const templates = new Map<number, CampaignTemplates>();
  while ((await campaignBatch(db, id, audience, templates, batchSize)) === 'more') {
    // Each batch commits on its own; a short pause between them lets requests through (on PGlite,
    // one connection, they would otherwise queue behind the whole fan-out).
    await new Promise((resolve) => setTimeout(resolve, BATCH_PAUSE_MS));
  }
}

/** The outbox page's language switch for a campaign mail (its payload names the campaign and the learner). */
export async function renderCampaignIn(db: Db, payload: { campaignId: number; userId: number }, lang: string) {
  const campaign = await selectCampaignById(db, payload.campaignId);
  if (!campaign) return null;
  const cards = await userCardsByIds(db, [payload.userId]);
  const u = cards.get(payload.userId);
  const mail = await new CampaignTemplates(campaign).mailFor(
    db,
    { userId: payload.userId, name: u ? displayNameOf(u) : '' },
    campaignLanguageFor(campaign, lang),
  );
  return { subject: mail.subject, text: mail.text, html: mail.html };
}

const running = new Set<number>();
/** Starts the fan-out of one campaign on this process, unless it already runs here; errors go to `onError`. */
export function kickCampaign(db: Db, id: number, audience: AudiencePort, onError: (err: unknown) => void): Promise<void> {
  if (running.has(id)) return Promise.resolve();
  running.add(id);
  return fanOutCampaign(db, id, audience)
    .catch(onError)
    .finally(() => running.delete(id));
}

/**
 * The loop on every node that finishes campaigns a crash or a restart left sending (the send request
 * starts its campaign at once; this only picks up what was left).
 */
export function startCampaignFanOut(db: Db, audience: AudiencePort, onError: (err: unknown) => void, everyMs = 15_000): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    sendingCampaignIds(db)
      .then((ids) => Promise.all(ids.map((id) => kickCampaign(db, id, audience, onError))))
      .catch(onError)
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
