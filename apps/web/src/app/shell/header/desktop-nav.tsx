import { Popover } from 'antd';
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { parseLocation } from '@/shared/lib/location';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { ChevronDownIcon, ChevronEndIcon } from './header-icons';
import { usePanel } from './header-panels';
import styles from './desktop-nav.module.css';
import { NavItemLink, useItemLabel } from './nav-links';
import { entryIsActive, type NavEntry, type Navigation } from './nav-model';

/** How long a hovered dropdown waits before opening and closing, seconds (antd's unit). */
const HOVER_OPEN_DELAY = 0.08;
const HOVER_CLOSE_DELAY = 0.18;

const Dropdown = ({ entry, active }: { entry: Extract<NavEntry, { type: 'dropdown' }>; active: boolean }) => {
  const { t } = useTranslation();
  const { direction } = useSite();
  const { open, setOpen } = usePanel(`menu:${entry.id}`);
  const label = useItemLabel();
  const wide = entry.sections.length > 1;
  const panelId = `nav-panel-${entry.id}`;
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Opened from the keyboard (Enter, Space: a click without a pointer), focus goes to the first link;
  // Escape inside the panel brings it back to the trigger.
  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail !== 0 || open) return;
    setTimeout(() => document.getElementById(panelId)?.querySelector<HTMLElement>('a')?.focus(), 50);
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    triggerRef.current?.focus();
  };

  const panel = (
    <div className={`${styles.panel} ${wide ? styles.wide : ''}`} id={panelId} onKeyDown={onPanelKeyDown}>
      {entry.sections.map((section) => (
        <div key={section.id} className={styles.section}>
          {wide && section.titleKey && <p className={styles.sectionTitle}>{t(section.titleKey)}</p>}
          <ul className={styles.items}>
            {section.items.map((item) => (
              <li key={item.id}>
                <NavItemLink item={item} className={styles.item} onNavigate={() => setOpen(false)}>
                  <span>{label(item)}</span>
                  <span className={styles.itemArrow}>
                    <ChevronEndIcon size={14} />
                  </span>
                </NavItemLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      content={panel}
      trigger={['hover', 'click']}
      mouseEnterDelay={HOVER_OPEN_DELAY}
      mouseLeaveDelay={HOVER_CLOSE_DELAY}
      placement={direction === 'rtl' ? 'bottomRight' : 'bottomLeft'}
      arrow={false}
      classNames={{ root: styles.popover }}
    >
      <button
        ref={triggerRef}
        type="button"
        onClick={onTriggerClick}
        className={`${styles.trigger} ${active ? styles.active : ''} ${open ? styles.open : ''}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
      >
        {t(entry.labelKey)}
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </button>
    </Popover>
  );
};

/** The desktop menus: dropdowns for the groups, a plain link for My Learning (cert §2). */
export const DesktopNav = ({ navigation }: { navigation: Navigation }) => {
  const { t } = useTranslation();
  const variantPath = useVariantPath();
  const path = parseLocation(useLocation().pathname, []).path;
  return (
    <nav className={styles.nav} aria-label={t('nav.mainMenu')} data-variant={navigation.variant}>
      <ul className={styles.entries}>
        {navigation.entries.map((entry) => (
          <li key={entry.id}>
            {entry.type === 'dropdown' ? (
              <Dropdown entry={entry} active={entryIsActive(entry, path)} />
            ) : (
              <Link
                to={variantPath(entry.to)}
                className={`${styles.trigger} ${entryIsActive(entry, path) ? styles.active : ''}`}
                aria-current={entryIsActive(entry, path) ? 'page' : undefined}
              >
                {t(entry.labelKey)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
};
