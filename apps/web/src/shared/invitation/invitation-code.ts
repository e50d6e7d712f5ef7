import { ErrorCode } from '@credo/contracts/errors';
import type { InvitationDetail, InvitationUseBody, InvitationUseResult } from '@credo/contracts/invitation';
import { api, type ApiFailure, type ApiResult } from '@/shared/api/api-client';

/**
 * The invitation-code calls of the enrol dialogs (cert §7, commerce §6 "hsc"), used by the
 * certification page and the course page. Both are among the spec's calls exempt from the generic
 * Tips dialog (cert §8): the dialog shows the code's message itself (`placeInvitationFailure`).
 */

/** GET /user/invitation/getDetail {invitationCode}: what the code enrols in and which use call takes it. */
export const getInvitationDetail = (invitationCode: string): Promise<ApiResult<InvitationDetail>> =>
  api.get<InvitationDetail>('/user/invitation/getDetail', { invitationCode }, { exemptFromTips: true });

/** POST /user/invitation/use, or /user/invitation/sales/use for a sales code: enrols with the code. */
export const redeemInvitation = (kind: 'user' | 'sales', body: InvitationUseBody): Promise<ApiResult<InvitationUseResult>> =>
  api.post<InvitationUseResult>(kind === 'sales' ? '/user/invitation/sales/use' : '/user/invitation/use', body, { exemptFromTips: true });

/** Where an enrol dialog shows a refused invitation call. */
export type InvitationFailurePlace =
  /** 401 (the client sends the browser to sign in): nothing to show. */
  | { where: 'none' }
  /** 10026: the dialog closes; the shared client opens the prerequisite list. */
  | { where: 'close' }
  /** 10018 (names the code's site from data.codeValidWithSite) and 10019 (fixed text): a notice above the form. */
  | { where: 'notice'; text: string }
  /** Every other code, and a request that could not be sent: under the code field. */
  | { where: 'field'; text: string };

/**
 * Places a failure of getDetail or use (cert §8). `failure.text` is already the translated
 * catalogue message with the error context filled in (10018's site); 10019 leaves the e-mail
 * choice as it is, which the dialogs do by not touching it.
 */
export const placeInvitationFailure = (failure: ApiFailure, networkText: string): InvitationFailurePlace => {
  if (failure.kind === 'transport') return { where: 'field', text: networkText };
  if (failure.kind !== 'business') return { where: 'none' };
  if (failure.code === ErrorCode.PREREQUISITE_MISSING) return { where: 'close' };
  if (failure.code === ErrorCode.INVITATION_WRONG_SITE || failure.code === ErrorCode.INVITATION_WRONG_REGION) {
    return { where: 'notice', text: failure.text };
  }
  return { where: 'field', text: failure.text };
};
