import type { PracticalExamInvitationBody, PracticalExamSeatResult } from '@credo/contracts/training';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * POST /user/practicalExamApprove/enrollByInvitationCode {code, allergies, dietaryRequirements}
 * (decision 0011). An invitation call: exempt from the generic Tips dialog like getDetail and use
 * (cert §8), the page places each code's message itself.
 */
export const enrolByInvitationCode = (body: PracticalExamInvitationBody): Promise<ApiResult<PracticalExamSeatResult>> =>
  api.post<PracticalExamSeatResult>('/user/practicalExamApprove/enrollByInvitationCode', body, { exemptFromTips: true });
