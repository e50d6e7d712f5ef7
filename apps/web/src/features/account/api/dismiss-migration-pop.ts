import { api } from '@/shared/api/api-client';

/** POST /user/migrationPop/dismiss: the EU/Asia URL-change notice is not shown again (migrationPopStatus '0'). */
export const dismissMigrationPop = () => api.post<true>('/user/migrationPop/dismiss', {}, { silent: true });
