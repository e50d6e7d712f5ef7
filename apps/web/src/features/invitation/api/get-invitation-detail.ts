import type { InvitationDetail } from '@credo/contracts/invitation';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * GET /user/invitation/getDetail {invitationCode} (cert §7): what a code enrols in. Exempt from
 * the generic Tips dialog (cert §8): the page places each code's message itself; 10026 still
 * opens the prerequisite list and 401 still signs in.
 */
export const getInvitationDetail = (invitationCode: string): Promise<ApiResult<InvitationDetail>> =>
  api.get<InvitationDetail>('/user/invitation/getDetail', { invitationCode }, { exemptFromTips: true });
