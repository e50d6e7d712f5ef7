import { CERTIFICATE_VALIDITY_YEARS, CREDITS_REQUIRED_BY_KIND, THEORY_EXAM, VENDOR_EXAM_WINDOW_DAYS } from '@credo/contracts/constants';
import { CertificationKind, type CertificationKindValue } from '@credo/contracts/enums-site';
import { useTranslation } from 'react-i18next';
import styles from './hub-overview.module.css';

const STEPS = ['enrol', 'learn', 'exam', 'apply', 'certificate', 'verify'] as const;

/** The certification path in six steps, with the programme's figures (cert §1, §9). */
export const HowItWorks = ({ kind }: { kind: CertificationKindValue }) => {
  const { t } = useTranslation();
  const values = {
    credits: CREDITS_REQUIRED_BY_KIND[kind],
    passScore: THEORY_EXAM.passScore,
    totalPoints: THEORY_EXAM.totalPoints,
    minutes: THEORY_EXAM.durationSeconds / 60,
    attempts: THEORY_EXAM.maxExamNums,
    years: CERTIFICATE_VALIDITY_YEARS,
    days: VENDOR_EXAM_WINDOW_DAYS,
  };
  return (
    <ol className={styles.steps}>
      {STEPS.map((step, index) => (
        <li key={step} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.stepTitle}>{t(`hub.steps.${step}.title`)}</h3>
            <p className={styles.stepText}>{t(`hub.steps.${step}.text`, values)}</p>
            {step === 'exam' && kind === CertificationKind.VENDOR && <p className={styles.stepNote}>{t('hub.steps.exam.vendorWindow', values)}</p>}
            {step === 'exam' && <p className={styles.stepNote}>{t('hub.steps.exam.practical')}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
};
