import type { RegistrationResult } from '@credo/contracts/course';
import { api, type ApiResult } from '@/shared/api/api-client';

export type AddRegistrationInput = { relationId: number; emailNotificationStatus: number; courseType: number };

/**
 * POST /user/registration/addRegistration (commerce §7). Business codes (10024 repeat enrol …)
 * get the shared Tips dialog; 401 sends the browser to sign in with the page as target.
 */
export const addRegistration = (input: AddRegistrationInput): Promise<ApiResult<RegistrationResult>> =>
  api.post<RegistrationResult>('/user/registration/addRegistration', input);
