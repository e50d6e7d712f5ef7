import type { PracticalExamEnrollBody, PracticalExamSeatResult } from '@credo/contracts/training';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * POST /user/practicalExamApprove/enroll {practicalExamId, allergies, dietaryRequirements}
 * (cert §5, decision 0011). Refusals (10008 full, 10009, 10010, 10012, 10013, 10024, 10002, 501)
 * get the shared Tips dialog.
 */
export const enrolPracticalExam = (body: PracticalExamEnrollBody): Promise<ApiResult<PracticalExamSeatResult>> =>
  api.post<PracticalExamSeatResult>('/user/practicalExamApprove/enroll', body);
