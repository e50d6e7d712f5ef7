import type { CourseDetail, RegistrationResult } from '@credo/contracts/course';
import { TIMINGS_MS } from '@credo/contracts/constants';
import { ErrorCode } from '@credo/contracts/errors';
import { RegistrationStatus } from '@credo/contracts/enums-learning';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openLoginTip } from '@/shared/dialogs/login-tip';
import { addRegistration } from '../api/add-registration';

/** The detail as it is once the registration exists: audited opens every chapter. */
export const withRegistration = (course: CourseDetail, r: RegistrationResult, emailNotificationStatus: number): CourseDetail => ({
  ...course,
  registrationStatus: r.registrationStatus,
  learningProcess: r.learningProcess,
  notificationStatus: emailNotificationStatus as CourseDetail['notificationStatus'],
  courseContentReleaseDTOS: course.courseContentReleaseDTOS.map((c) => ({
    ...c,
    locked: !(r.registrationStatus === RegistrationStatus.AUDITED || c.isFreePreview),
  })),
});

type Options = { course: CourseDetail; signedIn: boolean; queryKey: QueryKey; onEnrolled?: () => void };

/**
 * The Enrol action (cert §5, commerce §9): a visitor gets the global login tip and no call; a
 * click while the request is in flight does nothing, and so does one within TIMINGS_MS.enrolLock
 * (1,000 ms) after it settled. Success writes the new status into the cached detail at once and
 * refetches; 10024 (already registered, shown by the shared Tips dialog) refetches the truth.
 */
export const useEnrol = ({ course, signedIn, queryKey, onEnrolled }: Options) => {
  const client = useQueryClient();
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [locked, setLocked] = useState(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const enrol = useCallback(async (emailNotificationStatus: number) => {
    if (!signedIn) {
      openLoginTip();
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      const result = await addRegistration({ relationId: course.id, emailNotificationStatus, courseType: course.courseType });
      if (result.ok) {
        client.setQueryData<CourseDetail>(queryKey, (old) => (old ? withRegistration(old, result.data, emailNotificationStatus) : old));
        onEnrolled?.();
        void client.invalidateQueries({ queryKey });
      } else if (result.kind === 'business' && result.code === ErrorCode.ALREADY_REGISTERED) {
        void client.invalidateQueries({ queryKey });
      }
    } finally {
      setPending(false);
      setLocked(true);
      timer.current = setTimeout(() => {
        busy.current = false;
        setLocked(false);
      }, TIMINGS_MS.enrolLock);
    }
  }, [client, course.courseType, course.id, onEnrolled, queryKey, signedIn]);

  return { enrol, pending, locked };
};
