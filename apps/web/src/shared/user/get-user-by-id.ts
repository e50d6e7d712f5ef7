import type { UserInfo } from '@credo/contracts/user';
import { api } from '@/shared/api/api-client';

/** GET /user/getUserById?id=: the periodic refresh of the signed-in user (own id only). Silent. */
export const getUserById = (id: number, signal?: AbortSignal) => api.get<UserInfo>('/user/getUserById', { id }, { silent: true, signal });
