import type { CourseDetail } from '@credo/contracts/course';
import { NotificationStatus, RegistrationStatus, type NotificationStatusValue } from '@credo/contracts/enums-learning';
import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd, preloadOnIntent, useOpenedOnce } from '@/shared/antd/lazy-with-antd';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';
import { NOTIFY_BY_DEFAULT } from '@/shared/user/notify-default';
import { updateNotificationStatus } from '../api/update-notification-status';
import { isFreeVideo } from '../model/playback-rules';
import { needsInvitation, useEnrol } from '../model/use-enrol';
import { CheckIcon, ClockIcon } from './course-icons';
import styles from './course-detail.module.css';

/** The invitation-code dialog is an antd Modal: it loads, with antd, when it first opens. */
const InvitationEnrolDialog = lazyWithAntd(() => import('./invitation-enrol-dialog').then((m) => m.InvitationEnrolDialog));

type Props = { course: CourseDetail; signedIn: boolean; queryKey: QueryKey };

/**
 * Enrol button with the e-mail choice, or the learner's registration state once enrolled. A course
 * whose certification is enrolled with an invitation code opens the invitation-code dialog first
 * (the e-mail choice is the same in both); once the code is accepted the course enrolment runs.
 */
export const EnrolPanel = ({ course, signedIn, queryKey }: Props) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [notify, setNotify] = useState(NOTIFY_BY_DEFAULT);
  const [saving, setSaving] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);
  const [invitationOpen, setInvitationOpen] = useState(false);
  const invitationMounted = useOpenedOnce(invitationOpen);
  const onEnrolled = useCallback(() => toast.success(t('course.enrolSuccess')), [t]);
  const onInvitationNeeded = useCallback(() => setInvitationOpen(true), []);
  const { enrol, enrolWithInvitation, pending, locked } = useEnrol({ course, signedIn, queryKey, onEnrolled, onInvitationNeeded });
  const onAccepted = useCallback(
    (emailNotificationStatus: number) => {
      setInvitationOpen(false);
      void enrolWithInvitation(emailNotificationStatus);
    },
    [enrolWithInvitation],
  );

  if (course.registrationStatus === RegistrationStatus.NOT_ENROLLED) {
    return (
      <div className={styles.enrol}>
        <Button
          variant="primary"
          size="large"
          block
          loading={pending}
          aria-disabled={locked || undefined}
          className={locked && !pending ? styles.lockedButton : undefined}
          onClick={() => void enrol(notify ? NotificationStatus.SUBSCRIBED : NotificationStatus.NOT_SUBSCRIBED)}
          // An invitation course opens the code dialog on this click: its code loads on approach.
          {...(signedIn && needsInvitation(course) ? preloadOnIntent(InvitationEnrolDialog) : {})}
        >
          {pending ? t('course.enrolling') : t(isFreeVideo(course) ? 'course.enrolFree' : 'course.enrol')}
        </Button>
        {signedIn ? (
          <label className={styles.notify}>
            <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
            <span>{t(isFreeVideo(course) ? 'course.emailOptInVideo' : 'course.emailOptIn')}</span>
          </label>
        ) : (
          <p className={styles.hint}>{t('course.signInHint')}</p>
        )}
        {needsInvitation(course) && <p className={styles.hint}>{t('course.invitation.needed')}</p>}
        {signedIn && invitationMounted && (
          <Suspense fallback={null}>
            <InvitationEnrolDialog
              open={invitationOpen}
              course={course}
              notify={notify}
              onNotifyChange={setNotify}
              onClose={() => setInvitationOpen(false)}
              onAccepted={onAccepted}
            />
          </Suspense>
        )}
      </div>
    );
  }

  const audited = course.registrationStatus === RegistrationStatus.AUDITED;
  // Stopping e-mails asks first and can be undone here (issue 14): it used to act at once, for good.
  const setNotification = async (status: NotificationStatusValue) => {
    setSaving(true);
    const result = await updateNotificationStatus(course.id, status);
    setSaving(false);
    setConfirmStop(false);
    if (!result.ok) return;
    client.setQueryData<CourseDetail>(queryKey, (old) => (old ? { ...old, notificationStatus: status } : old));
    toast.success(t(status === NotificationStatus.SUBSCRIBED ? 'course.resubscribed' : 'course.unsubscribed'));
  };

  return (
    <div className={styles.enrol}>
      <p className={audited ? styles.statusOk : styles.statusPending} role="status">
        {audited ? <CheckIcon size={18} /> : <ClockIcon size={18} />}
        {audited ? t('course.enrolled') : t('course.pendingReview')}
      </p>
      {audited && <p className={styles.hint}>{t('course.enrolledHint')}</p>}
      {course.notificationStatus === NotificationStatus.SUBSCRIBED && !confirmStop && (
        <Button variant="link" className={styles.unsubscribe} onClick={() => setConfirmStop(true)}>
          {t('course.unsubscribe')}
        </Button>
      )}
      {course.notificationStatus === NotificationStatus.SUBSCRIBED && confirmStop && (
        <div className={styles.hint} role="group" aria-label={t('course.unsubscribe')}>
          <p>{t('course.unsubscribeConfirm')}</p>
          <Button variant="link" className={styles.unsubscribe} loading={saving} onClick={() => void setNotification(NotificationStatus.CANCELLED)}>
            {t('course.unsubscribeYes')}
          </Button>{' '}
          <Button variant="link" className={styles.unsubscribe} onClick={() => setConfirmStop(false)}>
            {t('course.unsubscribeKeep')}
          </Button>
        </div>
      )}
      {course.notificationStatus !== NotificationStatus.SUBSCRIBED && (
        <Button variant="link" className={styles.unsubscribe} loading={saving} onClick={() => void setNotification(NotificationStatus.SUBSCRIBED)}>
          {t('course.resubscribe')}
        </Button>
      )}
    </div>
  );
};
