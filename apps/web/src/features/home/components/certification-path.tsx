import { useTranslation } from 'react-i18next';
import styles from './certification-path.module.css';

/** The certification path of cert doc §1: enrol, learn, theory exam, practical exam, certificate. */
const STEPS = ['enrol', 'learn', 'theoryExam', 'practicalExam', 'certificate'] as const;

export const CertificationPath = () => {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="certification-path-title">
      <div className={styles.inner}>
        <h2 id="certification-path-title" className={styles.title}>
          {t('home.pathTitle')}
        </h2>
        <p className={styles.subtitle}>{t('home.pathSubtitle')}</p>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{t(`home.steps.${step}.title`)}</h3>
              <p className={styles.stepText}>{t(`home.steps.${step}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
};
