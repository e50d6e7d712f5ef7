import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  sites,
  smartTryCampaignTexts,
  smartTryCampaigns,
  smartTryDistributors,
  smartTryProductTexts,
  smartTryProducts,
  smartTryRequests,
} from '../../db/schema/index';

/** The site's campaign running at `now` with its text in the language (the newest start wins), or undefined. */
export async function findRunningCampaign(db: Db, siteId: number, languageId: number, now: Date) {
  const [row] = await db
    .select({
      id: smartTryCampaigns.id,
      imageUrl: smartTryCampaigns.imageUrl,
      startsAt: smartTryCampaigns.startsAt,
      endsAt: smartTryCampaigns.endsAt,
      title: smartTryCampaignTexts.title,
      summary: smartTryCampaignTexts.summary,
      body: smartTryCampaignTexts.body,
    })
    .from(smartTryCampaigns)
    .innerJoin(smartTryCampaignTexts, and(eq(smartTryCampaignTexts.campaignId, smartTryCampaigns.id), eq(smartTryCampaignTexts.languageId, languageId)))
    .where(and(eq(smartTryCampaigns.siteId, siteId), lte(smartTryCampaigns.startsAt, now), gt(smartTryCampaigns.endsAt, now)))
    .orderBy(desc(smartTryCampaigns.startsAt), desc(smartTryCampaigns.id))
    .limit(1);
  return row;
}

/** A campaign of the site running at `now` (any language), or undefined. */
export async function findRunningCampaignOfSite(db: Db, campaignId: number, siteId: number, now: Date) {
  const [row] = await db
    .select({ id: smartTryCampaigns.id })
    .from(smartTryCampaigns)
    .where(
      and(eq(smartTryCampaigns.id, campaignId), eq(smartTryCampaigns.siteId, siteId), lte(smartTryCampaigns.startsAt, now), gt(smartTryCampaigns.endsAt, now)),
    );
  return row;
}

/** The campaign's products with their text in the language (a product without one is not offered there). */
export async function findProducts(db: Db, campaignId: number, languageId: number) {
  return db
    .select({
      id: smartTryProducts.id,
      productType: smartTryProducts.productType,
      imageUrl: smartTryProducts.imageUrl,
      name: smartTryProductTexts.name,
      description: smartTryProductTexts.description,
    })
    .from(smartTryProducts)
    .innerJoin(smartTryProductTexts, and(eq(smartTryProductTexts.productId, smartTryProducts.id), eq(smartTryProductTexts.languageId, languageId)))
    .where(eq(smartTryProducts.campaignId, campaignId))
    .orderBy(asc(smartTryProducts.sort), asc(smartTryProducts.id));
}

export async function findDistributors(db: Db, campaignId: number) {
  return db
    .select({ id: smartTryDistributors.id, name: smartTryDistributors.name, city: smartTryDistributors.city })
    .from(smartTryDistributors)
    .where(eq(smartTryDistributors.campaignId, campaignId))
    .orderBy(asc(smartTryDistributors.sort), asc(smartTryDistributors.id));
}

/** The learner's request of the campaign, or undefined. */
export async function findRequestOf(db: Db, campaignId: number, userId: number) {
  const [row] = await db
    .select()
    .from(smartTryRequests)
    .where(and(eq(smartTryRequests.campaignId, campaignId), eq(smartTryRequests.userId, userId)));
  return row;
}

export type NewRequest = typeof smartTryRequests.$inferInsert;

/** One request per learner and campaign: the unique index decides, a racing second insert returns nothing. */
export async function insertRequest(db: Db, row: NewRequest): Promise<{ id: number } | undefined> {
  const [inserted] = await db.insert(smartTryRequests).values(row).onConflictDoNothing().returning({ id: smartTryRequests.id });
  return inserted;
}

/**
 * Requests on the tenant's sites in a state, oldest first, with the campaign's title and the
 * product's name in the language (else another of their texts, the lowest language id), in one
 * query: the list used to look both up per row.
 */
export async function findRequestsOfTenant(db: Db, tenantId: number, state: string, limit: number, languageId: number) {
  return db
    .select({
      id: smartTryRequests.id,
      campaignId: smartTryRequests.campaignId,
      siteId: smartTryCampaigns.siteId,
      userId: smartTryRequests.userId,
      certificateNumber: smartTryRequests.certificateNumber,
      certificationName: smartTryRequests.certificationName,
      productId: smartTryRequests.productId,
      productType: smartTryProducts.productType,
      distributorName: smartTryDistributors.name,
      note: smartTryRequests.note,
      state: smartTryRequests.state,
      createdAt: smartTryRequests.createdAt,
      campaignTitle: sql<string>`coalesce((select ${smartTryCampaignTexts.title} from ${smartTryCampaignTexts}
        where ${smartTryCampaignTexts.campaignId} = ${smartTryRequests.campaignId}
        order by (${smartTryCampaignTexts.languageId} = ${languageId}) desc, ${smartTryCampaignTexts.languageId} limit 1), '')`,
      productName: sql<string>`coalesce((select ${smartTryProductTexts.name} from ${smartTryProductTexts}
        where ${smartTryProductTexts.productId} = ${smartTryRequests.productId}
        order by (${smartTryProductTexts.languageId} = ${languageId}) desc, ${smartTryProductTexts.languageId} limit 1), '')`,
    })
    .from(smartTryRequests)
    .innerJoin(smartTryCampaigns, eq(smartTryCampaigns.id, smartTryRequests.campaignId))
    .innerJoin(sites, eq(sites.id, smartTryCampaigns.siteId))
    .innerJoin(smartTryProducts, eq(smartTryProducts.id, smartTryRequests.productId))
    .innerJoin(smartTryDistributors, eq(smartTryDistributors.id, smartTryRequests.distributorId))
    .where(and(eq(sites.tenantId, tenantId), eq(smartTryRequests.state, state)))
    .orderBy(asc(smartTryRequests.createdAt), asc(smartTryRequests.id))
    .limit(limit);
}

