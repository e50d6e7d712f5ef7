import { Drawer } from 'antd';
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
import { canLogOut, useLogout } from '../use-logout';
import { usePanel } from './header-panels';
import styles from './mobile-account.module.css';

/**
 * The mobile header's account corner (cert §2): Sign in for a visitor; for a signed-in user the
 * avatar, which opens the personal-info panel (name, e-mail, Personal info, and Log out where the
 * tenant allows it, as the desktop popover).
 */
export const MobileAccount = () => {
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  const { siteInfo, direction } = useSite();
  const variantPath = useVariantPath();
  const logout = useLogout();
  const { open, setOpen } = usePanel('account');

  if (loading) return <span className={styles.placeholder} aria-hidden />;
  if (!user) {
    return (
      <button type="button" className={styles.signIn} onClick={() => goTo(loginUrl())}>
        {t('header.signIn')}
      </button>
    );
  }
  const name = displayNameOf(user);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(!open)}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        {/* Named by content, not aria-label: axe counts the avatar's initials as visible text (WCAG 2.5.3). */}
        <UserAvatar user={user} size={32} />
        <VisuallyHidden>{t('header.account', { name })}</VisuallyHidden>
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement={direction === 'rtl' ? 'left' : 'right'}
        size="min(86vw, 320px)"
        title={t('header.accountMenu')}
        classNames={{ body: styles.body }}
      >
        <div className={styles.identity}>
          <UserAvatar user={user} size={56} />
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
            <UserIcon size={20} />
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
                <LogoutIcon size={20} />
              </span>
              {t('header.logout')}
            </button>
          )}
        </nav>
      </Drawer>
    </>
  );
};
