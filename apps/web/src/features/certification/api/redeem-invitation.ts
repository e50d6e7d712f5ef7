import type { InvitationUseBody, InvitationUseResult } from '@credo/contracts/invitation';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * POST /user/invitation/use, or /user/invitation/sales/use for a sales code (cert §7): enrols
 * with the code. Exempt from the generic Tips dialog like getDetail (cert §8).
 */
export const redeemInvitation = (kind: 'user' | 'sales', body: InvitationUseBody): Promise<ApiResult<InvitationUseResult>> =>
  api.post<InvitationUseResult>(kind === 'sales' ? '/user/invitation/sales/use' : '/user/invitation/use', body, { exemptFromTips: true });
