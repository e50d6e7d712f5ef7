import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@credo/contracts/constants';
import { api } from '@/shared/api/api-client';
import { isInExam } from '@/shared/session/in-exam';
import { currentTarget, goTo } from '@/shared/session/sso-links';
import { openNotice } from '../dialogs/notice-host';

/** Tenants whose header offers Log out (section 2: the three brand tenants, not the neutral one). */
export const LOGOUT_TENANTS: readonly string[] = ['main', 'micro', 'robot'];

export const canLogOut = (tenantCode: string): boolean => LOGOUT_TENANTS.includes(tenantCode);

/**
 * POST /api/user/sso/logout: ends the session here (a same-origin POST only; a GET there just asks
 * to confirm, so no cross-site link can sign anyone out) and answers where to go next: the
 * provider's end-session page, which returns to target. A fetch, not a form: under the site's
 * Referrer-Policy no-referrer a form post carries Origin null, which the server refuses.
 */
const endSession = (target: string) => api.post<{ logoutUrl: string }>(PATHS.logout, { target });

/**
 * Log out: ends the session, then a full-page trip through the provider's end-session page, which
 * returns here. During an exam it only explains that logging out is not possible (message key
 * exam.logoutOnExam), with a Back button and nothing else: the shell's notice dialog, loaded with
 * antd on that click (the header itself loads no antd).
 */
export const useLogout = () => {
  const { t } = useTranslation();
  return useCallback(async () => {
    if (isInExam()) {
      openNotice({ title: t('common.tips'), message: t('exam.logoutOnExam'), okLabel: t('common.back'), tone: 'warning' });
      return;
    }
    const result = await endSession(currentTarget());
    if (result.ok) goTo(result.data.logoutUrl);
  }, [t]);
};
