import { api } from '@/shared/api/api-client';

/** POST /user/account/delete: sessions revoked, personal data removed; answers where to go. */
export const deleteAccount = () => api.post<{ logoutUrl: string }>('/user/account/delete', {});
