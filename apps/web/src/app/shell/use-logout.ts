import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isInExam } from '@/shared/session/in-exam';
import { goTo, logoutUrl } from '@/shared/session/sso-links';

/** Tenants whose header offers Log out (section 2: the three brand tenants, not the neutral one). */
export const LOGOUT_TENANTS: readonly string[] = ['main', 'micro', 'robot'];

export const canLogOut = (tenantCode: string): boolean => LOGOUT_TENANTS.includes(tenantCode);

/**
 * Log out: a full-page trip through the server's /user/sso/logout, which ends both sessions and
 * returns here. During an exam it only explains that logging out is not possible (message key
 * exam.logoutOnExam), with a Back button and nothing else.
 */
export const useLogout = () => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(() => {
    if (isInExam()) {
      modal.warning({
        title: t('common.tips'),
        content: t('exam.logoutOnExam'),
        okText: t('common.back'),
        width: DIALOG_WIDTHS.confirm,
        centered: true,
      });
      return;
    }
    goTo(logoutUrl());
  }, [modal, t]);
};
