import { api } from '@/shared/api/api-client';

/** POST /user/updateLanguageId {languageId}: the user's stored language (one the site offers). */
export const updateLanguageId = (languageId: number) => api.post<true>('/user/updateLanguageId', { languageId });
