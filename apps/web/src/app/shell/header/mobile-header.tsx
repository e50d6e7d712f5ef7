import { useTranslation } from 'react-i18next';
import { MenuIcon } from './header-icons';
import { useHeaderPanels, usePanel } from './header-panels';
import { LanguagePanel, LanguageTrigger, useHasLanguageChoice } from './language-selector';
import { LogoLink } from './logo-link';
import { MobileAccount } from './mobile-account';
import { drawerIntent, MobileDrawer } from './mobile-drawer';
import styles from './mobile-header.module.css';
import { SearchButton, SearchPanel } from './search-panel';
import { useHideOnScroll } from './use-hide-on-scroll';
import { useNavigation } from './use-navigation';

/** Height of the mobile bar, px: below it scrolling down hides the header. */
export const MOBILE_BAR_HEIGHT = 56;

/**
 * Mobile header (< 992 px, the /mobile twin; cert §2): the menu button, the logo, search, the
 * language panel and the personal-info panel or Sign in. It hides while the page scrolls down and
 * comes back on scroll up (throttled 200 ms), and stays while one of its panels is open.
 */
export const MobileHeader = () => {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const hasChoice = useHasLanguageChoice();
  const drawer = usePanel('menu:drawer');
  const { openPanel } = useHeaderPanels();
  const hidden = useHideOnScroll(openPanel === null, MOBILE_BAR_HEIGHT);
  return (
    <header className={`${styles.header} ${hidden ? styles.hidden : ''}`} data-hidden={hidden}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={drawer.toggle}
          {...drawerIntent}
          aria-label={t('nav.openMenu')}
          aria-expanded={drawer.open}
        >
          <MenuIcon />
        </button>
        <LogoLink compact />
        <div className={styles.actions}>
          <SearchButton className={styles.iconButton} />
          {hasChoice && <LanguageTrigger variant="icon" />}
          <MobileAccount />
        </div>
      </div>
      <SearchPanel />
      <MobileDrawer navigation={navigation} />
      {hasChoice && <LanguagePanel />}
    </header>
  );
};
