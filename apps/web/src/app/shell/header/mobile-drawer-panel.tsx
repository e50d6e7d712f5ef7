import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { parseLocation } from '@/shared/lib/location';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { GlobeIcon } from '@/shared/ui/globe-icon';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { ChevronDownIcon, ChevronEndIcon } from './header-icons';
import { usePanel } from './header-panels';
import { useHasLanguageChoice } from './language-selector';
import styles from './mobile-drawer.module.css';
import { NavItemLink, useItemLabel } from './nav-links';
import { entryIsActive, labelOf, type NavEntry, type Navigation } from './nav-model';

/** One expandable group of the drawer: the sections of a dropdown, folded until tapped. */
const Group = ({ entry, active, onNavigate }: { entry: Extract<NavEntry, { type: 'dropdown' }>; active: boolean; onNavigate: () => void }) => {
  const { t } = useTranslation();
  const label = useItemLabel();
  const [expanded, setExpanded] = useState(active);
  const listId = `drawer-group-${entry.id}`;
  return (
    <li className={styles.group}>
      <button
        type="button"
        className={`${styles.groupButton} ${active ? styles.active : ''}`}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        {labelOf(t, entry)}
        <span className={`${styles.chevron} ${expanded ? styles.turned : ''}`}>
          <ChevronDownIcon size={16} />
        </span>
      </button>
      <div id={listId} className={styles.groupBody} hidden={!expanded}>
        {entry.sections.map((section) => (
          <div key={section.id} className={styles.section}>
            {entry.sections.length > 1 && (section.title || section.titleKey) && <p className={styles.sectionTitle}>{labelOf(t, section)}</p>}
            <ul className={styles.items}>
              {section.items.map((item) => (
                <li key={item.id}>
                  <NavItemLink item={item} className={styles.item} onNavigate={onNavigate}>
                    {label(item)}
                  </NavItemLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
};

/**
 * The mobile menu (cert §2): a drawer from the inline start with the menu groups (expandable),
 * My Learning, the language and, for a visitor, Sign in. Built with antd's Drawer and loaded with
 * it on the first opening (mobile-drawer.tsx).
 */
export const MobileDrawerPanel = ({ navigation }: { navigation: Navigation }) => {
  const { t } = useTranslation();
  const { direction, language } = useSite();
  const { open, setOpen } = usePanel('menu:drawer');
  const languagePanel = usePanel('language');
  const hasChoice = useHasLanguageChoice();
  const { user, loading } = useCurrentUser();
  const variantPath = useVariantPath();
  const path = parseLocation(useLocation().pathname, []).path;
  const close = () => setOpen(false);

  return (
    <Drawer
      open={open}
      onClose={close}
      placement={direction === 'rtl' ? 'right' : 'left'}
      size="min(86vw, 340px)"
      title={t('nav.menu')}
      classNames={{ body: styles.body, header: styles.header }}
    >
      <nav aria-label={t('nav.mainMenu')} className={styles.nav} data-variant={navigation.variant}>
        <ul className={styles.entries}>
          {navigation.entries.map((entry) =>
            entry.type === 'dropdown' ? (
              <Group key={entry.id} entry={entry} active={entryIsActive(entry, path)} onNavigate={close} />
            ) : (
              <li key={entry.id} className={styles.group}>
                <Link to={variantPath(entry.to)} className={`${styles.groupButton} ${entryIsActive(entry, path) ? styles.active : ''}`} onClick={close}>
                  {labelOf(t, entry)}
                  <span className={styles.end}>
                    <ChevronEndIcon />
                  </span>
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className={styles.footer}>
        {hasChoice && (
          <button type="button" className={styles.language} onClick={() => languagePanel.setOpen(true)}>
            <GlobeIcon size={18} />
            <span className={styles.languageName}>{language?.languageComplete}</span>
            <span className={styles.languageChange}>{t('language.change')}</span>
          </button>
        )}
        {!loading && !user && (
          <button type="button" className={styles.signIn} onClick={() => goTo(loginUrl())}>
            {t('header.signIn')}
          </button>
        )}
      </div>
    </Drawer>
  );
};
