import type { CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { CertificationChildStatus, CertificationStatus, LearningType } from '@credo/contracts/enums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { preloadOnIntent } from '@/shared/antd/lazy-with-antd';
import { formatDate } from '@/shared/lib/format-date';
import { isolate } from '@/shared/lib/isolate';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Progress } from '@/shared/ui/progress';
import { Segmented } from '@/shared/ui/segmented';
import { creditsPercent } from '../model/certification-url';
import { canEnrol, hintFor, isCertificationDisabled } from '../model/hints';
import { JourneyHint } from './journey-hint';
import { LazyLearnerCertificate } from './lazy-certificate';
import { LazyEnrolDialog } from './lazy-dialogs';
import { CheckCircleIcon, ClockIcon } from './certification-icons';
import styles from './certification.module.css';

type Props = {
  certification: CertificationPublicDetail;
  learner: CertificationLearnerDetail;
  signedIn: boolean;
  /** The signed-in learner, for their medals; null for a visitor. */
  userId: number | null;
  busy: 'apply' | 'renew' | 'switch' | null;
  onEnrol: () => void;
  onApply: () => void;
  onRenew: (certificateId: number) => void;
  onSwitch: (learningType: number) => void;
  onShowTab: (tab: 'courses' | 'classroom' | 'exam') => void;
};

const statusLabelKey = (status: number, childStatus: number): string => {
  if (childStatus === CertificationChildStatus.DISABLED) return 'certification.status.pendingReview';
  if (status === CertificationStatus.ENROL && childStatus === CertificationChildStatus.APPROVED) return 'certification.status.approved';
  if (status === CertificationStatus.ENROL && childStatus === CertificationChildStatus.REGISTRATION_FAILED) return 'certification.status.rejected';
  return `certification.status.${status}`;
};

/** The aside of the page: status and hint, credits, the next action, learning type, certificate. */
export const JourneyPanel = ({ certification, learner, signedIn, userId, busy, onEnrol, onApply, onRenew, onSwitch, onShowTab }: Props) => {
  const { t } = useTranslation();
  const status = learner.currentStatus;
  const child = learner.childStatus;
  const disabled = isCertificationDisabled(status, child);
  // "Certificate issued" fits a valid certificate; for the other states the certificate card says what happened.
  const issuedHintFits = !learner.certificate || learner.certificate.state === 'valid';
  const facts = { practicalPlace: learner.practicalPlace, enrolmentState: learner.enrolment?.state ?? null };
  const found = hintFor(status, child, facts);
  const hint = found === 'appliedSuccess' && !issuedHintFits ? null : found;
  const enrolled = learner.enrolment?.state === 'approved';
  return (
    <div className={styles.panel}>
      <div className={styles.statusRow}>
        <span className={styles.statusLabel}>{t('certification.status.label')}</span>
        <span className={styles.statusValue} data-status={status} data-testid="certification-status">
          {t(statusLabelKey(status, child))}
        </span>
      </div>
      {hint && <JourneyHint hint={hint} learner={learner} />}
      <CreditsBlock certification={certification} learner={learner} enrolled={enrolled} />
      <NextAction
        certification={certification}
        learner={learner}
        signedIn={signedIn}
        disabled={disabled}
        busy={busy}
        onEnrol={onEnrol}
        onApply={onApply}
        onShowTab={onShowTab}
      />
      {signedIn && status === CertificationStatus.ENROL && learner.missingPrerequisites.length > 0 && <Prerequisites learner={learner} />}
      {enrolled && status < CertificationStatus.APPLY && (
        <div className={styles.switch}>
          <span className={styles.statusLabel} id="learning-type-label">
            {t('certification.learningType.label')}
          </span>
          <Segmented
            block
            aria-labelledby="learning-type-label"
            value={learner.learningType}
            disabled={disabled || busy === 'switch'}
            onChange={onSwitch}
            options={[
              { value: LearningType.COURSE, label: t('certification.learningType.course') },
              { value: LearningType.CLASSROOM, label: t('certification.learningType.classroom') },
            ]}
          />
          <p className={styles.small}>{t('certification.learningType.note')}</p>
        </div>
      )}
      {learner.certificate && <LazyLearnerCertificate certificate={learner.certificate} userId={userId} renewing={busy === 'renew'} onRenew={onRenew} />}
    </div>
  );
};

const CreditsBlock = ({
  certification,
  learner,
  enrolled,
}: {
  certification: CertificationPublicDetail;
  learner: CertificationLearnerDetail;
  enrolled: boolean;
}) => {
  const { t, i18n } = useTranslation();
  if (learner.learningType !== LearningType.COURSE || learner.currentStatus >= CertificationStatus.APPLY) return null;
  const required = enrolled ? learner.certificationCreditDTO.requiredCredits : certification.requiredCredits;
  if (!enrolled) {
    return required > 0 ? <p className={styles.small}>{t('certification.credits.required', { required })}</p> : null;
  }
  const { credits, examWindowEndsAt } = learner.certificationCreditDTO;
  const reached = credits >= required;
  return (
    <div className={styles.credits} data-testid="credits-progress">
      <div className={styles.creditsHead}>
        <span className={styles.statusLabel}>{t('certification.credits.title')}</span>
        <span className={styles.creditsValue}>{t('certification.credits.progress', { credits, required, count: required })}</span>
      </div>
      <Progress percent={creditsPercent(credits, required)} color={reached ? '#1d6b3a' : 'var(--credo-accent)'} label={t('certification.credits.title')} />
      {/* Past the theory exam (at the practical exam) "credits needed for the theory exam" is old news. */}
      {reached && learner.currentStatus <= CertificationStatus.EXAM && <p className={styles.small}>{t('certification.credits.reached')}</p>}
      {reached && examWindowEndsAt && learner.currentStatus === CertificationStatus.EXAM && (
        <p className={styles.small}>{t('certification.credits.examWindow', { date: formatDate(examWindowEndsAt, i18n.language, 'long') })}</p>
      )}
    </div>
  );
};

