import { api } from '@/shared/api/api-client';

/**
 * POST /user/sso/oneHikIdSign/verify {appId, signature}: the signature hand-off of the site login
 * check (section 4); it starts a session when valid. Silent: a failure only ends the check.
 */
export const verifySign = (appId: string, signature: string) =>
  api.post<{ verified: true }>('/user/sso/oneHikIdSign/verify', { appId, signature }, { silent: true });
