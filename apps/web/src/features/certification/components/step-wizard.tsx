import type { CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { currentStepIndex, wizardSteps } from '../model/wizard-steps';
import styles from './certification.module.css';

type Props = { certification: CertificationPublicDetail; learner: CertificationLearnerDetail };

/**
 * The steps wizard (cert §4): the steps that apply to this certification, the current one being
 * the last flagged '1' (shown reached, with every step before it). Before any flag (a visitor)
 * every step waits.
 * Right-to-left comes from antd's ConfigProvider direction.
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
      <Steps
        className={styles.steps}
        size="small"
        orientation={mobile ? 'vertical' : 'horizontal'}
        titlePlacement={mobile ? 'horizontal' : 'vertical'}
        current={Math.max(current, 0)}
        // A flagged step is one the learner has reached: the current one shows as reached, not pending.
        status={current < 0 ? 'wait' : 'finish'}
        items={steps.map((key) => ({ key, title: t(`certification.steps.${key}`) }))}
      />
    </section>
  );
};
