import type { CourseDetail } from '@credo/contracts/course';
import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { NotificationStatus } from '@credo/contracts/enums-learning';
import { Alert, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getInvitationDetail, redeemInvitation } from '@/shared/invitation/invitation-code';
import { InvitationCodeField } from '@/shared/invitation/invitation-code-field';
import { useInvitationMessages } from '@/shared/invitation/use-invitation-messages';
import { useClickLock } from '@/shared/lib/use-click-lock';
import { ClickLockFooter } from '@/shared/antd/click-lock-footer';
import styles from './course-detail.module.css';

type Props = {
  open: boolean;
  course: Pick<CourseDetail, 'courseName' | 'certificationId' | 'certificationName'>;
  /** The e-mail notification choice, shared with the enrol panel (it survives a refused code). */
  notify: boolean;
  onNotifyChange: (notify: boolean) => void;
  onClose: () => void;
  /** The code was accepted: the learner now holds an approved enrolment in the course's certification. */
  onAccepted: (emailNotificationStatus: number) => void;
};

/**
 * The invitation-code dialog of a course whose certification is enrolled with a code (commerce
 * §2, §5, §6 "hsc"; decision 0010), like the certification page's enrol dialog: an empty code
 * shows the enter-invitation-code message and calls nothing; a code is checked with getDetail and
 * used with the call of its kind (user or sales). The invitation calls are exempt from the Tips
 * dialog: 10018 names the code's site and 10019 shows its fixed text above the form (the e-mail
 * choice stays as it is), every other code shows under the code field; 10026 closes the dialog
 * (the shared client opens the prerequisite list). A code of another certification is refused
 * here, before it is used, so it enrols the learner in nothing. Clicks are ignored while a call is
 * in flight and for TIMINGS_MS.enrolLock (1,000 ms) after it settled.
 */
export const InvitationEnrolDialog = ({ open, course, notify, onNotifyChange, onClose, onAccepted }: Props) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const { fieldError, setFieldError, notice, showFailure, clear } = useInvitationMessages(open, t('course.invitation.networkError'), onClose);
  const { pending, locked, run, isBusy } = useClickLock();

  const redeem = async (trimmed: string, emailNotificationStatus: number) => {
    const detail = await getInvitationDetail(trimmed);
    if (!detail.ok) return showFailure(detail);
    if (course.certificationId !== null && detail.data.relationId !== course.certificationId) {
      setFieldError(t('course.invitation.otherCertification', { name: detail.data.certificationName }));
      return;
    }
    const used = await redeemInvitation(detail.data.kind, { code: trimmed, emailNotificationStatus });
    if (!used.ok) return showFailure(used);
    onAccepted(emailNotificationStatus);
  };

  const submit = async () => {
    if (isBusy()) return;
    const trimmed = code.trim();
    if (!trimmed) {
      setFieldError(t('course.invitation.codeRequired'));
      return;
    }
    clear();
    await run(() => redeem(trimmed, notify ? NotificationStatus.SUBSCRIBED : NotificationStatus.NOT_SUBSCRIBED));
  };

  return (
    <Modal
      open={open}
      title={t('course.invitation.title')}
      width={DIALOG_WIDTHS.info}
      centered
      onCancel={onClose}
      destroyOnHidden
      footer={
        <ClickLockFooter
          confirmText={t('course.invitation.confirm')}
          pendingText={t('course.invitation.checking')}
          pending={pending}
          locked={locked}
          onCancel={onClose}
          onConfirm={() => void submit()}
        />
      }
    >
      <div className={styles.dialogBody}>
        <p className={styles.dialogText}>{t('course.invitation.intro', { course: course.courseName, certification: course.certificationName ?? '' })}</p>
        {notice && <Alert type="warning" showIcon title={notice} role="alert" data-testid="invitation-notice" />}
        <InvitationCodeField
          id="course-invitation-code"
          label={t('course.invitation.codeLabel')}
          placeholder={t('course.invitation.codePlaceholder')}
          value={code}
          error={fieldError}
          onChange={(value) => {
            setCode(value);
            if (fieldError) setFieldError(null);
          }}
          onSubmit={() => void submit()}
        />
        <Checkbox checked={notify} onChange={(event) => onNotifyChange(event.target.checked)}>
          {t('course.invitation.notify')}
        </Checkbox>
      </div>
    </Modal>
  );
};
