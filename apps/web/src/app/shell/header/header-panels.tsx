import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';

/**
 * The header's panels: a menu ('menu:<id>', the mobile drawer is 'menu:drawer'), 'search',
 * 'language' and 'account' (personal info). Section 2: only one of them is open at a time,
 * so they share one slot; opening one closes whichever was open.
 */
export type PanelId = `menu:${string}` | 'search' | 'language' | 'account';

type PanelSlot = { openPanel: PanelId | null; setOpenPanel: Dispatch<SetStateAction<PanelId | null>> };

const HeaderPanelsContext = createContext<PanelSlot | null>(null);

/**
 * The slot remembers the page a panel was opened on, and a panel is open only on that page: a new
 * page closes whatever header panel led there. Derived while rendering rather than reset by an
 * effect on navigation, because such an effect also ran when the header first mounted and undid a
 * click that landed before React had run it (the avatar opened nothing).
 */
export const HeaderPanelsProvider = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const [slot, setSlot] = useState<{ panel: PanelId | null; page: string }>({ panel: null, page });
  const pageRef = useRef(page);
  useLayoutEffect(() => {
    pageRef.current = page;
  }, [page]);
  // The router commits a navigation inside a React transition: the address and the router's own
  // state already show the new page while the old one is still on screen. A click in that window
  // belongs to the new page (seen in CI: the language dialog clicked right after a search closed
  // at once), so the page of a click is the router's latest, not the one last rendered.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const latestPage = useCallback(() => {
    const latest = dataRouter?.router.state.location;
    if (!latest) return pageRef.current;
    // The router's own location keeps the site prefix (its basename, /eu …); useLocation strips it.
    return `${withoutBasename(latest.pathname, dataRouter.basename)}${latest.search}`;
  }, [dataRouter]);
  const openPanel = slot.page === page ? slot.panel : null;
  const setOpenPanel = useCallback<Dispatch<SetStateAction<PanelId | null>>>(
    (action) => {
      const here = latestPage();
      setSlot((previous) => {
        const current = previous.page === here ? previous.panel : null;
        return { panel: typeof action === 'function' ? action(current) : action, page: here };
      });
    },
    [latestPage],
  );
  const value = useMemo(() => ({ openPanel, setOpenPanel }), [openPanel, setOpenPanel]);
  // Escape closes an open menu (dialogs, drawers and search close themselves).
  useEffect(() => {
    if (!openPanel?.startsWith('menu:')) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenPanel((current) => (current === openPanel ? null : current));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openPanel]);
  return <HeaderPanelsContext.Provider value={value}>{children}</HeaderPanelsContext.Provider>;
};

/** The path as useLocation gives it: without the router's basename (the site prefix). */
const withoutBasename = (pathname: string, basename: string): string => {
  if (!basename || basename === '/') return pathname;
  const base = basename.endsWith('/') ? basename.slice(0, -1) : basename;
  if (pathname.toLowerCase() !== base.toLowerCase() && !pathname.toLowerCase().startsWith(`${base.toLowerCase()}/`)) return pathname;
  return pathname.slice(base.length) || '/';
};

/** The panel slot: which panel is open and a setter (null closes all). */
export const useHeaderPanels = (): PanelSlot => {
  const slot = useContext(HeaderPanelsContext);
  const [local, setLocal] = useState<PanelId | null>(null);
  return slot ?? { openPanel: local, setOpenPanel: setLocal };
};

export type PanelControl = {
  open: boolean;
  /** Opens this panel (closing any other) or closes it; closing never closes another panel. */
  setOpen: (open: boolean) => void;
  toggle: () => void;
};

/** One panel's view of the shared slot. Outside a header (a component alone in a test) it keeps its own state. */
export const usePanel = (id: PanelId): PanelControl => {
  const { openPanel, setOpenPanel } = useHeaderPanels();
  const open = openPanel === id;
  const setOpen = useCallback(
    (next: boolean) => {
      // A late "close" from a panel that already lost the slot must not close its successor.
      setOpenPanel((current) => (next ? id : current === id ? null : current));
    },
    [id, setOpenPanel],
  );
  return { open, setOpen, toggle: () => setOpen(!open) };
};
