import type { PracticalExamSeatResult } from '@credo/contracts/training';
import { api, type ApiResult } from '@/shared/api/api-client';

/** POST /user/practicalExamApprove/cancelPracticalExam {practicalExamApproveId}; 10011 within 24 hours. */
export const cancelPracticalExam = (practicalExamApproveId: number): Promise<ApiResult<PracticalExamSeatResult>> =>
  api.post<PracticalExamSeatResult>('/user/practicalExamApprove/cancelPracticalExam', { practicalExamApproveId });
