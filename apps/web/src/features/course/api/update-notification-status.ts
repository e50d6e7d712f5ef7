import { api, type ApiResult } from '@/shared/api/api-client';

/** POST /user/course/process/updateNotificationStatus (commerce §7): unsubscribing sends 2. */
export const updateNotificationStatus = (releaseCourseId: number, notificationStatus = 2): Promise<ApiResult<null>> =>
  api.post<null>('/user/course/process/updateNotificationStatus', { releaseCourseId, notificationStatus });
