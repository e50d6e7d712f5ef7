import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * POST /user/certificationApply/updateWindowRemindStatus {certificateId} (cert §7): the
 * congratulation dialog was seen. Silent: closing a dialog never ends in an error dialog.
 */
export const updateRemindStatus = (certificateId: number): Promise<ApiResult<unknown>> =>
  api.post<unknown>('/user/certificationApply/updateWindowRemindStatus', { certificateId }, { silent: true });
