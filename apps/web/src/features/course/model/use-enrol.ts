import type { CourseDetail, RegistrationResult } from '@credo/contracts/course';
import { TIMINGS_MS } from '@credo/contracts/constants';
import { ErrorCode } from '@credo/contracts/errors';
import { RegistrationStatus } from '@credo/contracts/enums-learning';
import { Tenant } from '@credo/contracts/enums-site';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showTips } from '@/shared/api/api-client';
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

/**
 * The course's certification is enrolled with an invitation code and the learner holds no
 * approved enrolment in it (decision 0010): the Enrol button opens the invitation-code dialog.
 */
export const needsInvitation = (course: Pick<CourseDetail, 'enrolmentMode' | 'certificationEnrolled'>): boolean =>
  course.enrolmentMode === 'invitation' && !course.certificationEnrolled;

/** addRegistration's refusal of an invitation course without the certification enrolment (code 403). */
const isInvitationRefusal = (code: number, data: unknown): boolean =>
  code === ErrorCode.FORBIDDEN && typeof data === 'object' && data !== null && (data as { enrolmentMode?: unknown }).enrolmentMode === 'invitation';

type Options = {
  course: CourseDetail;
  signedIn: boolean;
  queryKey: QueryKey;
  onEnrolled?: () => void;
  /** Opens the invitation-code dialog (an invitation course without the certification enrolment). */
  onInvitationNeeded?: () => void;
};

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
 * A course of an invitation-mode certification without the learner's enrolment in it opens the
 * invitation-code dialog instead of enrolling (`onInvitationNeeded`); once the code is accepted,
 * `enrolWithInvitation` records the certification enrolment in the cached detail and enrols once.
 * Should the server still refuse (code 403, the enrolment went meanwhile), the detail is corrected
 * and the dialog opens, without the generic Tips dialog.
 */
export const useEnrol = ({ course, signedIn, queryKey, onEnrolled, onInvitationNeeded }: Options) => {
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

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (waiting.current) waiting.current.cancelled = true;
    },
    [],
  );

  // Closing the dialog without saving gives up the enrolment that waited for it.
  useEffect(() => {
    if (!dialogDismissed || !waiting.current) return;
    waiting.current.cancelled = true;
    waiting.current = null;
  }, [dialogDismissed]);

  const invitationCourse = course.enrolmentMode === 'invitation';
  const register = useCallback(
    async (emailNotificationStatus: number) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      try {
        // An invitation course takes its business codes itself: its 403 opens the dialog, not the Tips.
        const result = await addRegistration(
          { relationId: course.id, emailNotificationStatus, courseType: course.courseType },
          { exemptFromTips: invitationCourse },
        );
        if (result.ok) {
          client.setQueryData<CourseDetail>(queryKey, (old) => (old ? withRegistration(old, result.data, emailNotificationStatus) : old));
          onEnrolled?.();
          void client.invalidateQueries({ queryKey });
        } else if (result.kind === 'business' && isInvitationRefusal(result.code, result.data)) {
          client.setQueryData<CourseDetail>(queryKey, (old) => (old ? { ...old, enrolmentMode: 'invitation', certificationEnrolled: false } : old));
          onInvitationNeeded?.();
        } else if (result.kind === 'business') {
          if (result.code === ErrorCode.ALREADY_REGISTERED) void client.invalidateQueries({ queryKey });
          // What the shared client shows for every other call (404 and 10026 it handled already).
          const handled = result.code === ErrorCode.NOT_FOUND || result.code === ErrorCode.PREREQUISITE_MISSING;
          if (invitationCourse && !handled) showTips(result.text);
        }
      } finally {
        setPending(false);
        setLocked(true);
        timer.current = setTimeout(() => {
          busy.current = false;
          setLocked(false);
        }, TIMINGS_MS.enrolLock);
      }
    },
    [client, course.courseType, course.id, invitationCourse, onEnrolled, onInvitationNeeded, queryKey],
  );

  const invitationFirst = needsInvitation(course);
  /** The Enrol button's step once signed in (and, on the micro tenant, the information saved). */
  const proceed = useCallback(
    async (emailNotificationStatus: number) => {
      if (invitationFirst && onInvitationNeeded) {
        onInvitationNeeded();
        return;
      }
      await register(emailNotificationStatus);
    },
    [invitationFirst, onInvitationNeeded, register],
  );

  /** The invitation code was accepted: the certification enrolment is approved, so the course enrolment runs once. */
  const enrolWithInvitation = useCallback(
    async (emailNotificationStatus: number) => {
      client.setQueryData<CourseDetail>(queryKey, (old) => (old ? { ...old, certificationEnrolled: true } : old));
      await register(emailNotificationStatus);
    },
    [client, queryKey, register],
  );

  const enrol = useCallback(
    async (emailNotificationStatus: number) => {
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
          await proceed(emailNotificationStatus);
        });
        reopenInfoDialog();
        return;
      }
      await proceed(emailNotificationStatus);
    },
    [infoFirst, proceed, signedIn],
  );

  return { enrol, enrolWithInvitation, pending, locked };
};
