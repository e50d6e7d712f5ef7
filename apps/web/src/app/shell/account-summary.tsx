import type { UserInfo } from '@credo/contracts/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROFILE_EDIT_PATH } from '@/features/account/model/paths';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { LogoutIcon, UserIcon } from '@/shared/ui/icons';
import { displayNameOf, UserAvatar } from '@/shared/ui/user-avatar';
import { canLogOut, useLogout } from './use-logout';
import styles from './account-summary.module.css';

type AccountSummaryProps = {
  user: UserInfo;
  /** `compact` in the desktop popover, `large` (bigger avatar and touch targets) in the mobile drawer. */
  size: 'compact' | 'large';
  /** Closes the panel: called before following Personal info or logging out. */
  onDone: () => void;
};

/**
 * The account panel's content (section 2), the same on desktop and mobile: who is signed in (the
 * avatar, the name and, when it is not already the name shown, the e-mail, left to right even on
 * Arabic pages), then Personal info and, where the tenant allows it, Log out.
 */
export const AccountSummary = ({ user, size, onDone }: AccountSummaryProps) => {
  const { t } = useTranslation();
  const { siteInfo } = useSite();
  const variantPath = useVariantPath();
  const logout = useLogout();
  const name = displayNameOf(user);
  const iconSize = size === 'large' ? 20 : 16;
  return (
    <div className={`${styles.summary} ${styles[size]}`}>
      <div className={styles.identity}>
        <UserAvatar user={user} size={size === 'large' ? 56 : 40} />
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
        <Link to={variantPath(PROFILE_EDIT_PATH)} className={styles.action} onClick={onDone}>
          <UserIcon size={iconSize} />
          {t('header.personalInfo')}
        </Link>
        {canLogOut(siteInfo.tenant.code) && (
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              onDone();
              logout();
            }}
          >
            <span className={styles.flip}>
              <LogoutIcon size={iconSize} />
            </span>
            {t('header.logout')}
          </button>
        )}
      </nav>
    </div>
  );
};
