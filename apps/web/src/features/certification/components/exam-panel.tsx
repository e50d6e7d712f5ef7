import type { CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { CertificationChildStatus, CertificationStatus } from '@credo/contracts/enums';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { Button } from '@/shared/ui/button';
import { StatePanel } from '@/shared/ui/state-panel';
import { theoryExamHref } from '../model/certification-url';
import { isCertificationDisabled } from '../model/hints';
import { CheckCircleIcon, PaperIcon } from './certification-icons';
import styles from './certification.module.css';
import examStyles from './exam-panel.module.css';

type Props = { certification: CertificationPublicDetail; learner: CertificationLearnerDetail; signedIn: boolean };

/** Why the Take exam button is disabled, or null when it works (from status 2, exam). */
export const examBlockReason = (learner: CertificationLearnerDetail, signedIn: boolean): string | null => {
  const { currentStatus: status, childStatus: child, theoryExam } = learner;
  if (!signedIn) return 'reasonSignIn';
  if (theoryExam.passed || status > CertificationStatus.EXAM) return 'reasonDone';
  if (child === CertificationChildStatus.DISABLED) return 'reasonPending';
  if (status === CertificationStatus.ENROL && child !== CertificationChildStatus.APPROVED) return 'reasonEnrol';
  if (status < CertificationStatus.EXAM) return 'reasonLearning';
  if (theoryExam.examNums >= theoryExam.maxExamNums) return 'reasonAttempts';
  if (isCertificationDisabled(status, child)) return 'reasonPending';
  return null;
};

/** The Exam tab (anchor #take-exam): the theory exam's facts, the learner's attempts and result. */
export const ExamPanel = ({ certification, learner, signedIn }: Props) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const variantPath = useVariantPath();
  const exam = certification.theoryExam;
  if (!exam) return <StatePanel icon={<PaperIcon size={32} />} title={t('certification.exam.none')} />;
  const { examNums, maxExamNums, passed, theoryExamScore } = learner.theoryExam;
  const max = signedIn ? maxExamNums : (exam.maxExamNums ?? maxExamNums);
  const reason = examBlockReason(learner, signedIn);
  const facts: [string, string][] = [
    [t('certification.exam.duration'), t('certification.exam.minutes', { count: Math.round(exam.durationSeconds / 60) })],
    [t('certification.exam.passScore'), t('certification.exam.passScoreValue', { score: exam.passScore })],
    [t('certification.exam.attempts'), t('certification.exam.attemptsValue', { used: signedIn ? examNums : 0, max })],
  ];
  return (
    <div className={examStyles.exam}>
      <h3 className={`${styles.cardTitle} ${examStyles.title}`}>{t('certification.exam.title')}</h3>
      <dl className={examStyles.examFacts}>
        {facts.map(([label, value]) => (
          <div key={label} className={examStyles.examFact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {passed && theoryExamScore !== null && (
        <p className={styles.statusOk} role="status">
          <CheckCircleIcon size={18} />
          {t('certification.exam.passed', { score: theoryExamScore })}
        </p>
      )}
      {!passed && signedIn && theoryExamScore !== null && <p className={styles.small}>{t('certification.exam.lastScore', { score: theoryExamScore })}</p>}
      {!passed && (
        <div className={examStyles.examAction}>
          <Button
            variant="primary"
            size="large"
            disabled={reason !== null}
            aria-describedby={reason ? 'exam-block-reason' : undefined}
            onClick={() => navigate(variantPath(theoryExamHref(certification.id)))}
          >
            {t('certification.exam.take')}
          </Button>
          {reason && (
            <p id="exam-block-reason" className={styles.small}>
              {t(`certification.exam.${reason}`)}
            </p>
          )}
        </div>
      )}
    </div>
  );
};
