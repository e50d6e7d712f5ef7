import type { FooterConfig } from '@credo/contracts';
import { createContext, useCallback, useContext, useId, useRef, useState } from 'react';
import { AppLink } from '@/shared/ui/app-link';
import { useDismiss } from '@/shared/ui/use-dismiss';
import { useKeepInWindow } from '@/shared/ui/use-keep-in-window';
import styles from './site-footer.module.css';

type SocialEntry = FooterConfig['socialList'][number];
type FooterLink = FooterConfig['linkList'][number];

/** How long the list stays after the pointer leaves, so it can cross the gap to the list. */
const HIDE_DELAY_MS = 150;
/** The list keeps this distance from the window's edges. */

/** The footer shows the images once it is near the screen (useNearViewport); until then, the icon's box. */
const ShowImages = createContext(true);

const Icon = ({ src, label }: { src: string | null; label: string }) => {
  const show = useContext(ShowImages);
  if (!src) return <span>{label}</span>;
  return show ? <img className={styles.socialIcon} src={src} alt="" /> : <span className={styles.socialIcon} style={{ display: 'inline-block' }} />;
};

/** One link opens directly; several show a list above the icon (cert doc §2, footer). */
const SocialEntryLinks = ({ entry }: { entry: SocialEntry }) => {
  const [first, ...others] = entry.socialMediaList;
  if (!first) return null;
  if (others.length === 0) {
    return (
      <AppLink href={first.link} className={styles.socialLink} aria-label={first.title}>
        <Icon src={entry.linkImage} label={first.title} />
      </AppLink>
    );
  }
  return <SocialMenu entry={entry} />;
};

/**
 * The list of an icon with several accounts: opens on hover (mouse) and on click or Enter, closes
 * on a press outside, on Escape (focus back on the icon) and when the focus leaves it.
 */
const SocialMenu = ({ entry }: { entry: SocialEntry }) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click on an icon the mouse has just opened by hovering keeps the list open (as antd did).
  const openedByHover = useRef(false);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  useKeepInWindow(open, panel);

  const show = () => {
    clearTimeout(hideTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const toggle = () => {
    const keep = open && openedByHover.current;
    openedByHover.current = false;
    if (!keep) setOpen(!open);
  };
  const hideSoon = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(close, HIDE_DELAY_MS);
  };
  const first = entry.socialMediaList[0];

  return (
    <div
      ref={container}
      className={styles.socialMenu}
      // Touch presses also send pointer events: only a mouse opens it by hovering.
      onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hideSoon()}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.socialLink}
        aria-label={entry.socialMediaList.map((item) => item.title).join(', ')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        <Icon src={entry.linkImage} label={first.title} />
      </button>
      <div ref={panel} id={listId} className={styles.socialPopover} hidden={!open}>
        <ul className={styles.socialList}>
          {entry.socialMediaList.map((item) => (
            <li key={`${item.link}-${item.title}`}>
              <AppLink href={item.link}>{item.title}</AppLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};

/**
 * The footer's social links (area 7) that the social icons do not already show: a network has one
 * icon, whether a site configured it in both places or not (issue 14: LinkedIn, YouTube and Facebook twice).
 */
export const uniqueSocialLinks = (entries: SocialEntry[], links: FooterLink[]): FooterLink[] => {
  const urls = new Set(entries.flatMap((entry) => entry.socialMediaList.map((item) => item.link)));
  const icons = new Set(entries.map((entry) => entry.linkImage));
  // A link without an image is told apart by its address alone.
  return links.filter((link) => !urls.has(link.linkUrl) && !(link.linkImage !== null && icons.has(link.linkImage)));
};

export const SocialLinks = ({ entries, links, showImages = true }: { entries: SocialEntry[]; links: FooterLink[]; showImages?: boolean }) => (
  <ShowImages.Provider value={showImages}>
    <div className={styles.social}>
      {uniqueSocialLinks(entries, links).map((link) => (
        <AppLink key={`link-${link.id}`} href={link.linkUrl} className={styles.socialLink} aria-label={link.linkTitle}>
          <Icon src={link.linkImage} label={link.linkTitle} />
        </AppLink>
      ))}
      {entries.map((entry) => (
        <SocialEntryLinks key={`entry-${entry.id}`} entry={entry} />
      ))}
    </div>
  </ShowImages.Provider>
);
