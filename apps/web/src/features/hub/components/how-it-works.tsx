import { CERTIFICATE_VALIDITY_YEARS, requiredCredits, THEORY_EXAM, VENDOR_EXAM_WINDOW_DAYS } from '@credo/contracts/constants';
import { CertificationKind, type CertificationKindValue } from '@credo/contracts/enums-site';
import { useTranslation } from 'react-i18next';
import styles from './hub-overview.module.css';

const STEPS = ['enrol', 'learn', 'exam', 'apply', 'certificate', 'verify'] as const;

/** The certification path in six steps, with the programme's figures (cert §1, §9). */
export const HowItWorks = ({ kind }: { kind: CertificationKindValue }) => {
  const { t } = useTranslation();
  // Each counted noun is its own i18next plural (`_one`, `_other` and the CLDR forms of ar, pl…),
  // so "1 attempt" and Arabic or Polish counts read right (issue 14 item 10).
  const values = {
    count: requiredCredits(kind),
    passScore: THEORY_EXAM.passScore,
    totalPoints: THEORY_EXAM.totalPoints,
    duration: t('exam.minutes', { count: THEORY_EXAM.durationSeconds / 60 }),
    attempts: t('hub.steps.exam.attempts', { count: THEORY_EXAM.maxExamNums }),
    years: CERTIFICATE_VALIDITY_YEARS,
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
            <p className={styles.stepText}>{t(`hub.steps.${step}.text`, step === 'certificate' ? { ...values, count: CERTIFICATE_VALIDITY_YEARS } : values)}</p>
            {step === 'exam' && kind === CertificationKind.VENDOR && (
              <p className={styles.stepNote}>{t('hub.steps.exam.vendorWindow', { count: VENDOR_EXAM_WINDOW_DAYS })}</p>
            )}
            {step === 'exam' && <p className={styles.stepNote}>{t('hub.steps.exam.practical')}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
};
