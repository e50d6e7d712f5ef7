import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { parseLocation } from '@/shared/lib/location';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { ChevronDownIcon, ChevronEndIcon } from './header-icons';
import { usePanel } from './header-panels';
import styles from './desktop-nav.module.css';
import { NavItemLink, useItemLabel } from './nav-links';
import { entryIsActive, labelOf, type NavEntry, type Navigation } from './nav-model';
import { useDismiss } from '@/shared/ui/use-dismiss';

/** How long a hovered dropdown waits before opening and closing, ms (long enough to cross to the panel). */
const HOVER_OPEN_DELAY_MS = 80;
const HOVER_CLOSE_DELAY_MS = 180;

/**
 * A menu group: a disclosure button (hover or click opens it) and its panel of links under it,
 * aligned to the button's inline start. Own markup rather than antd's Popover, so the header
 * loads no antd (issue 5).
 */
const Dropdown = ({ entry, active }: { entry: Extract<NavEntry, { type: 'dropdown' }>; active: boolean }) => {
  const { t } = useTranslation();
  const { open, setOpen } = usePanel(`menu:${entry.id}`);
  const label = useItemLabel();
  const wide = entry.sections.length > 1;
  const panelId = `nav-panel-${entry.id}`;
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Opened by the pointer resting on it: the click that usually follows keeps it open instead of closing it.
  const openedByHover = useRef(false);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, containerRef, triggerRef);

  const clearHoverTimer = () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  };
  useEffect(() => clearHoverTimer, []);
  const hoverTo = (next: boolean) => {
    clearHoverTimer();
    if (next === open) return;
    hoverTimer.current = setTimeout(
      () => {
        openedByHover.current = next;
        setOpen(next);
      },
      next ? HOVER_OPEN_DELAY_MS : HOVER_CLOSE_DELAY_MS,
    );
  };

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    clearHoverTimer();
    const fromKeyboard = event.detail === 0;
    if (open && openedByHover.current && !fromKeyboard) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen(!open);
    // Opened from the keyboard (Enter, Space: a click without a pointer), focus goes to the first link.
    if (fromKeyboard && !open) {
      setTimeout(() => document.getElementById(panelId)?.querySelector<HTMLElement>('a')?.focus(), 50);
    }
  };

  return (
    <div ref={containerRef} className={styles.dropdown} onMouseEnter={() => hoverTo(true)} onMouseLeave={() => hoverTo(false)}>
      <button
        ref={triggerRef}
        type="button"
        onClick={onTriggerClick}
        className={`${styles.trigger} ${active ? styles.active : ''} ${open ? styles.open : ''}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
      >
        {labelOf(t, entry)}
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </button>
      {open && (
        <div className={`${styles.panel} ${wide ? styles.wide : ''}`} id={panelId}>
          {entry.sections.map((section) => (
            <div key={section.id} className={styles.section}>
              {wide && (section.title || section.titleKey) && <p className={styles.sectionTitle}>{labelOf(t, section)}</p>}
              <ul className={styles.items}>
                {section.items.map((item) => (
                  <li key={item.id}>
                    <NavItemLink item={item} className={styles.item} onNavigate={close}>
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
      )}
    </div>
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
                {labelOf(t, entry)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
};
