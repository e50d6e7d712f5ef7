import type { CertificationEnrolBody, CertificationLearnerDetail } from '@credo/contracts/certification-journey';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * POST /user/certificationRegistration/enrol {certificationId, emailNotificationStatus}
 * (decision 0010: open and review modes); answers the learner's new detail. 10026 opens the
 * prerequisite list through the shared client; other codes (10003, 10024 …) get the Tips dialog.
 */
export const enrolCertification = (body: CertificationEnrolBody): Promise<ApiResult<CertificationLearnerDetail>> =>
  api.post<CertificationLearnerDetail>('/user/certificationRegistration/enrol', body);
