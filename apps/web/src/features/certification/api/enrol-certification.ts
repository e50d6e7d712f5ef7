import type { CertificationEnrolBody } from '@credo/contracts/certification-journey';
import { api, type ApiResult } from '@/shared/api/api-client';

export type EnrolResult = { enrolmentId: number; state: 'pending' | 'approved' };

/**
 * POST /user/certificationRegistration/enrol {certificationId, emailNotificationStatus}
 * (decision 0010: open and review modes). 10026 opens the prerequisite list through the shared
 * client; other codes (10003, 10024 …) get the Tips dialog.
 */
export const enrolCertification = (body: CertificationEnrolBody): Promise<ApiResult<EnrolResult>> =>
  api.post<EnrolResult>('/user/certificationRegistration/enrol', body);
