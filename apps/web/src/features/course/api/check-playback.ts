import type { PlaybackInfo } from '@credo/contracts/learning';
import { api, type ApiResult } from '@/shared/api/api-client';

export type CheckPlaybackInput = { id: number; courseContentId: number; courseType: number };

/**
 * GET /certification/release/course/power/check {id, courseContentId, courseType} (commerce §3,
 * §7): the signed, short-lived stream URL of one chapter and the position to resume from. A
 * locked chapter answers code 403, which the player explains itself (no Tips dialog); 401 sends
 * the browser to sign in as usual.
 */
export const checkPlayback = (input: CheckPlaybackInput, signal?: AbortSignal): Promise<ApiResult<PlaybackInfo>> =>
  api.get<PlaybackInfo>('/certification/release/course/power/check', input, { signal, exemptFromTips: true });
