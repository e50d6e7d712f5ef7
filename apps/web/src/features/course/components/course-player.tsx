import type { CourseChapter, CourseDetail } from '@credo/contracts/course';
import { RegistrationStatus } from '@credo/contracts/enums-learning';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { Tooltip } from '@/shared/ui/tooltip';
import { formatDuration } from '../model/course-url';
import { chapterAction, hasResumePoint, isCourseCompleted, lockReason, lockTextKey, nextVideoChapter, secondsLeftToWatch } from '../model/playback-rules';
import type { useCoursePlayer } from '../model/use-course-player';
import { useFullscreen } from '../model/use-fullscreen';
import { ExitFullscreenIcon, FullscreenIcon, LockIcon, NextIcon, PlayIcon } from './course-icons';
import styles from './learning.module.css';
import { VideoSurface } from './video-surface';
import { Watermark } from './watermark';

type Props = {
  course: CourseDetail;
  signedIn: boolean;
  player: ReturnType<typeof useCoursePlayer>;
  /** The chapter in the player: the one asked for, else the suggestion (resume chapter, free preview …). */
  target: CourseChapter | null;
  /** The learner's e-mail, drawn over the video. */
  email: string;
  onProgress: (chapterId: number, seconds: number) => void;
};

/**
 * The video player section: the stage (offer to play, loading, the video under the watermark, or
 * why it cannot play) and a bar with the chapter's title, Next video and full screen. Full screen
 * takes the whole section, so the watermark and the bar stay on screen.
 */
export const CoursePlayer = ({ course, signedIn, player, target, email, onProgress }: Props) => {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frame);
  const { state } = player;
  const next = nextVideoChapter(course.courseContentReleaseDTOS, target?.id ?? null);
  const nextOpen = next !== null && chapterAction(course, next, signedIn) !== 'none';
  // Locked behind this chapter: say so on screen with what is left to watch (skipping ahead leaves
  // the skipped part unwatched), not only in a tooltip a touch screen never shows (issue 14).
  const left = signedIn && next && !nextOpen && target ? secondsLeftToWatch(target) : 0;
  const lockedNote = left > 0 ? t('player.nextLockedLeft', { time: formatDuration(left) }) : t('player.nextLocked');
  const replay = signedIn && target?.completed === true;
  const label = state.status !== 'idle' ? t('player.nowPlaying') : replay ? t('player.watchAgain') : t('player.upNext');

  return (
    <section ref={frame} className={styles.player} aria-label={t('player.label')} data-status={state.status}>
      <div className={styles.stage}>
        {state.status === 'ready' && state.grant && target ? (
          <>
            <VideoSurface
              key={state.grant.key}
              grant={state.grant}
              title={target.title}
              autoplay={state.autoplay}
              startAt={state.startAt}
              onProgress={(seconds) => onProgress(target.id, seconds)}
              onExpired={(position, resume) => {
                if (!player.renew(position, resume)) player.fail();
              }}
              onPlaying={player.playing}
              onFailed={player.fail}
            />
            <Watermark text={email} />
          </>
        ) : (
          <StageOverlay course={course} signedIn={signedIn} player={player} target={target} />
        )}
      </div>
      {target && (
        <div className={styles.bar}>
          <div className={styles.barTitle}>
            <span className={styles.barLabel}>{label}</span>
            <span className={styles.barChapter} dir="auto">
              {target.title}
            </span>
          </div>
          <div className={styles.barActions}>
            {next && (
              // Not `disabled` while locked: the button keeps the focus, so keyboard users reach the reason too.
              <Tooltip id="player-next-locked" text={nextOpen ? '' : lockedNote} tone="light" placement="top-end">
                <Button
                  className={styles.nextButton}
                  aria-disabled={!nextOpen || undefined}
                  aria-describedby={nextOpen ? undefined : 'player-next-locked'}
                  onClick={() => {
                    if (nextOpen) player.open(next);
                  }}
                >
                  {t('player.next')}
                  <NextIcon size={16} className={styles.flipRtl} />
                </Button>
              </Tooltip>
            )}
            {fullscreen.supported && state.status === 'ready' && (
              <Tooltip
                id="player-fullscreen-tip"
                text={fullscreen.active ? t('player.exitFullscreen') : t('player.fullscreen')}
                tone="light"
                placement="top-end"
                decorative
              >
                <Button
                  className={styles.iconButton}
                  icon={fullscreen.active ? <ExitFullscreenIcon size={18} /> : <FullscreenIcon size={18} />}
                  aria-label={fullscreen.active ? t('player.exitFullscreen') : t('player.fullscreen')}
                  onClick={fullscreen.toggle}
                />
              </Tooltip>
            )}
          </div>
          {signedIn && next && !nextOpen && (
            <p className={styles.barNote} role="status" data-testid="next-locked-note">
              {lockedNote}
            </p>
          )}
        </div>
      )}
    </section>
  );
};

