import type { CourseDetail } from '@credo/contracts/course';
import { useTranslation } from 'react-i18next';
import { AwardIcon } from './course-icons';
import styles from './learning.module.css';

/**
 * Shown once the course is complete: the credits it granted and where the learner stands towards
 * the course's certification ("X of Y credits towards …", from the server's certificationCredits).
 */
export const CreditsPanel = ({ course }: { course: CourseDetail }) => {
  const { t } = useTranslation();
  const towards = course.certificationCredits;
  const percent = towards && towards.required > 0 ? Math.min(100, Math.round((towards.earned / towards.required) * 100)) : 0;
  return (
    <section className={styles.credits} aria-labelledby="course-credits-title" data-testid="credits-panel">
      <span className={styles.creditsIcon}>
        <AwardIcon size={28} />
      </span>
      <div className={styles.creditsBody}>
        <h3 id="course-credits-title" className={styles.creditsTitle}>
          {t('player.completedTitle')}
        </h3>
        <p className={styles.creditsText}>
          {course.earnedCredits > 0 ? t('player.creditsEarned', { count: course.earnedCredits }) : t('player.completedNoCredits')}
        </p>
        {towards && course.certificationName && (
          <>
            <p className={styles.creditsText}>
              {t('player.creditsTowards', {
                earned: towards.earned,
                required: towards.required,
                count: towards.required,
                certification: course.certificationName,
              })}
            </p>
            {towards.required > 0 && (
              <span
                className={styles.creditsTrack}
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={towards.required}
                aria-valuenow={Math.min(towards.earned, towards.required)}
                aria-label={course.certificationName}
              >
                <span className={styles.creditsFill} style={{ width: `${percent}%` }} />
              </span>
            )}
            {towards.required > 0 && towards.earned >= towards.required && <p className={styles.creditsHint}>{t('player.creditsReached')}</p>}
          </>
        )}
      </div>
    </section>
  );
};
