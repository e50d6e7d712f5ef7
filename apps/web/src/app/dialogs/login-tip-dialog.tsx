import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { closeLoginTip } from '@/shared/dialogs/login-tip';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import styles from './global-dialogs.module.css';

/**
 * The global login tip (commerce §6, §8): "You need to log in first", with a button that signs
 * in and returns to this path and query (`/user/sso/login?target=…`). Loaded with antd by
 * LoginTipHost the first time `openLoginTip()` is called.
 */
export const LoginTipDialog = ({ open }: { open: boolean }) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('dialogs.loginTip.title')}
      width={DIALOG_WIDTHS.confirm}
      centered
      onCancel={closeLoginTip}
      footer={[
        <Button key="cancel" onClick={closeLoginTip}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="signIn"
          type="primary"
          onClick={() => {
            closeLoginTip();
            goTo(loginUrl());
          }}
        >
          {t('dialogs.loginTip.signIn')}
        </Button>,
      ]}
    >
      <p className={styles.message}>{t('dialogs.loginTip.message')}</p>
    </Modal>
  );
};
