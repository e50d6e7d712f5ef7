import type { CourseDetail, RegistrationResult } from '@credo/contracts/course';
import { TIMINGS_MS } from '@credo/contracts/constants';
import { ErrorCode } from '@credo/contracts/errors';
import { RegistrationStatus } from '@credo/contracts/enums-learning';
import { Tenant } from '@credo/contracts/enums-site';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openLoginTip } from '@/shared/dialogs/login-tip';
import { queueAfterInfoSaved } from '@/shared/session/after-info-saved';
import { reopenInfoDialog, useInfoDialogDismissed } from '@/shared/session/info-dialog';
import { useSite } from '@/shared/site/site-context';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { addRegistration } from '../api/add-registration';

/**
 * The detail as it is once the registration exists, until the refetch confirms it: the server's
 * rule (decision 0008) — a free preview is open; any other chapter needs an audited registration
 * and every earlier chapter with a video watched to the end — so nothing unlocks early.
 */
export const withRegistration = (course: CourseDetail, r: RegistrationResult, emailNotificationStatus: number): CourseDetail => {
  const audited = r.registrationStatus === RegistrationStatus.AUDITED;
  let earlierUnfinished = false;
  return {
    ...course,
    registrationStatus: r.registrationStatus,
    learningProcess: r.learningProcess,
    notificationStatus: emailNotificationStatus as CourseDetail['notificationStatus'],
    courseContentReleaseDTOS: course.courseContentReleaseDTOS.map((c) => {
      const locked = !c.isFreePreview && (!audited || earlierUnfinished);
      if (c.hasVideo && !c.completed) earlierUnfinished = true;
      return { ...c, locked };
    }),
  };
};

/**
 * The micro tenant asks for the required supplementary information before enrolling (commerce
 * §6, cert §4). The server decides what is missing for the user's site and region (gatherInfo,
 * the same flag that shows the information dialog).
 */
export const needsInfoBeforeEnrol = (tenantCode: string, user: { gatherInfo: string } | null | undefined): boolean =>
  tenantCode === Tenant.MICRO && user?.gatherInfo === '1';

type Options = { course: CourseDetail; signedIn: boolean; queryKey: QueryKey; onEnrolled?: () => void };

/** An enrolment waiting for the information dialog; `cancelled` once the dialog is closed unsaved. */
type Waiting = { cancelled: boolean };

/**
 * The Enrol action (cert §5, commerce §9): a visitor gets the global login tip and no call; a
 * click while the request is in flight does nothing, and so does one within TIMINGS_MS.enrolLock
 * (1,000 ms) after it settled. Success writes the new status into the cached detail at once and
 * refetches; 10024 (already registered, shown by the shared Tips dialog) refetches the truth.
 * On the micro tenant a learner with required information missing gets the information dialog
 * first; the enrolment runs once, by itself, after the dialog saves ("Info dialog after save"),
 * and is dropped when the dialog is closed without saving or the page is left.
 */
export const useEnrol = ({ course, signedIn, queryKey, onEnrolled }: Options) => {
  const client = useQueryClient();
  const { siteInfo } = useSite();
  const { user } = useCurrentUser();
  const dialogDismissed = useInfoDialogDismissed();
  const busy = useRef(false);
  const waiting = useRef<Waiting | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [locked, setLocked] = useState(false);
  const infoFirst = needsInfoBeforeEnrol(siteInfo.tenant.code, user);

  useEffect(() => () => {
    clearTimeout(timer.current);
    if (waiting.current) waiting.current.cancelled = true;
  }, []);

  // Closing the dialog without saving gives up the enrolment that waited for it.
  useEffect(() => {
    if (!dialogDismissed || !waiting.current) return;
    waiting.current.cancelled = true;
    waiting.current = null;
  }, [dialogDismissed]);

  const register = useCallback(async (emailNotificationStatus: number) => {
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
  }, [client, course.courseType, course.id, onEnrolled, queryKey]);

  const enrol = useCallback(async (emailNotificationStatus: number) => {
    if (!signedIn) {
      openLoginTip();
      return;
    }
    if (busy.current) return;
    if (infoFirst) {
      // One waiting enrolment at a time, with the latest e-mail choice.
      if (waiting.current) waiting.current.cancelled = true;
      const ticket: Waiting = { cancelled: false };
      waiting.current = ticket;
      queueAfterInfoSaved(async () => {
        if (ticket.cancelled) return;
        if (waiting.current === ticket) waiting.current = null;
        await register(emailNotificationStatus);
      });
      reopenInfoDialog();
      return;
    }
    await register(emailNotificationStatus);
  }, [infoFirst, register, signedIn]);

  return { enrol, pending, locked };
};
