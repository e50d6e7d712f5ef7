import type { PracticalExamEntry } from '@credo/contracts/training';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * GET /certification/practicalExam/getById {id} (decision 0011): one session with the learner's
 * place, for the success view when the code was not checked first. Silent: without it the
 * success view simply names no session.
 */
export const getPracticalExam = (id: number): Promise<ApiResult<PracticalExamEntry>> =>
  api.get<PracticalExamEntry>('/certification/practicalExam/getById', { id }, { silent: true });
