import type { CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { NotificationStatus } from '@credo/contracts/enums-learning';
import { ErrorCode } from '@credo/contracts/errors';
import { Alert, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getInvitationDetail, redeemInvitation } from '@/shared/invitation/invitation-code';
import { InvitationCodeField } from '@/shared/invitation/invitation-code-field';
import { useInvitationMessages } from '@/shared/invitation/use-invitation-messages';
import { useClickLock } from '@/shared/lib/use-click-lock';
import { ClickLockFooter } from '@/shared/antd/click-lock-footer';
import { enrolCertification } from '../api/enrol-certification';
import dialogStyles from './dialogs.module.css';

export type EnrolOutcome =
  /** The answer of the enrol call: the learner's new detail (enrolment pending or approved). */
  { via: 'direct'; learner: CertificationLearnerDetail } | { via: 'invitation'; certificationId: number };

type Props = {
  open: boolean;
  certification: CertificationPublicDetail;
  /** The learner's e-mail setting, preselected. */
  defaultNotify: boolean;
  onClose: () => void;
  onEnrolled: (outcome: EnrolOutcome) => void;
  /** Something changed on the server without an enrolment (10024 repeat): refetch the truth. */
  onStale: () => void;
};

/**
 * The enrol dialog (cert §2, §5, §8; decision 0010). Open and review modes enrol directly; the
 * invitation mode asks for a code (empty: the enter-invitation-code message, no call), checks it
 * with getDetail and uses it (user or sales call). The invitation calls are exempt from the
 * Tips dialog: 10018 names the site, 10019 shows its fixed text and the e-mail choice stays as
 * it is, every other code shows under the code field. 10026 closes the dialog (the shared
 * client opens the prerequisite list). Clicks are ignored while a call is in flight and for
 * TIMINGS_MS.enrolLock (1,000 ms) after it settled.
 */
export const EnrolDialog = ({ open, certification, defaultNotify, onClose, onEnrolled, onStale }: Props) => {
  const { t } = useTranslation();
  const invitation = certification.enrolmentMode === 'invitation';
  const [notify, setNotify] = useState(defaultNotify);
  const [code, setCode] = useState('');
  const { fieldError, setFieldError, notice, showFailure, clear } = useInvitationMessages(open, t('certification.enrol.networkError'), onClose);
  const { pending, locked, run, isBusy } = useClickLock();

  const withCode = async (emailNotificationStatus: number) => {
    const detail = await getInvitationDetail(code.trim());
    if (!detail.ok) return showFailure(detail);
    const used = await redeemInvitation(detail.data.kind, { code: code.trim(), emailNotificationStatus });
    if (!used.ok) return showFailure(used);
    onEnrolled({ via: 'invitation', certificationId: used.data.certificationId });
  };

  const direct = async (emailNotificationStatus: number) => {
    const result = await enrolCertification({ certificationId: certification.id, emailNotificationStatus });
    if (result.ok) {
      onEnrolled({ via: 'direct', learner: result.data });
      return;
    }
    if (result.kind !== 'business') {
      if (result.kind === 'transport') setFieldError(t('certification.enrol.networkError'));
      return;
    }
    // The Tips dialog (or the prerequisite list) tells the learner why; the dialog closes on codes that end the attempt.
    if (result.code === ErrorCode.PREREQUISITE_MISSING) onClose();
    else if (result.code === ErrorCode.ALREADY_REGISTERED || result.code === ErrorCode.CERTIFICATE_ALREADY_HELD) {
      onClose();
      onStale();
    }
  };

  const submit = async () => {
    if (isBusy()) return;
    if (invitation && !code.trim()) {
      setFieldError(t('certification.enrol.codeRequired'));
      return;
    }
    clear();
    const emailNotificationStatus = notify ? NotificationStatus.SUBSCRIBED : NotificationStatus.NOT_SUBSCRIBED;
    await run(() => (invitation ? withCode(emailNotificationStatus) : direct(emailNotificationStatus)));
  };

  return (
    <Modal
      open={open}
      title={t('certification.enrol.title', { name: certification.name })}
      width={DIALOG_WIDTHS.info}
      centered
      onCancel={onClose}
      destroyOnHidden
      footer={
        <ClickLockFooter
          confirmText={t('certification.enrol.confirm')}
          pendingText={t('certification.enrol.enrolling')}
          pending={pending}
          locked={locked}
          onCancel={onClose}
          onConfirm={() => void submit()}
        />
      }
    >
      <div className={dialogStyles.dialogBody}>
        <p className={dialogStyles.dialogText}>{invitation ? t('certification.enrol.invitationIntro') : t('certification.enrol.intro')}</p>
        {certification.enrolmentMode === 'review' && <p className={dialogStyles.dialogNote}>{t('certification.enrol.reviewNote')}</p>}
        {notice && <Alert type="warning" showIcon title={notice} role="alert" data-testid="enrol-notice" />}
        {invitation && (
          <InvitationCodeField
            id="invitation-code"
            label={t('certification.enrol.codeLabel')}
            placeholder={t('certification.enrol.codePlaceholder')}
            value={code}
            error={fieldError}
            onChange={(value) => {
              setCode(value);
              if (fieldError) setFieldError(null);
            }}
            onSubmit={() => void submit()}
          />
        )}
        {!invitation && fieldError && <Alert type="error" showIcon title={fieldError} role="alert" />}
        <Checkbox checked={notify} onChange={(event) => setNotify(event.target.checked)}>
          {t('certification.enrol.notify')}
        </Checkbox>
      </div>
    </Modal>
  );
};
