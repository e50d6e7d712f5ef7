import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isInExam } from '@/shared/session/in-exam';
import { logoutUrl, postTo } from '@/shared/session/sso-links';
import { openNotice } from '../dialogs/notice-host';

/** Tenants whose header offers Log out (section 2: the three brand tenants, not the neutral one). */
export const LOGOUT_TENANTS: readonly string[] = ['main', 'micro', 'robot'];

export const canLogOut = (tenantCode: string): boolean => LOGOUT_TENANTS.includes(tenantCode);

/**
 * Log out: a full-page form POST to the server's /user/sso/logout (a GET there only asks to
 * confirm), which ends both sessions and returns here. During an exam it only explains that logging out is not possible (message key
 * exam.logoutOnExam), with a Back button and nothing else: the shell's notice dialog, loaded with
 * antd on that click (the header itself loads no antd).
 */
export const useLogout = () => {
  const { t } = useTranslation();
  return useCallback(() => {
    if (isInExam()) {
      openNotice({ title: t('common.tips'), message: t('exam.logoutOnExam'), okLabel: t('common.back'), tone: 'warning' });
      return;
    }
    postTo(logoutUrl());
  }, [t]);
};