/** The request row-locked with its campaign's site and tenant, for a decision. */
export async function lockRequest(tx: Db, requestId: number) {
  const [row] = await tx
    .select({
      id: smartTryRequests.id,
      campaignId: smartTryRequests.campaignId,
      userId: smartTryRequests.userId,
      productId: smartTryRequests.productId,
      distributorId: smartTryRequests.distributorId,
      certificateNumber: smartTryRequests.certificateNumber,
      certificationName: smartTryRequests.certificationName,
      state: smartTryRequests.state,
      tenantId: sites.tenantId,
      campaignBaseLanguageId: sites.baseLanguageId,
    })
    .from(smartTryRequests)
    .innerJoin(smartTryCampaigns, eq(smartTryCampaigns.id, smartTryRequests.campaignId))
    .innerJoin(sites, eq(sites.id, smartTryCampaigns.siteId))
    .where(eq(smartTryRequests.id, requestId))
    .for('update', { of: smartTryRequests });
  return row;
}

export async function updateDecision(tx: Db, id: number, d: { state: 'approved' | 'rejected'; decidedAt: Date; decidedBy: number; reason: string | null }) {
  await tx
    .update(smartTryRequests)
    .set({ state: d.state, decidedAt: d.decidedAt, decidedBy: d.decidedBy, decisionReason: d.reason })
    .where(eq(smartTryRequests.id, id));
}

/** Names of one product (in a language, falling back to any) and distributor, for mails and lists. */
export async function findProductName(db: Db, productId: number, languageId: number): Promise<string> {
  const rows = await db
    .select({ languageId: smartTryProductTexts.languageId, name: smartTryProductTexts.name })
    .from(smartTryProductTexts)
    .where(eq(smartTryProductTexts.productId, productId));
  return (rows.find((r) => r.languageId === languageId) ?? rows[0])?.name ?? '';
}

export async function findDistributorName(db: Db, distributorId: number): Promise<string> {
  const [row] = await db.select({ name: smartTryDistributors.name }).from(smartTryDistributors).where(eq(smartTryDistributors.id, distributorId));
  return row?.name ?? '';
}

/** The campaign's title in a language (falling back to any of its texts). */
export async function findCampaignTitle(db: Db, campaignId: number, languageId: number): Promise<string> {
  const rows = await db
    .select({ languageId: smartTryCampaignTexts.languageId, title: smartTryCampaignTexts.title })
    .from(smartTryCampaignTexts)
    .where(eq(smartTryCampaignTexts.campaignId, campaignId));
  return (rows.find((r) => r.languageId === languageId) ?? rows[0])?.title ?? '';
}

/** Sites with a campaign running at `now` (for the sitemap). */
export async function findSitesWithRunningCampaign(db: Db, siteIds: number[], now: Date): Promise<number[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ siteId: smartTryCampaigns.siteId })
    .from(smartTryCampaigns)
    .where(and(lte(smartTryCampaigns.startsAt, now), gt(smartTryCampaigns.endsAt, now)));
  const wanted = new Set(siteIds);
  return rows.map((r) => r.siteId).filter((id) => wanted.has(id));
}

/** A site's base language (the language mail to a user of the site without a language of their own is written in), or null. */
export async function findBaseLanguageOfSite(db: Db, siteId: number): Promise<number | null> {
  const [row] = await db.select({ languageId: sites.baseLanguageId }).from(sites).where(eq(sites.id, siteId));
  return row?.languageId ?? null;
}

/**
 * A deleted account's requests (decision 0025): a pending one is withdrawn (state 'withdrawn',
 * decided now by nobody), so staff can no longer approve it and mail an anonymised person; then
 * the certificate number, the free-text note and staff's reason go; the row stays with its
 * campaign, product, distributor, certification name, dates and decision, so staff can still
 * count requests and outcomes. Returns how many were erased and withdrawn.
 */
export async function eraseRequestsOfUser(db: Db, userId: number, now: Date): Promise<{ erased: number; withdrawn: number }> {
  const withdrawn = await db
    .update(smartTryRequests)
    .set({ state: 'withdrawn', decidedAt: now, decidedBy: null })
    .where(and(eq(smartTryRequests.userId, userId), eq(smartTryRequests.state, 'pending')))
    .returning({ id: smartTryRequests.id });
  const rows = await db
    .update(smartTryRequests)
    .set({ certificateNumber: '', note: '', decisionReason: null })
    .where(eq(smartTryRequests.userId, userId))
    .returning({ id: smartTryRequests.id });
  return { erased: rows.length, withdrawn: withdrawn.length };
}
