import type { AccountDeletionStep } from '../../platform/account-deletion';
import { eraseRequestsOfUser } from './smart-try.repo';

/**
 * The account deletion's Smart Try step (decision 0025, in the line of decision 0015: what others
 * count stays, what names the person goes). The user row is anonymised, not deleted, so no cascade
 * touches the requests; this step withdraws the pending ones (staff can no longer decide them and
 * mail an anonymised person) and erases their personal fields in the deletion's transaction.
 */
export const eraseSmartTryRequestsOfDeletedAccount: AccountDeletionStep = async (tx, account, now) => ({
  requests: await eraseRequestsOfUser(tx, account.id, now),
});
