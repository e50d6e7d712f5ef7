import type { InvitationDetail } from '@credo/contracts/invitation';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * GET /user/invitation/getDetail {invitationCode} (cert §7). One of the spec's invitation calls
 * exempt from the generic Tips dialog (cert §8): the enrol dialog shows the code's message
 * itself (10018 names the site, 10019 its fixed text, others under the code field).
 */
export const getInvitationDetail = (invitationCode: string): Promise<ApiResult<InvitationDetail>> =>
  api.get<InvitationDetail>('/user/invitation/getDetail', { invitationCode }, { exemptFromTips: true });
