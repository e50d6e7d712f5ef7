import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd, preloadOnIntent, useOpenedOnce } from '@/shared/antd/lazy-with-antd';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { displayNameOf, UserAvatar } from '@/shared/ui/user-avatar';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { usePanel } from './header-panels';
import styles from './mobile-account.module.css';

// The personal-info drawer opens on a tap: it loads with antd then, not with the header.
const LazyAccountPanel = lazyWithAntd(() => import('./mobile-account-panel').then((module) => module.MobileAccountPanel));

/**
 * The mobile header's account corner (cert §2): Sign in for a visitor; for a signed-in user the
 * avatar, which opens the personal-info panel (name, e-mail, Personal info, and Log out where the
 * tenant allows it, as the desktop panel).
 */
export const MobileAccount = () => {
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  const { open, setOpen } = usePanel('account');
  const opened = useOpenedOnce(open);

  if (loading) return <span className={styles.placeholder} aria-hidden />;
  if (!user) {
    return (
      <button type="button" className={styles.signIn} onClick={() => goTo(loginUrl())}>
        {t('header.signIn')}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(!open)}
        {...preloadOnIntent(LazyAccountPanel)}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        {/* Named by content, not aria-label: axe counts the avatar's initials as visible text (WCAG 2.5.3). */}
        <UserAvatar user={user} size={32} />
        <VisuallyHidden>{t('header.account', { name: displayNameOf(user) })}</VisuallyHidden>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <LazyAccountPanel user={user} />
        </Suspense>
      )}
    </>
  );
};
