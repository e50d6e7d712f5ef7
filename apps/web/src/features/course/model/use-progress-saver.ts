import type { CourseDetail } from '@credo/contracts/course';
import { LearningProcess } from '@credo/contracts/enums-learning';
import type { ReloadResult } from '@credo/contracts/learning';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { saveProgress } from '../api/save-progress';
import { applySaveResult } from './playback-rules';
import { createSaveQueue, type SaveQueue } from './save-queue';

/** What a save changed that the learner is told about. */
export type SaveNews = { kind: 'unlocked'; chapterTitle: string } | { kind: 'quizReady' } | { kind: 'completed'; earnedCredits: number };

type Options = {
  courseId: number;
  queryKey: QueryKey;
  onNews: (news: SaveNews) => void;
};

/**
 * Saves the player's position (POST reload) through one queue per page: at most one save in flight
 * per chapter, the latest waiting. Each answer goes into the cached detail at once (progress bars,
 * checks, locks); an unlock, the end of the learning stage or the course's completion refetch the
 * detail and are announced through `onNews`.
 */
export const useProgressSaver = ({ courseId, queryKey, onNews }: Options) => {
  const client = useQueryClient();
  const latest = useRef({ courseId, queryKey, onNews });
  latest.current = { courseId, queryKey, onNews };

  const handle = useCallback(
    (chapterId: number, result: ReloadResult) => {
      const { queryKey: key, onNews: tell } = latest.current;
      const before = client.getQueryData<CourseDetail>(key);
      if (before) client.setQueryData<CourseDetail>(key, applySaveResult(before, chapterId, result));
      const unlocked = result.unlockedChapterId === null ? undefined : before?.courseContentReleaseDTOS.find((c) => c.id === result.unlockedChapterId);
      const completedNow = result.courseCompleted && before?.learningProcess !== LearningProcess.SUCCESS;
      const quizNow = result.learningProcess === LearningProcess.LEARNING_ENDED && (before?.learningProcess ?? 0) < LearningProcess.LEARNING_ENDED;
      if (unlocked) tell({ kind: 'unlocked', chapterTitle: unlocked.title });
      if (quizNow) tell({ kind: 'quizReady' });
      if (completedNow) tell({ kind: 'completed', earnedCredits: result.earnedCredits });
      if (result.unlockedChapterId !== null || quizNow || completedNow) void client.invalidateQueries({ queryKey: key });
    },
    [client],
  );

  const [queue] = useState<SaveQueue>(() =>
    createSaveQueue(async ({ chapterId, position }) => {
      const result = await saveProgress({ releaseCourseId: latest.current.courseId, releaseCourseContentId: chapterId, payDuration: position });
      if (!result.ok) throw new Error('not saved');
      handle(chapterId, result.data);
    }),
  );

  return useCallback((chapterId: number, position: number) => queue.push({ chapterId, position }), [queue]);
};
