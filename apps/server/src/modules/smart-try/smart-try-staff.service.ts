import type { SmartTryRequestState, StaffSmartTryItem } from '@credo/contracts/smart-try';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { ErrorCode } from '@credo/contracts/errors';
import { displayNameOf, userCardsByIds } from '../user/index';
import { notifySmartTryDecided } from './smart-try-notify';
import { findCampaignTitle, findDistributorName, findProductName, findRequestsOfTenant, lockRequest, updateDecision } from './smart-try.repo';

/**
 * Staff review of Smart Try requests (issue 21 item 3). The staff member's tenant bounds what they
 * see and decide; a decision locks the request, refuses anything but a pending one (501, nothing
 * changes), writes the audit entry through the writer the composition root hands in (staff's, a
 * floor above) and queues the outcome mail, all in one transaction.
 */

type Staff = { id: number; tenantId: number };

/** Staff's audit writer (staff module), passed in by app.ts: this module stands below staff. */
export type SmartTryAudit = (
  tx: Db,
  entry: { actorUserId: number; action: string; targetType: 'smartTryRequest'; targetId: number; detail: Record<string, unknown> },
) => Promise<void>;

const LIST_LIMIT = 200;

export async function listSmartTryRequests(db: Db, staff: Staff, languageId: number, state: SmartTryRequestState): Promise<StaffSmartTryItem[]> {
  const rows = await findRequestsOfTenant(db, staff.tenantId, state, LIST_LIMIT);
  const users = await userCardsByIds(
    db,
    rows.map((r) => r.userId),
  );
  const titles = new Map<number, string>();
  const items: StaffSmartTryItem[] = [];
  for (const r of rows) {
    const u = users.get(r.userId);
    if (!u) continue;
    if (!titles.has(r.campaignId)) titles.set(r.campaignId, await findCampaignTitle(db, r.campaignId, languageId));
    items.push({
      id: r.id,
      campaignId: r.campaignId,
      campaignTitle: titles.get(r.campaignId) ?? '',
      userId: r.userId,
      userName: displayNameOf(u),
      email: u.email ?? '',
      certificateNumber: r.certificateNumber,
      certificationName: r.certificationName,
      productType: r.productType,
      productName: await findProductName(db, r.productId, languageId),
      distributorName: r.distributorName,
      note: r.note,
      state: r.state as SmartTryRequestState,
      createdAt: r.createdAt.toISOString(),
    });
  }
  return items;
}

export async function decideSmartTryRequest(
  db: Db,
  audit: SmartTryAudit,
  staff: Staff,
  body: { requestId: number; decision: 'approve' | 'reject'; reason?: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, body.requestId);
    if (!row || row.tenantId !== staff.tenantId) throw AppError.notFound('No such Smart Try request');
    if (row.state !== 'pending') throw new AppError(ErrorCode.OTHER_ERROR, { state: row.state }, `This request was already ${row.state}.`);
    const state = body.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
    const reason = state === 'rejected' ? (body.reason ?? null) : null;
    await updateDecision(tx, row.id, { state, decidedAt: now, decidedBy: staff.id, reason });
    await audit(tx, {
      actorUserId: staff.id,
      action: `smartTry.${body.decision}`,
      targetType: 'smartTryRequest',
      targetId: row.id,
      detail: { campaignId: row.campaignId, userId: row.userId, ...(reason ? { reason } : {}) },
    });
    const card = (await userCardsByIds(tx, [row.userId])).get(row.userId);
    const languageId = card?.languageId ?? 1;
    await notifySmartTryDecided(tx, {
      userId: row.userId,
      requestId: row.id,
      campaignId: row.campaignId,
      languageId,
      certificationName: row.certificationName,
      productName: await findProductName(tx, row.productId, languageId),
      distributorName: await findDistributorName(tx, row.distributorId),
      approved: state === 'approved',
      reason,
      at: now,
    });
    return { requestId: row.id, state, decidedAt: now.toISOString() };
  });
}
