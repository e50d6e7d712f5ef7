import type { UserInfo } from '@credo/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goTo } from '@/shared/session/sso-links';
import { deleteAccount } from '../api/delete-account';
import styles from './delete-account.module.css';

/** The typed confirmation: the account's e-mail address (any case). */
export const confirmationMatches = (typed: string, email: string): boolean => typed.trim().toLowerCase() === email.trim().toLowerCase() && email.trim() !== '';

/**
 * The danger zone of the edit page: deleting the account after a typed confirmation; then the
 * browser goes where the server says (the session is already gone).
 */
export const DeleteAccount = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const email = user.email ?? '';
  const remove = useMutation({
    mutationFn: async () => {
      const result = await deleteAccount();
      if (result.ok) goTo(result.data.logoutUrl || '/');
    },
  });

  const close = () => {
    setOpen(false);
    setTyped('');
  };

  return (
    <section className={styles.zone} aria-labelledby="delete-account-title">
      <div>
        <h2 id="delete-account-title" className={styles.title}>
          {t('profile.delete.title')}
        </h2>
        <p className={styles.text}>{t('profile.delete.description')}</p>
      </div>
      <Button danger onClick={() => setOpen(true)}>
        {t('profile.delete.button')}
      </Button>
      <Modal
        open={open}
        title={t('profile.delete.confirmTitle')}
        onCancel={close}
        okText={t('profile.delete.confirmButton')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, disabled: !confirmationMatches(typed, email), loading: remove.isPending }}
        onOk={() => remove.mutate()}
        centered
        destroyOnHidden
      >
        <p>{t('profile.delete.description')}</p>
        <label className={styles.label} htmlFor="delete-account-confirm">
          {t('profile.delete.confirmPrompt', { email })}
        </label>
        <Input id="delete-account-confirm" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" dir="ltr" />
      </Modal>
    </section>
  );
};
