import type { CourseChapter } from '@credo/contracts/course';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../model/course-url';
import { LockIcon, PlayIcon } from './course-icons';
import styles from './course-detail.module.css';

/** The chapters in course order; a locked one shows the lock icon (commerce §2). No player yet. */
export const ChapterList = ({ chapters }: { chapters: CourseChapter[] }) => {
  const { t } = useTranslation();
  if (chapters.length === 0) return <p className={styles.empty}>{t('course.noChapters')}</p>;
  return (
    <ol className={styles.chapters}>
      {chapters.map((c) => (
        <li key={c.id} className={c.locked ? `${styles.chapter} ${styles.chapterLocked}` : styles.chapter} data-locked={c.locked}>
          <span
            className={styles.chapterState}
            role="img"
            aria-label={c.locked ? t('course.locked') : t('course.available')}
            title={c.locked ? t('course.locked') : t('course.available')}
          >
            {c.locked ? <LockIcon size={18} /> : <PlayIcon size={18} />}
          </span>
          <span className={styles.chapterTitle}>
            {c.title}
            {c.isFreePreview && <span className={styles.previewTag}>{t('course.preview')}</span>}
          </span>
          {c.hasVideo && <span className={styles.chapterDuration}>{formatDuration(c.durationSeconds)}</span>}
        </li>
      ))}
    </ol>
  );
};
