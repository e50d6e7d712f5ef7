import { useTranslation } from 'react-i18next';
import { formatCountdown, WARNING_SECONDS } from '../model/countdown';
import styles from './exam.module.css';

/** The countdown (cert §4), from the server's seconds left; the last minutes turn red. */
export const ExamTimer = ({ seconds }: { seconds: number }) => {
  const { t } = useTranslation();
  const time = formatCountdown(seconds);
  const warning = seconds <= WARNING_SECONDS;
  return (
    <div className={`${styles.timer} ${warning ? styles.timerWarning : ''}`} role="timer" aria-label={t('exam.timeLeftLabel', { time })}>
      <span className={styles.timerLabel}>{t('exam.timeLeft')}</span>
      <span className={styles.timerValue} dir="ltr">
        {time}
      </span>
      {warning && seconds > 0 && <span className={styles.srOnly}>{t('exam.timeWarning')}</span>}
    </div>
  );
};
