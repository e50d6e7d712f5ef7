import { DEFAULT_QUIZ_EXIST } from '@credo/contracts/constants';
import type { ReloadResult } from '@credo/contracts/learning';
import { api, type ApiResult } from '@/shared/api/api-client';

export type SaveProgressInput = { releaseCourseId: number; releaseCourseContentId: number; payDuration: number; quizExist?: number };

/**
 * POST /certification/release/course/reload {releaseCourseId, releaseCourseContentId, payDuration,
 * quizExist (default 1)} (commerce §7): saves the learner's position; the answer says what the save
 * completed, unlocked and granted. Saves run in the background while the video plays, so a
 * refusal never opens the Tips dialog over it.
 */
export const saveProgress = ({ quizExist = DEFAULT_QUIZ_EXIST, ...input }: SaveProgressInput): Promise<ApiResult<ReloadResult>> =>
  api.post<ReloadResult>('/certification/release/course/reload', { ...input, quizExist }, { exemptFromTips: true });
