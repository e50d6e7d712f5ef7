import type { CertificationLearnerDetail, SwitchLearningTypeBody } from '@credo/contracts/certification-journey';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * POST /certification/certificationRelease/switchLearningType {id, learningType} (cert §4, §7):
 * the answer is the learner's detail after the switch, which replaces the one on screen.
 */
export const switchLearningType = (body: SwitchLearningTypeBody): Promise<ApiResult<CertificationLearnerDetail>> =>
  api.post<CertificationLearnerDetail>('/certification/certificationRelease/switchLearningType', body);
