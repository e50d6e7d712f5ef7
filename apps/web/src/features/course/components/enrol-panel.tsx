import type { CourseDetail } from '@credo/contracts/course';
import { NotificationStatus, RegistrationStatus } from '@credo/contracts/enums-learning';
import { App, Button, Checkbox } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateNotificationStatus } from '../api/update-notification-status';
import { needsInvitation, useEnrol } from '../model/use-enrol';
import { CheckIcon, ClockIcon } from './course-icons';
import { InvitationEnrolDialog } from './invitation-enrol-dialog';
import styles from './course-detail.module.css';

type Props = { course: CourseDetail; signedIn: boolean; queryKey: QueryKey };

/**
 * Enrol button with the e-mail choice, or the learner's registration state once enrolled. A course
 * whose certification is enrolled with an invitation code opens the invitation-code dialog first
 * (the e-mail choice is the same in both); once the code is accepted the course enrolment runs.
 */
export const EnrolPanel = ({ course, signedIn, queryKey }: Props) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [notify, setNotify] = useState(true);
  const [saving, setSaving] = useState(false);
  const [invitationOpen, setInvitationOpen] = useState(false);
  const onEnrolled = useCallback(() => void message.success(t('course.enrolSuccess')), [message, t]);
  const onInvitationNeeded = useCallback(() => setInvitationOpen(true), []);
  const { enrol, enrolWithInvitation, pending, locked } = useEnrol({ course, signedIn, queryKey, onEnrolled, onInvitationNeeded });
  const onAccepted = useCallback((emailNotificationStatus: number) => {
    setInvitationOpen(false);
    void enrolWithInvitation(emailNotificationStatus);
  }, [enrolWithInvitation]);

  if (course.registrationStatus === RegistrationStatus.NOT_ENROLLED) {
    return (
      <div className={styles.enrol}>
        <Button
          type="primary"
          size="large"
          block
          loading={pending}
          aria-disabled={locked || undefined}
          className={locked && !pending ? styles.lockedButton : undefined}
          onClick={() => void enrol(notify ? NotificationStatus.SUBSCRIBED : NotificationStatus.NOT_SUBSCRIBED)}
        >
          {pending ? t('course.enrolling') : t('course.enrol')}
        </Button>
        {signedIn ? (
          <Checkbox checked={notify} onChange={(e) => setNotify(e.target.checked)} className={styles.notify}>
            {t('course.emailOptIn')}
          </Checkbox>
        ) : (
          <p className={styles.hint}>{t('course.signInHint')}</p>
        )}
        {needsInvitation(course) && <p className={styles.hint}>{t('course.invitation.needed')}</p>}
        {signedIn && (
          <InvitationEnrolDialog
            open={invitationOpen}
            course={course}
            notify={notify}
            onNotifyChange={setNotify}
            onClose={() => setInvitationOpen(false)}
            onAccepted={onAccepted}
          />
        )}
      </div>
    );
  }

  const audited = course.registrationStatus === RegistrationStatus.AUDITED;
  const unsubscribe = async () => {
    setSaving(true);
    const result = await updateNotificationStatus(course.id, NotificationStatus.CANCELLED);
    setSaving(false);
    if (!result.ok) return;
    client.setQueryData<CourseDetail>(queryKey, (old) => (old ? { ...old, notificationStatus: NotificationStatus.CANCELLED } : old));
    void message.success(t('course.unsubscribed'));
  };

  return (
    <div className={styles.enrol}>
      <p className={audited ? styles.statusOk : styles.statusPending} role="status">
        {audited ? <CheckIcon size={18} /> : <ClockIcon size={18} />}
        {audited ? t('course.enrolled') : t('course.pendingReview')}
      </p>
      {audited && <p className={styles.hint}>{t('course.enrolledHint')}</p>}
      {course.notificationStatus === NotificationStatus.SUBSCRIBED && (
        <Button type="link" className={styles.unsubscribe} loading={saving} onClick={() => void unsubscribe()}>
          {t('course.unsubscribe')}
        </Button>
      )}
    </div>
  );
};
