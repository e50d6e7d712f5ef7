import type { ClassroomSeatResult, EnrollClassroomBody } from '@credo/contracts/training';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * POST /user/registration/enrollClassroom {classroomId, emailNotificationStatus} (decision 0011).
 * Refusals (10010, 10013, 10014 training full, 10015, 10016, 10024, 10002, 501) get the shared
 * Tips dialog.
 */
export const enrolClassroom = (body: EnrollClassroomBody): Promise<ApiResult<ClassroomSeatResult>> =>
  api.post<ClassroomSeatResult>('/user/registration/enrollClassroom', body);
