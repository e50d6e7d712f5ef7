import type { UserInfo } from '@credo/contracts/user';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/shared/site/site-context';
import { AccountSummary } from '../account-summary';
import { usePanel } from './header-panels';

/**
 * The mobile personal-info panel (cert §2): a drawer from the inline end with the name, e-mail,
 * Personal info and, where the tenant allows it, Log out. Built with antd's Drawer and loaded
 * with it on the first tap on the avatar (mobile-account.tsx).
 */
export const MobileAccountPanel = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation();
  const { direction } = useSite();
  const { open, setOpen } = usePanel('account');
  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      placement={direction === 'rtl' ? 'left' : 'right'}
      size="min(86vw, 320px)"
      title={t('header.accountMenu')}
    >
      <AccountSummary user={user} size="large" onDone={() => setOpen(false)} />
    </Drawer>
  );
};
