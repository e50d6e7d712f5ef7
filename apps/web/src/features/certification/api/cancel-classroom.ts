import type { ClassroomSeatResult } from '@credo/contracts/training';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * POST /user/registration/cancelClassroom {classroomId} (decision 0011). Within 24 hours of the
 * start the server answers 10011 (its clock decides), which the Tips dialog tells.
 */
export const cancelClassroom = (classroomId: number): Promise<ApiResult<ClassroomSeatResult>> =>
  api.post<ClassroomSeatResult>('/user/registration/cancelClassroom', { classroomId });