type NextActionProps = Pick<Props, 'certification' | 'learner' | 'signedIn' | 'busy' | 'onEnrol' | 'onApply' | 'onShowTab'> & { disabled: boolean };

const NextAction = ({ learner, signedIn, disabled, busy, onEnrol, onApply, onShowTab }: NextActionProps) => {
  const { t, i18n } = useTranslation();
  const status = learner.currentStatus;
  const child = learner.childStatus;
  if (status === CertificationStatus.ENROL && child !== CertificationChildStatus.APPROVED) {
    // Pending review: disabled; the status and the hint above already say so (1 to 3 working days).
    if (child === CertificationChildStatus.DISABLED) return null;
    return (
      <div className={styles.action}>
        <Button variant="primary" size="large" block disabled={!canEnrol(status, child)} onClick={onEnrol} {...preloadOnIntent(LazyEnrolDialog)}>
          {t('certification.enrol.button')}
        </Button>
        {!signedIn && <p className={styles.small}>{t('certification.enrol.signInHint')}</p>}
      </div>
    );
  }
  switch (status) {
    case CertificationStatus.ENROL:
    case CertificationStatus.LEARNING:
      return (
        // A classroom learner learns in their class: the Classroom tab, with their seat (decision 0011).
        <Button
          variant="primary"
          size="large"
          block
          disabled={disabled}
          onClick={() => onShowTab(learner.learningType === LearningType.CLASSROOM ? 'classroom' : 'courses')}
        >
          {t('certification.actions.continueLearning')}
        </Button>
      );
    case CertificationStatus.EXAM:
      return (
        <Button variant="primary" size="large" block disabled={disabled} onClick={() => onShowTab('exam')}>
          {t('certification.actions.takeExam')}
        </Button>
      );
    case CertificationStatus.PRACTICAL_EXAM: {
      // The sessions are listed under the theory exam in the Exam tab (decision 0011); the label
      // follows the learner's place (issue 14): book, view the booking, or book again after a failure.
      const place = learner.practicalPlace?.state;
      const label = place === 'booked' || place === 'awaitingResult' ? 'viewBooking' : place === 'failed' ? 'bookAgain' : 'practicalExam';
      return (
        <Button variant="primary" size="large" block disabled={disabled} onClick={() => onShowTab('exam')}>
          {t(`certification.actions.${label}`)}
        </Button>
      );
    }
    case CertificationStatus.APPLY:
      return (
        <div className={styles.action}>
          {learner.application?.state === 'rejected' && (
            <Alert
              type="error"
              showIcon
              // A standing notice the page opens with, not the answer to something just done: polite.
              role="status"
              title={t('certification.actions.rejected')}
              description={
                learner.application.decisionReason
                  ? t('certification.actions.rejectedReason', { reason: isolate(learner.application.decisionReason) })
                  : undefined
              }
              data-testid="application-rejected"
            />
          )}
          <Button variant="primary" size="large" block disabled={disabled} loading={busy === 'apply'} onClick={onApply}>
            {busy === 'apply' ? t('certification.actions.applying') : t('certification.actions.apply')}
          </Button>
        </div>
      );
    case CertificationStatus.FINISH:
      // The hint above says the application is under review (no second box); here, when it was sent.
      return learner.application ? (
        <p className={styles.submitted} data-testid="application-submitted">
          <ClockIcon size={16} />
          {t('certification.actions.submittedOn', { date: formatDate(learner.application.createdAt, i18n.language, 'long') })}
        </p>
      ) : null;
    default:
      // The certificate card below is the certified learner's content; without one, the status alone.
      if (learner.certificate) return null;
      return (
        <p className={styles.statusOk} role="status">
          <CheckCircleIcon size={18} />
          {t('certification.status.6')}
        </p>
      );
  }
};

const Prerequisites = ({ learner }: { learner: CertificationLearnerDetail }) => {
  const { t } = useTranslation();
  const variantPath = useVariantPath();
  return (
    <div className={styles.prerequisites}>
      <p className={styles.small}>{t('certification.enrol.prerequisites')}</p>
      <ul className={styles.prerequisiteList}>
        {learner.missingPrerequisites.map((item) => (
          <li key={item.certificationReleaseId}>
            <Link to={variantPath(`/certification/detail/${item.certificationReleaseId}`)}>
              {item.certificationName}
              {item.versionLabel && <span className={styles.version}> {item.versionLabel}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};
