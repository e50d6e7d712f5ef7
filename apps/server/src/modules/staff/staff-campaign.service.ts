import type { Db } from '../../db/client';
import { campaignDetail, createCampaign, kickCampaign, previewCampaign, requestCampaignSend, type CampaignInput } from '../notification/index';
import { displayNameOf, userCardOf } from '../user/index';
import { campaignAudience } from './staff-campaign-audience';
import { insertAudit } from './staff.repo';

type Staff = { id: number; tenantId: number };

/** Creates a draft campaign, audited in the same transaction. */
export function createCampaignAudited(db: Db, staff: Staff, input: CampaignInput) {
  return db.transaction(async (tx) => {
    const view = await createCampaign(tx, staff, input);
    await insertAudit(tx, {
      actorUserId: staff.id,
      action: 'campaign.create',
      targetType: 'campaign',
      targetId: view.id,
      detail: { name: view.name, siteId: view.siteId },
    });
    return view;
  });
}

export async function previewCampaignFor(db: Db, staff: Staff, campaignId: number, lang?: string) {
  const card = await userCardOf(db, staff.id);
  return previewCampaign(db, { ...staff, name: card ? displayNameOf(card) : '' }, campaignId, lang);
}

/**
 * Marks the campaign for sending and writes the audit row in one transaction, then starts the
 * fan-out on this process without waiting for it (the answer shows the progress so far; a crash
 * leaves it to the fan-out loop of any node). A second "send" starts nothing and audits nothing.
 */
export async function sendCampaign(db: Db, staff: Staff, campaignId: number, onError: (err: unknown) => void) {
  const { started } = await db.transaction(async (tx) => {
    const r = await requestCampaignSend(tx, staff.tenantId, campaignId);
    if (r.started) await insertAudit(tx, { actorUserId: staff.id, action: 'campaign.send', targetType: 'campaign', targetId: campaignId, detail: {} });
    return r;
  });
  if (started) void kickCampaign(db, campaignId, campaignAudience, onError);
  return campaignDetail(db, staff.tenantId, campaignId);
}
