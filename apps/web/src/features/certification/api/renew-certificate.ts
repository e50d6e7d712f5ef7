import type { RenewResult } from '@credo/contracts/certificate';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * POST /user/certificationApply/renew {certificateId} (cert §7, decision 0010): starts a new cycle
 * in this site's current version of the certification, whose id the answer gives.
 */
export const renewCertificate = (certificateId: number): Promise<ApiResult<RenewResult>> =>
  api.post<RenewResult>('/user/certificationApply/renew', { certificateId });
