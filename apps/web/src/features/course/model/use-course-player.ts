import type { CourseChapter, CourseDetail } from '@credo/contracts/course';
import { ErrorCode } from '@credo/contracts/errors';
import type { PlaybackInfo } from '@credo/contracts/learning';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openLoginTip } from '@/shared/dialogs/login-tip';
import { checkPlayback } from '../api/check-playback';
import { chapterAction } from './playback-rules';

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'locked' | 'failed';

export type PlayerState = {
  /** The chapter asked for; null until the learner picks one (the player then offers a suggestion). */
  chapterId: number | null;
  status: PlayerStatus;
  grant: PlaybackInfo | null;
  /** Start playing as soon as the video can (the learner clicked, or playback was interrupted by a renewal). */
  autoplay: boolean;
  /** Where to seek once the video's metadata is known: the grant's resume position or, on renewal, where it stopped. */
  startAt: number;
};

const IDLE: PlayerState = { chapterId: null, status: 'idle', grant: null, autoplay: false, startAt: 0 };
/** Renewals in a row without the learner asking: a link that fails again right after renewal is not renewed forever. */
const MAX_RENEWALS = 2;

type Options = {
  course: CourseDetail;
  signedIn: boolean;
  queryKey: QueryKey;
  /** A signed-in learner clicked a chapter that needs an enrolment first. */
  onEnrolHint: () => void;
};

/**
 * Which chapter the player shows and its playback grant (power/check). A click follows
 * `chapterAction`; a grant whose URL expired, or whose stream answered 403, is asked for again
 * and playback goes on where it stopped. A 403 from power/check itself means the chapter is
 * locked after all (the page was stale): the detail is refetched.
 */
export const useCoursePlayer = ({ course, signedIn, queryKey, onEnrolHint }: Options) => {
  const client = useQueryClient();
  const [state, setState] = useState<PlayerState>(IDLE);
  const ticket = useRef(0);
  const renewals = useRef(0);
  const { id: courseId, courseType } = course;

  useEffect(() => () => void ticket.current++, []);

  const load = useCallback(
    async (chapterId: number, autoplay: boolean, startAt?: number) => {
      const mine = ++ticket.current;
      setState({ chapterId, status: 'loading', grant: null, autoplay, startAt: startAt ?? 0 });
      const result = await checkPlayback({ id: courseId, courseContentId: chapterId, courseType });
      if (mine !== ticket.current) return;
      if (result.ok) {
        setState({ chapterId, status: 'ready', grant: result.data, autoplay, startAt: startAt ?? result.data.payDuration });
        return;
      }
      // No session: the shared client is already on its way to the sign-in page.
      if (result.kind === 'unauthorized') return;
      const locked = result.kind === 'business' && result.code === ErrorCode.FORBIDDEN;
      setState((s) => ({ ...s, status: locked ? 'locked' : 'failed' }));
      if (locked) void client.invalidateQueries({ queryKey });
    },
    [client, courseId, courseType, queryKey],
  );

  /** The learner asks for a chapter (a chapter row, the big play button, Next video). */
  const open = useCallback(
    (chapter: CourseChapter) => {
      switch (chapterAction(course, chapter, signedIn)) {
        case 'login':
          openLoginTip();
          return;
        case 'enrol':
          onEnrolHint();
          return;
        case 'play':
          renewals.current = 0;
          void load(chapter.id, true);
          return;
        default:
      }
    },
    [course, load, onEnrolHint, signedIn],
  );

  /** The stream URL expired or was refused: a new grant, resuming at `position`. False when renewals ran out. */
  const renew = useCallback(
    (position: number, resume: boolean): boolean => {
      if (state.chapterId === null) return false;
      if (renewals.current >= MAX_RENEWALS) {
        setState((s) => ({ ...s, status: 'failed' }));
        return false;
      }
      renewals.current++;
      void load(state.chapterId, resume, position);
      return true;
    },
    [load, state.chapterId],
  );

  /** The video plays: any earlier renewal worked, so the count starts over. */
  const playing = useCallback(() => {
    renewals.current = 0;
  }, []);

  const fail = useCallback(() => setState((s) => ({ ...s, status: 'failed' })), []);

  const retry = useCallback(() => {
    if (state.chapterId === null) return;
    renewals.current = 0;
    void load(state.chapterId, true, state.startAt || undefined);
  }, [load, state.chapterId, state.startAt]);

  return { state, open, renew, playing, fail, retry };
};
