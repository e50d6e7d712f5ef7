import type { CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { useTranslation } from 'react-i18next';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { currentStepIndex, wizardSteps } from '../model/wizard-steps';
import styles from './certification.module.css';

type Props = { certification: CertificationPublicDetail; learner: CertificationLearnerDetail };

const CheckIcon = () => (
  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden focusable={false}>
    <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The steps wizard (cert §4): the steps that apply to this certification, the current one being
 * the last flagged '1' (shown reached, with every step before it). Before any flag (a visitor)
 * every step waits. Drawn in antd's small Steps look (horizontal, titles under the icons; on the
 * /mobile twin vertical) without antd, so the page's first load carries none (decision 0012).
 * An ordered list: the current step is aria-current="step".
 */
export const StepWizard = ({ certification, learner }: Props) => {
  const { t } = useTranslation();
  const mobile = useMobileVariant();
  // Classrooms (and so a classroom with a linked practical exam) come with their own issue:
  // classroomWithPracticalExam stays false until a learner can choose one.
  const steps = wizardSteps({ practicalExam: certification.practicalExam, platform: certification.platform });
  const current = currentStepIndex(steps, learner.processDetail);
  return (
    <section className={styles.card} aria-labelledby="certification-steps-title">
      <h2 id="certification-steps-title" className={styles.cardTitle}>
        {t('certification.steps.label')}
      </h2>
      <ol className={styles.steps} data-orientation={mobile ? 'vertical' : 'horizontal'}>
        {steps.map((key, index) => {
          // A flagged step is one the learner has reached: the current one shows as reached, not pending.
          const status = index <= current ? 'finish' : 'wait';
          return (
            <li key={key} className={styles.step} data-status={status} aria-current={index === current ? 'step' : undefined}>
              <span className={styles.stepIcon}>{status === 'wait' ? index + 1 : <CheckIcon />}</span>
              <span className={styles.stepTitle}>{t(`certification.steps.${key}`)}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
};
