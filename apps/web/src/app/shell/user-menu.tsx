import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { Button } from '@/shared/ui/button';
import { useDismiss } from '@/shared/ui/use-dismiss';
import { displayNameOf, UserAvatar } from '@/shared/ui/user-avatar';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { AccountSummary } from './account-summary';
import { usePanel } from './header/header-panels';
import styles from './user-menu.module.css';

const ACCOUNT_PANEL_ID = 'header-account-panel';

/**
 * The header's account corner (section 2): Sign in for visitors; for a signed-in user an avatar
 * whose panel shows the name and e-mail, Personal info and (brand tenants only) Log out. The panel
 * is own markup (a disclosure under the button), not antd's Popover: the header loads no antd.
 */
export const UserMenu = () => {
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  // The avatar's panel is the header's personal-info panel: one of the panels of which only one is open.
  const { open, setOpen } = usePanel('account');
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, containerRef, triggerRef);

  if (loading) return <span className={styles.placeholder} aria-hidden />;
  if (!user) {
    return (
      <Button variant="primary" className={styles.signIn} onClick={() => goTo(loginUrl())}>
        {t('header.signIn')}
      </Button>
    );
  }

  const name = displayNameOf(user);
  const panel = open && (
    <div className={styles.panel} id={ACCOUNT_PANEL_ID}>
      <AccountSummary user={user} size="compact" onDone={close} />
    </div>
  );

  return (
    <div ref={containerRef} className={styles.menu}>
      {/* The name comes from the content, not aria-label: an aria-label must contain the visible
          text (WCAG 2.5.3), and axe counts the avatar's initials as visible text. */}
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={open ? ACCOUNT_PANEL_ID : undefined}
      >
        <UserAvatar user={user} size={32} />
        <span className={styles.triggerName} aria-hidden="true">
          {name}
        </span>
        <VisuallyHidden>{t('header.account', { name })}</VisuallyHidden>
      </button>
      {panel}
    </div>
  );
};
