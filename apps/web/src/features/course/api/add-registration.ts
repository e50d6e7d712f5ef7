import type { RegistrationResult } from '@credo/contracts/course';
import { api, type ApiResult, type RequestOptions } from '@/shared/api/api-client';

export type AddRegistrationInput = { relationId: number; emailNotificationStatus: number; courseType: number };

/**
 * POST /user/registration/addRegistration (commerce §7). Business codes (10024 repeat enrol …)
 * get the shared Tips dialog unless the caller takes them (`exemptFromTips`); 401 sends the
 * browser to sign in with the page as target. A course whose certification needs an invitation
 * code answers 403 with data { enrolmentMode: 'invitation', certificationId } until the learner
 * holds an approved enrolment in it.
 */
export const addRegistration = (input: AddRegistrationInput, options: Pick<RequestOptions, 'exemptFromTips'> = {}): Promise<ApiResult<RegistrationResult>> =>
  api.post<RegistrationResult>('/user/registration/addRegistration', input, options);
