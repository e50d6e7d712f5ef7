import type { CourseDetail } from '@credo/contracts/course';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openLoginTip } from '@/shared/dialogs/login-tip';
import { Button } from '@/shared/ui/button';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { canStartQuiz, quizHref } from '../model/playback-rules';
import { QuizIcon } from './course-icons';
import styles from './learning.module.css';

/**
 * The course's quiz (commerce §2 "start a quiz", §4: disabled until the course is past the
 * learning stage, i.e. every chapter watched). A visitor gets the global login tip (commerce §6).
 */
export const QuizPanel = ({ course, signedIn }: { course: CourseDetail; signedIn: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const variantPath = useVariantPath();
  const ready = canStartQuiz(course);
  return (
    <div className={styles.quiz}>
      <span className={styles.quizIcon}>
        <QuizIcon size={22} />
      </span>
      <div className={styles.quizBody}>
        <h3 className={styles.quizTitle}>{t('player.quiz')}</h3>
        <p className={styles.quizHint}>{signedIn && !ready ? t('player.quizLocked') : t('player.quizHint')}</p>
      </div>
      <Button variant="primary" disabled={signedIn && !ready} onClick={() => (signedIn ? navigate(variantPath(quizHref(course))) : openLoginTip())}>
        {t('player.startQuiz')}
      </Button>
    </div>
  );
};
