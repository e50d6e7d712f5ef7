import type { ApplyResult } from '@credo/contracts/certificate';
import { api, type ApiResult } from '@/shared/api/api-client';

/** POST /user/certificationApply/apply {certificationId} (cert §7); 20036 gets the Tips dialog. */
export const applyForCertificate = (certificationId: number): Promise<ApiResult<ApplyResult>> =>
  api.post<ApplyResult>('/user/certificationApply/apply', { certificationId });
