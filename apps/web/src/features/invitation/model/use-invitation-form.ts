import { NotificationStatus } from '@credo/contracts/enums-learning';
import type { InvitationDetail, InvitationUseResult } from '@credo/contracts/invitation';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultNotify } from '@/shared/user/notify-default';
import { getInvitationDetail } from '../api/get-invitation-detail';
import { acceptInvitation } from '../api/use-invitation';
import { problemOf, type InvitationProblem } from './invitation-failure';

export type InvitationFormState = {
  code: string;
  detail: InvitationDetail | null;
  /** The e-mail notification choice; it survives a refused code (10019 keeps it, cert §8). */
  notify: boolean;
  problem: InvitationProblem;
  checking: boolean;
  accepting: boolean;
  accepted: InvitationUseResult | null;
};

/**
 * The invitation form's rules (cert §5, §7, §8): an empty code shows the enter-invitation-code
 * message and calls nothing; a code is checked with getDetail, then accepted with the use call of
 * its kind; refused codes are placed by `problemOf`. One request at a time (no double submit).
 */
export const useInvitationForm = (initialCode: string, initialNotify: boolean) => {
  const { t } = useTranslation();
  const [code, setCodeValue] = useState(initialCode);
  const [detail, setDetail] = useState<InvitationDetail | null>(null);
  const [notify, setNotifyValue] = useState(initialNotify);
  const [problem, setProblem] = useState<InvitationProblem>({ where: 'none' });
  const [checking, setChecking] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [accepted, setAccepted] = useState<InvitationUseResult | null>(null);
  const busy = useRef(false);
  // Once the learner chose, the code's preset no longer overrides the choice.
  const notifyTouched = useRef(false);

  const trimmed = code.trim();
  const requireCode = (): boolean => {
    if (trimmed) return true;
    setProblem({ where: 'field', code: null, text: t('invitation.codeRequired') });
    return false;
  };

  const check = async () => {
    if (busy.current || !requireCode()) return;
    busy.current = true;
    setChecking(true);
    setProblem({ where: 'none' });
    const result = await getInvitationDetail(trimmed);
    busy.current = false;
    setChecking(false);
    if (!result.ok) {
      setDetail(null);
      setProblem(problemOf(result, t('invitation.offline')));
      return;
    }
    setDetail(result.data);
    if (!notifyTouched.current) setNotifyValue(defaultNotify(result.data.emailNotificationStatus));
  };

  const accept = async () => {
    if (busy.current || !requireCode() || !detail) return;
    busy.current = true;
    setAccepting(true);
    setProblem({ where: 'none' });
    const emailNotificationStatus = notify ? NotificationStatus.SUBSCRIBED : NotificationStatus.NOT_SUBSCRIBED;
    const result = await acceptInvitation(detail.kind, { code: trimmed, emailNotificationStatus });
    busy.current = false;
    setAccepting(false);
    if (!result.ok) {
      setProblem(problemOf(result, t('invitation.offline')));
      return false;
    }
    setAccepted(result.data);
    return true;
  };

  const setCode = (value: string) => {
    setCodeValue(value);
    // The detail on screen belongs to the code it was asked for.
    if (detail && value.trim().toUpperCase() !== detail.code.toUpperCase()) setDetail(null);
    if (problem.where === 'field') setProblem({ where: 'none' });
  };

  const setNotify = (value: boolean) => {
    notifyTouched.current = true;
    setNotifyValue(value);
  };

  const state: InvitationFormState = { code, detail, notify, problem, checking, accepting, accepted };
  return { state, setCode, setNotify, check, accept };
};
