import type { InvitationDetail, InvitationUseBody, InvitationUseResult } from '@credo/contracts/invitation';
import { api, type ApiResult } from '@/shared/api/api-client';

/** The use call of each kind of code (cert §6: codes exist for users and for sales). */
export const USE_PATHS: Record<InvitationDetail['kind'], string> = {
  user: '/user/invitation/use',
  sales: '/user/invitation/sales/use',
};

/**
 * POST /user/invitation/use or /user/invitation/sales/use {code, emailNotificationStatus}
 * (cert §7), by the kind getDetail gave. Exempt from the generic Tips dialog like getDetail.
 */
export const acceptInvitation = (kind: InvitationDetail['kind'], body: InvitationUseBody): Promise<ApiResult<InvitationUseResult>> =>
  api.post<InvitationUseResult>(USE_PATHS[kind], body, { exemptFromTips: true });
