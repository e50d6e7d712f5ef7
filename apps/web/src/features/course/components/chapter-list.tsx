import type { CourseChapter, CourseDetail } from '@credo/contracts/course';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/shared/ui/tooltip';
import { formatDuration } from '../model/course-url';
import { chapterPercent, lockReason, lockTextKey, savesProgress } from '../model/playback-rules';
import { CheckIcon, LockIcon, NowPlayingIcon, PlayIcon } from './course-icons';
import styles from './learning.module.css';

type Props = {
  course: CourseDetail;
  signedIn: boolean;
  /** The chapter in the player (playing, loading or preselected to resume). */
  currentId: number | null;
  /** The current chapter is actually loaded in the player (not only preselected). */
  active: boolean;
  onOpen: (chapter: CourseChapter) => void;
};

/**
 * The chapters in course order (commerce §2): a check once watched to the end, the watched share,
 * the chapter in the player marked, and a lock icon on locked content. An open chapter is a button
 * that plays it; for a visitor every chapter is, and asks to sign in. A locked chapter is not a
 * button but still takes focus, so hovering or focusing it shows why it is locked, and screen
 * readers read the reason as the row's description.
 */
export const ChapterList = ({ course, signedIn, currentId, active, onOpen }: Props) => {
  const { t } = useTranslation();
  const chapters = course.courseContentReleaseDTOS;
  if (chapters.length === 0) return <p className={styles.empty}>{t('course.noChapters')}</p>;
  const showProgress = savesProgress(course);

  return (
    <ol className={styles.chapters}>
      {chapters.map((c) => {
        const current = c.id === currentId;
        const reason = signedIn ? lockReason(course, c) : null;
        const reasonText = reason ? t(lockTextKey(course, reason)) : '';
        const percent = showProgress ? chapterPercent(c) : 0;
        // A finished chapter keeps its check while it plays again; the row's highlight shows it is current.
        const state = c.locked ? 'locked' : c.completed && showProgress ? 'completed' : current && active ? 'playing' : 'available';
        const stateLabel = {
          locked: t('course.locked'),
          playing: t('player.nowPlaying'),
          completed: t('player.completed'),
          available: t('course.available'),
        }[state];
        const content: ReactNode = (
          <>
            <span className={styles.chapterState} data-state={state} role="img" aria-label={stateLabel} title={stateLabel}>
              {
                {
                  locked: <LockIcon size={18} />,
                  playing: <NowPlayingIcon size={16} />,
                  completed: <CheckIcon size={16} />,
                  available: <PlayIcon size={18} />,
                }[state]
              }
            </span>
            <span className={styles.chapterBody}>
              <span className={styles.chapterTitle} dir="auto">
                {c.title}
                {c.isFreePreview && <span className={styles.previewTag}>{t('course.preview')}</span>}
              </span>
              {percent > 0 && percent < 100 && (
                <span className={styles.chapterProgress}>
                  <span
                    className={styles.progressTrack}
                    role="progressbar"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-label={t('player.watched', { percent })}
                  >
                    <span className={styles.progressFill} style={{ width: `${percent}%` }} />
                  </span>
                  <span className={styles.progressText} aria-hidden="true">
                    {t('player.watched', { percent })}
                  </span>
                </span>
              )}
            </span>
            {c.hasVideo && <span className={styles.chapterDuration}>{formatDuration(c.durationSeconds)}</span>}
          </>
        );
        const interactive = c.hasVideo && (!signedIn || !c.locked);
        return (
          <li
            key={c.id}
            className={styles.chapter}
            data-locked={c.locked}
            data-completed={c.completed}
            data-current={current || undefined}
            aria-current={current ? 'step' : undefined}
          >
            {interactive ? (
              <button type="button" className={styles.chapterRow} onClick={() => onOpen(c)}>
                {content}
              </button>
            ) : reasonText ? (
              <Tooltip id={`chapter-lock-${c.id}`} text={reasonText}>
                <div className={styles.chapterRow} tabIndex={0} aria-disabled="true" aria-describedby={`chapter-lock-${c.id}`}>
                  {content}
                </div>
              </Tooltip>
            ) : (
              <div className={styles.chapterRow} aria-disabled="true">
                {content}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
};
