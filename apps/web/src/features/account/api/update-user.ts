import type { UserInfo } from '@credo/contracts/user';
import type { UserUpdateInput } from '@credo/contracts/user-update';
import { api } from '@/shared/api/api-client';

/**
 * POST /user/update: the user object; answers the updated user, message 'modify successful'.
 * Exempt from the Tips dialog: a validation failure carries data.issues, shown on the fields.
 */
export const updateUser = (payload: UserUpdateInput) => api.post<UserInfo>('/user/update', payload, { exemptFromTips: true });
