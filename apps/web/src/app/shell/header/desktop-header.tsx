import { useSite } from '@/shared/site/site-context';
import { UserMenu } from '../user-menu';
import styles from './desktop-header.module.css';
import { DesktopNav } from './desktop-nav';
import { LanguageDialog, LanguageTrigger, useHasLanguageChoice } from './language-selector';
import { LogoLink } from './logo-link';
import { SearchButton, SearchPanel } from './search-panel';
import { useNavigation } from './use-navigation';

/**
 * Desktop header (≥ 992 px, cert §2): a thin top bar with the site and the country/language
 * selector (only when the site offers more than one language); then the logo, the menus, search
 * and the sign-in button or avatar popover.
 */
export const DesktopHeader = () => {
  const { siteInfo } = useSite();
  const navigation = useNavigation();
  const hasChoice = useHasLanguageChoice();
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <div className={styles.topInner}>
          {siteInfo.siteName && <span className={styles.site}>{siteInfo.siteName}</span>}
          {hasChoice && (
            <div className={styles.topEnd}>
              <LanguageTrigger variant="bar" />
            </div>
          )}
        </div>
      </div>
      <div className={styles.main}>
        <div className={styles.mainInner}>
          <LogoLink />
          <DesktopNav navigation={navigation} />
          <div className={styles.actions}>
            <SearchButton className={styles.iconButton} />
            <UserMenu />
          </div>
        </div>
      </div>
      <SearchPanel />
      {hasChoice && <LanguageDialog />}
    </header>
  );
};
