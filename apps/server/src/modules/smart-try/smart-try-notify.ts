import type { Db } from '../../db/client';
import { notify } from '../notification/index';
import { findCampaignTitle } from './smart-try.repo';

type RequestFacts = {
  userId: number;
  requestId: number;
  campaignId: number;
  /** The language the campaign's title is written in (the request's, or the learner's for a decision). */
  languageId: number;
  certificationName: string;
  productName: string;
  distributorName: string;
  at: Date;
};

/** The confirmation of a request, queued in the caller's transaction (issue 20 pattern, decision 0021). */
export async function notifySmartTryRequested(tx: Db, f: RequestFacts) {
  const campaignTitle = await findCampaignTitle(tx, f.campaignId, f.languageId);
  await notify(tx, {
    type: 'smarttry.requested',
    userId: f.userId,
    requestId: f.requestId,
    campaignTitle,
    certificationName: f.certificationName,
    productName: f.productName,
    distributorName: f.distributorName,
    at: f.at,
  });
}

/** Staff's outcome, queued in the decision's transaction. */
export async function notifySmartTryDecided(tx: Db, f: RequestFacts & { approved: boolean; reason: string | null }) {
  const campaignTitle = await findCampaignTitle(tx, f.campaignId, f.languageId);
  await notify(tx, {
    type: 'smarttry.decided',
    userId: f.userId,
    requestId: f.requestId,
    campaignTitle,
    productName: f.productName,
    distributorName: f.distributorName,
    approved: f.approved,
    reason: f.reason,
    at: f.at,
  });
}
