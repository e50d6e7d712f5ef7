import { ErrorCode } from '@credo/contracts/errors';
import type { SmartTryOwnRequest, SmartTryPage, SmartTryRequestBody, SmartTryRequestState } from '@credo/contracts/smart-try';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { validCertificatesOfUsers, type ValidCertificate } from '../certificate/index';
import { notifySmartTryRequested } from './smart-try-notify';
import { findDistributors, findProducts, findRequestOf, findRunningCampaign, findRunningCampaignOfSite, insertRequest } from './smart-try.repo';

/**
 * Smart Try for the learner (issue 21 item 3, decision 0025): the site's running campaign in the
 * page's language, who may request (a valid certificate, asked of the certificate module's face),
 * and the one request per learner and campaign.
 */

type Ctx = Pick<RequestContext, 'siteId' | 'languageId' | 'tenantId'>;

const toCertificate = (c: ValidCertificate) => ({
  number: c.number,
  certificationName: c.certificationName,
  level: c.level,
  validUntil: c.expiresAt.toISOString(),
});

async function ownRequest(db: Db, campaignId: number, userId: number, languageId: number): Promise<SmartTryOwnRequest | null> {
  const row = await findRequestOf(db, campaignId, userId);
  if (!row) return null;
  const [products, distributors] = [await findProducts(db, campaignId, languageId), await findDistributors(db, campaignId)];
  return {
    id: row.id,
    state: row.state as SmartTryRequestState,
    certificationName: row.certificationName,
    productName: products.find((p) => p.id === row.productId)?.name ?? '',
    distributorName: distributors.find((d) => d.id === row.distributorId)?.name ?? '',
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The page's data: the campaign (or null when none runs here), the viewer's eligibility, certificates and own request. */
export async function smartTryPageOf(db: Db, ctx: Ctx, viewerId: number | null, now = new Date()): Promise<SmartTryPage> {
  const row = await findRunningCampaign(db, ctx.siteId, ctx.languageId, now);
  const campaign = row
    ? {
        id: row.id,
        title: row.title,
        summary: row.summary,
        body: row.body,
        imageUrl: row.imageUrl,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        products: (await findProducts(db, row.id, ctx.languageId)).map((p) => ({ ...p })),
        distributors: await findDistributors(db, row.id),
      }
    : null;
  if (viewerId === null) return { campaign, eligibility: 'visitor', certificates: [], request: null };
  const certificates = (await validCertificatesOfUsers(db, ctx.tenantId, [viewerId], now)).map(toCertificate);
  const request = campaign ? await ownRequest(db, campaign.id, viewerId, ctx.languageId) : null;
  const eligibility = request ? 'requested' : certificates.length === 0 ? 'notCertified' : 'eligible';
  return { campaign, eligibility, certificates, request };
}

/**
 * A request (cert §5: certification type, product type and distributor required). The campaign
 * must run on the request's site; the certificate must be the learner's own and valid now; product
 * and distributor must be the campaign's. The unique index keeps one request per learner and
 * campaign (a second, or a racing twin, answers 10024); the confirmation mail is queued in the
 * same transaction.
 */
export async function requestSmartTry(db: Db, ctx: Ctx, userId: number, body: SmartTryRequestBody, now = new Date()) {
  const campaign = await findRunningCampaignOfSite(db, body.campaignId, ctx.siteId, now);
  if (!campaign) throw AppError.notFound('No such campaign is running on this site.');
  if (await findRequestOf(db, campaign.id, userId)) throw new AppError(ErrorCode.ALREADY_REGISTERED);
  const certificates = await validCertificatesOfUsers(db, ctx.tenantId, [userId], now);
  if (certificates.length === 0) {
    throw new AppError(ErrorCode.OTHER_ERROR, { reason: 'notCertified' }, 'Smart Try is for certified users: a valid certificate is required.');
  }
  const certificate = certificates.find((c) => c.number === body.certificateNumber);
  if (!certificate) throw AppError.badRequest('Please select the certification type.', { field: 'certificateNumber' });
  const product = (await findProducts(db, campaign.id, ctx.languageId)).find((p) => p.id === body.productId);
  if (!product) throw AppError.badRequest('Please select the product type.', { field: 'productId' });
  const distributor = (await findDistributors(db, campaign.id)).find((d) => d.id === body.distributorId);
  if (!distributor) throw AppError.badRequest('Please select the distributor.', { field: 'distributorId' });

  return db.transaction(async (tx) => {
    const inserted = await insertRequest(tx, {
      campaignId: campaign.id,
      userId,
      certificateNumber: certificate.number,
      certificationName: certificate.certificationName,
      productId: product.id,
      distributorId: distributor.id,
      note: body.note ?? '',
      createdAt: now,
    });
    if (!inserted) throw new AppError(ErrorCode.ALREADY_REGISTERED);
    await notifySmartTryRequested(tx, {
      userId,
      requestId: inserted.id,
      campaignId: campaign.id,
      languageId: ctx.languageId,
      certificationName: certificate.certificationName,
      productName: product.name,
      distributorName: distributor.name,
      at: now,
    });
    return { requestId: inserted.id, state: 'pending' as const };
  });
}
