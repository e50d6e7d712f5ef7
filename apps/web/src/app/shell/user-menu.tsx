import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROFILE_EDIT_PATH } from '@/features/account/model/paths';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { LogoutIcon, UserIcon } from '@/shared/ui/icons';
import { displayNameOf, UserAvatar } from '@/shared/ui/user-avatar';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { usePanel } from './header/header-panels';
import { canLogOut, useLogout } from './use-logout';
import styles from './user-menu.module.css';

/**
 * The header's account corner (section 2): Sign in for visitors; for a signed-in user an avatar
 * whose popover shows the name and e-mail, Personal info and (brand tenants only) Log out.
 */
export const UserMenu = () => {
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  const { siteInfo } = useSite();
  const variantPath = useVariantPath();
  const logout = useLogout();
  // The avatar popover is the header's personal-info panel: one of the panels of which only one is open.
  const { open, setOpen } = usePanel('account');

  if (loading) return <span className={styles.placeholder} aria-hidden />;
  if (!user) {
    return (
      <Button type="primary" className={styles.signIn} onClick={() => goTo(loginUrl())}>
        {t('header.signIn')}
      </Button>
    );
  }

  const name = displayNameOf(user);
  const panel = (
    <div className={styles.panel}>
      <div className={styles.identity}>
        <UserAvatar user={user} size={40} />
        <div className={styles.who}>
          <span className={styles.name}>{name}</span>
          {user.email && user.email !== name && (
            <span className={styles.email} dir="ltr">
              {user.email}
            </span>
          )}
        </div>
      </div>
      <nav className={styles.actions} aria-label={t('header.accountMenu')}>
        <Link to={variantPath(PROFILE_EDIT_PATH)} className={styles.action} onClick={() => setOpen(false)}>
          <UserIcon />
          {t('header.personalInfo')}
        </Link>
        {canLogOut(siteInfo.tenant.code) && (
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              setOpen(false);
              logout();
            }}
          >
            <span className={styles.flip}>
              <LogoutIcon />
            </span>
            {t('header.logout')}
          </button>
        )}
      </nav>
    </div>
  );

  return (
    <Popover content={panel} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      {/* The name comes from the content, not aria-label: an aria-label must contain the visible
          text (WCAG 2.5.3), and axe counts the avatar's initials as visible text. */}
      <button type="button" className={styles.trigger} aria-haspopup="dialog">
        <UserAvatar user={user} size={32} />
        <span className={styles.triggerName} aria-hidden="true">{name}</span>
        <VisuallyHidden>{t('header.account', { name })}</VisuallyHidden>
      </button>
    </Popover>
  );
};
