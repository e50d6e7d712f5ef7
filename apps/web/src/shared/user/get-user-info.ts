import type { UserInfo } from '@credo/contracts/user';
import { api, type ApiResult } from '@/shared/api/api-client';
import { hasSignedInHint } from './signed-in-hint';

/** A visitor, known without asking: the answer getUserInfo's HTTP 401 would give. */
const VISITOR: ApiResult<UserInfo> = { ok: false, kind: 'unauthorized' };

/**
 * GET /user/sso/getUserInfo: the signed-in user. Silent: a visitor's HTTP 401 is an answer here
 * (visitors see the sign-in button), not a reason to send them to sign in. Asked only when the
 * browser carries the signed-in hint (signed-in-hint.ts); without it the visitor answer comes at
 * once, so every caller (the bootstrap, the current-user query) skips the request alike.
 */
export const getUserInfo = async (signal?: AbortSignal): Promise<ApiResult<UserInfo>> =>
  hasSignedInHint() ? api.get<UserInfo>('/user/sso/getUserInfo', {}, { silent: true, signal }) : VISITOR;
