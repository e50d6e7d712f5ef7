import { TRAINER_DECLINED_DELETE_BUSINESS_DAYS, TRAINER_REVIEW_BUSINESS_DAYS } from '@credo/contracts/trainer-application';
import { useTranslation } from 'react-i18next';
import styles from './join-trainer.module.css';

/** The spec's promises (cert §6): review within 7 business days, declined data deleted within 3. */
export const JoinTrainerAside = () => {
  const { t } = useTranslation();
  return (
    <aside className={styles.aside} aria-labelledby="join-how">
      <h2 id="join-how" className={styles.asideTitle}>
        {t('trainerApplication.howTitle')}
      </h2>
      <ol className={styles.steps}>
        <li>{t('trainerApplication.step1')}</li>
        <li>{t('trainerApplication.step2', { days: TRAINER_REVIEW_BUSINESS_DAYS })}</li>
        <li>{t('trainerApplication.step3', { days: TRAINER_DECLINED_DELETE_BUSINESS_DAYS })}</li>
      </ol>
      <p className={styles.lookFor}>{t('trainerApplication.lookFor')}</p>
    </aside>
  );
};
