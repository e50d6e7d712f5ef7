import type { CourseDetail } from '@credo/contracts/course';
import { RegistrationStatus } from '@credo/contracts/enums-learning';
import type { QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { isCourseCompleted, isFreeVideo, lockTextKey, savePosition, savesProgress, suggestedChapter } from '../model/playback-rules';
import { useCoursePlayer } from '../model/use-course-player';
import { useProgressSaver, type SaveNews } from '../model/use-progress-saver';
import { ChapterList } from './chapter-list';
import { CoursePlayer } from './course-player';
import { CreditsPanel } from './credits-panel';
import styles from './learning.module.css';
import { QuizPanel } from './quiz-panel';

type Props = {
  course: CourseDetail;
  signedIn: boolean;
  queryKey: QueryKey;
  /** Heading of the chapter list ("Course content", "Topic content"). */
  contentTitle: string;
};

/**
 * Where a learner learns on the detail page: the player, the credits once the course is complete,
 * the chapters and the quiz. Progress is saved only for an audited registration; what a save
 * unlocks or completes is announced with a message and refetches the detail.
 */
export const LearningSection = ({ course, signedIn, queryKey, contentTitle }: Props) => {
  const { t } = useTranslation();
  const { user } = useCurrentUser();

  const onNews = useCallback(
    (news: SaveNews) => {
      if (news.kind === 'unlocked') toast.success(t('player.unlocked', { title: news.chapterTitle }));
      else if (news.kind === 'quizReady') toast.info(t('player.quizReady'));
      else toast.success(t('player.courseCompleted'));
    },
    [t],
  );
  const save = useProgressSaver({ courseId: course.id, queryKey, onNews });
  const onEnrolHint = useCallback(() => toast.info(t(lockTextKey(course, 'enrol'))), [course, t]);
  const player = useCoursePlayer({ course, signedIn, queryKey, onEnrolHint });

  const chapters = course.courseContentReleaseDTOS;
  const chosen = chapters.find((c) => c.id === player.state.chapterId) ?? null;
  const target = chosen ?? suggestedChapter(course, signedIn);
  // Preselected (not playing) only for an enrolled learner's resume chapter.
  const preselected = !chosen && savesProgress(course) && target?.id === course.resumeChapterId ? target : null;
  const saving = savesProgress(course);
  const onProgress = useCallback(
    (chapterId: number, seconds: number) => {
      const chapter = chapters.find((c) => c.id === chapterId);
      if (saving && chapter) save(chapterId, savePosition(seconds, chapter.durationSeconds));
    },
    [chapters, save, saving],
  );

  return (
    <div className={styles.learning} data-enrolled={course.registrationStatus !== RegistrationStatus.NOT_ENROLLED}>
      <CoursePlayer course={course} signedIn={signedIn} player={player} target={target} email={user?.email ?? ''} onProgress={onProgress} />
      {isCourseCompleted(course) && <CreditsPanel course={course} />}
      <div className={styles.chaptersHead}>
        <h2 className={styles.heading}>{contentTitle}</h2>
        {course.registrationStatus === RegistrationStatus.NOT_ENROLLED && chapters.some((c) => c.locked) && (
          <span className={styles.hint}>{t(isFreeVideo(course) ? 'player.lock.enrolVideo' : 'course.enrolHint')}</span>
        )}
      </div>
      <ChapterList course={course} signedIn={signedIn} currentId={chosen?.id ?? preselected?.id ?? null} active={chosen !== null} onOpen={player.open} />
      {course.hasQuiz && <QuizPanel course={course} signedIn={signedIn} />}
    </div>
  );
};
