import type { UserInfo } from '@credo/contracts/user';
import { api } from '@/shared/api/api-client';

/**
 * GET /user/sso/getUserInfo: the signed-in user. Silent: a visitor's HTTP 401 is an answer here
 * (visitors see the sign-in button), not a reason to send them to sign in.
 */
export const getUserInfo = (signal?: AbortSignal) => api.get<UserInfo>('/user/sso/getUserInfo', {}, { silent: true, signal });