/** What the stage shows when no video is on it: an offer to play, a spinner, or why not. */
const StageOverlay = ({ course, signedIn, player, target }: Omit<Props, 'email' | 'onProgress'>) => {
  const { t } = useTranslation();
  const { state } = player;
  const cover = course.coverUrl ? { backgroundImage: `url(${JSON.stringify(course.coverUrl)})` } : undefined;

  if (state.status === 'loading') {
    return (
      <div className={styles.overlay} style={cover} role="status">
        <span className={styles.overlaySpinner}>
          <Spinner size="large" />
        </span>
        <span className={styles.overlayText}>{t('player.loading')}</span>
      </div>
    );
  }
  if (state.status === 'failed' || state.status === 'locked') {
    const reason = target ? lockReason(course, target) : null;
    return (
      <div className={styles.overlay} style={cover} role="alert">
        {state.status === 'locked' && <LockIcon size={32} />}
        <span className={styles.overlayTitle}>{state.status === 'locked' ? t('player.lockedTitle') : t('player.failed')}</span>
        {state.status === 'locked' && reason && <span className={styles.overlayText}>{t(lockTextKey(course, reason))}</span>}
        {state.status === 'failed' && <Button onClick={player.retry}>{t('player.retry')}</Button>}
      </div>
    );
  }

  if (!target) {
    return (
      <div className={styles.overlay} style={cover}>
        <span className={styles.overlayTitle}>{t('player.noVideo')}</span>
      </div>
    );
  }
  const action = chapterAction(course, target, signedIn);
  if (action === 'none' || action === 'enrol') {
    const reason = lockReason(course, target) ?? 'enrol';
    return (
      <div className={styles.overlay} style={cover}>
        <LockIcon size={32} />
        <span className={styles.overlayTitle}>{t(lockTextKey(course, reason))}</span>
      </div>
    );
  }
  // The chapter's title is in the bar under the stage; the stage says what the button does.
  const resume = signedIn && hasResumePoint(target);
  const replay = signedIn && target.completed;
  // A video outside any certification is free to watch once signed in (its registration is audited
  // at once, commerce §4/§7): "Sign in and enrol" only puzzled visitors (issue 14 item 10).
  const heading = !signedIn
    ? t(course.certificationId === null ? 'player.signInToWatchVideo' : 'player.signInToWatch')
    : resume
      ? t('player.continue')
      : replay
        ? isCourseCompleted(course)
          ? t('player.allWatched')
          : t('player.watchAgain')
        : target.isFreePreview && course.registrationStatus === RegistrationStatus.NOT_ENROLLED
          ? t('player.preview')
          : t('player.start');
  const button = !signedIn
    ? t('player.signIn')
    : resume
      ? t('player.resumeAt', { time: formatDuration(target.payDuration) })
      : replay
        ? t('player.playAgain')
        : t('player.play');
  return (
    <div className={styles.overlay} style={cover}>
      <span className={styles.overlayTitle}>{heading}</span>
      <Button variant="primary" size="large" className={styles.playButton} icon={<PlayIcon size={20} />} onClick={() => player.open(target)}>
        {button}
      </Button>
    </div>
  );
};
