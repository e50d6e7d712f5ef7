import type { ClickUserCourseUpdateBody } from '@credo/contracts/certification-journey';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * POST /user/certificationApply/clickUserCourseUpdate {id, viewExamTips} (cert §7): the exam tips
 * notice was dismissed. Silent, like every "seen" mark.
 */
export const clickUserCourseUpdate = (body: ClickUserCourseUpdateBody): Promise<ApiResult<unknown>> =>
  api.post<unknown>('/user/certificationApply/clickUserCourseUpdate', body, { silent: true });
