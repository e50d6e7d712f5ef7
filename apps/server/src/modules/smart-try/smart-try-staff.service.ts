import type { SmartTryRequestState, StaffSmartTryItem } from '@credo/contracts/smart-try';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { ErrorCode } from '@credo/contracts/errors';
import { displayNameOf, userCardsByIds } from '../user/index';
import { notifySmartTryDecided } from './smart-try-notify';
import { findBaseLanguageOfSite, findDistributorName, findProductName, findRequestsOfTenant, lockRequest, updateDecision } from './smart-try.repo';

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
  // Two queries whatever the length: the requests with their titles and names, then the learners' cards.
  const rows = await findRequestsOfTenant(db, staff.tenantId, state, LIST_LIMIT, languageId);
  const users = await userCardsByIds(
    db,
    rows.map((r) => r.userId),
  );
  return rows.flatMap((r) => {
    const u = users.get(r.userId);
    if (!u) return [];
    return [
      {
        id: r.id,
        campaignId: r.campaignId,
        campaignTitle: r.campaignTitle,
        userId: r.userId,
        userName: displayNameOf(u),
        email: u.email ?? '',
        certificateNumber: r.certificateNumber,
        certificationName: r.certificationName,
        productType: r.productType,
        productName: r.productName,
        distributorName: r.distributorName,
        note: r.note,
        state: r.state as SmartTryRequestState,
        createdAt: r.createdAt.toISOString(),
      },
    ];
  });
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
    const card = (await userCardsByIds(tx, [row.userId])).get(row.userId);
    // A deleted account's pending request is withdrawn by the deletion (decision 0025); one left
    // pending from before that step is refused the same way: nobody is there to hear the outcome.
    if (row.state === 'withdrawn' || (row.state === 'pending' && (!card || card.deleted)))
      throw new AppError(
        ErrorCode.OTHER_ERROR,
        { state: row.state, reason: 'account-deleted' },
        'The learner deleted their account: this request was withdrawn and can no longer be decided. Nothing changed.',
      );
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
    // The learner's language, as the mail is rendered in (notification's rule): their own, else
    // their site's base language, else the campaign site's.
    const languageId = card?.languageId ?? (card?.siteId ? await findBaseLanguageOfSite(tx, card.siteId) : null) ?? row.campaignBaseLanguageId;
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
