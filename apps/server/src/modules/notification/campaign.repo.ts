import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, certificationTypes, languages, mailCampaignRecipients, mailCampaigns, notificationPreferences, sites } from '../../db/schema/index';

type CampaignInsert = typeof mailCampaigns.$inferInsert;
export type RecipientOutcome = 'queued' | 'turned-off' | 'no-recipient';

export async function insertCampaign(db: Db, values: CampaignInsert) {
  const [row] = await db.insert(mailCampaigns).values(values).returning();
  return row;
}

export async function selectCampaign(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(mailCampaigns)
    .where(and(eq(mailCampaigns.id, id), eq(mailCampaigns.tenantId, tenantId)));
  return row;
}

export async function selectCampaignById(db: Db, id: number) {
  const [row] = await db.select().from(mailCampaigns).where(eq(mailCampaigns.id, id));
  return row;
}

export function selectCampaigns(db: Db, tenantId: number, limit: number) {
  return db
    .select()
    .from(mailCampaigns)
    .where(eq(mailCampaigns.tenantId, tenantId))
    .orderBy(desc(mailCampaigns.createdAt), desc(mailCampaigns.id))
    .limit(limit);
}

/** The row lock serialises a double "send": the second request sees the first one's state. */
export async function lockCampaign(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(mailCampaigns)
    .where(and(eq(mailCampaigns.id, id), eq(mailCampaigns.tenantId, tenantId)))
    .for('update');
  return row;
}

/** A sending campaign for one batch; SKIP LOCKED: while another runner holds it, this one steps aside. */
export async function lockSendingCampaign(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(mailCampaigns)
    .where(and(eq(mailCampaigns.id, id), eq(mailCampaigns.state, 'sending')))
    .for('update', { skipLocked: true });
  return row;
}

export async function markSending(db: Db, id: number, now: Date) {
  await db.update(mailCampaigns).set({ state: 'sending', sendRequestedAt: now }).where(eq(mailCampaigns.id, id));
}

export async function sendingCampaignIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: mailCampaigns.id }).from(mailCampaigns).where(eq(mailCampaigns.state, 'sending'));
  return rows.map((r) => r.id);
}

/** The batch's outcome, committed with its recipients: the cursor moves past every learner it handled. */
export async function advanceCampaign(db: Db, id: number, cursorUserId: number, queued: number, skipped: number) {
  await db
    .update(mailCampaigns)
    .set({ cursorUserId, queued: sql`${mailCampaigns.queued} + ${queued}`, skipped: sql`${mailCampaigns.skipped} + ${skipped}` })
    .where(eq(mailCampaigns.id, id));
}

export async function finishCampaign(db: Db, id: number, now: Date) {
  await db.update(mailCampaigns).set({ state: 'sent', finishedAt: now }).where(eq(mailCampaigns.id, id));
}

/** Writes the learners not handled before; answers those (a row already there was handled by an earlier run). */
export async function insertRecipients(db: Db, campaignId: number, rows: { userId: number; outcome: RecipientOutcome }[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const fresh = await db
    .insert(mailCampaignRecipients)
    .values(rows.map((r) => ({ campaignId, ...r })))
    .onConflictDoNothing()
    .returning({ userId: mailCampaignRecipients.userId });
  return new Set(fresh.map((r) => r.userId));
}

export async function setRecipientMails(db: Db, campaignId: number, mails: { userId: number; mailId: number }[]) {
  if (mails.length === 0) return;
  const users = `{${mails.map((m) => m.userId).join(',')}}`;
  const ids = `{${mails.map((m) => m.mailId).join(',')}}`;
  await db.execute(sql`update mail_campaign_recipients r set mail_id = v.mail_id
    from unnest(${users}::int[], ${ids}::int[]) as v(user_id, mail_id)
    where r.campaign_id = ${campaignId} and r.user_id = v.user_id`);
}

/** The campaign's mail ids as a subquery (not run here): the outbox counts them in one statement. */
export function recipientMailIdsQuery(db: Db, campaignId: number) {
  return db
    .select({ mailId: mailCampaignRecipients.mailId })
    .from(mailCampaignRecipients)
    .where(and(eq(mailCampaignRecipients.campaignId, campaignId), isNotNull(mailCampaignRecipients.mailId)));
}

/** Of these learners, those who turned campaign mail off (no row: on). */
export async function campaignOptOuts(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.campaigns, false)));
  return new Set(rows.map((r) => r.userId));
}

/** Pack language of each language id (a published platform table). */
export async function languagePacks(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: languages.id, pack: languages.languagePackId })
    .from(languages)
    .where(inArray(languages.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.pack]));
}

export async function siteOfTenant(db: Db, tenantId: number, siteId: number) {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.tenantId, tenantId)));
  return row;
}

/*
 * The next two read catalogue's certification_types and certifications, published read models any
 * module may read (decision 0016): no face call needed, and the certification module owns neither.
 */

/** A certification type (programme) of the tenant: another tenant's ids are unknown, not probeable. */
export async function certificationTypeOfTenant(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({ id: certificationTypes.id })
    .from(certificationTypes)
    .where(and(eq(certificationTypes.id, id), eq(certificationTypes.tenantId, tenantId)));
  return !!row;
}

/** A certification offered on one of the tenant's sites. */
export async function certificationOfTenant(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({ id: certifications.id })
    .from(certifications)
    .innerJoin(sites, eq(sites.id, certifications.siteId))
    .where(and(eq(certifications.id, id), eq(sites.tenantId, tenantId)));
  return row;
}
