import { useLayoutEffect, type RefObject } from 'react';

/**
 * CSS variable with the height of a bar fixed to the bottom of the window (the cookie banner).
 * The shell pads the page by it and floating buttons sit above it, so the bar never covers the
 * page's last actions (the page can always scroll them into view above it).
 */
export const BOTTOM_OVERLAY_VAR = '--credo-bottom-overlay';

export const useBottomOverlay = (ref: RefObject<HTMLElement | null>): void => {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(BOTTOM_OVERLAY_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    // No measure here: it forced the whole page's layout inside React's commit (issue 19, the
    // phone's blocking time). The observer reports the bar's first size after the frame's layout
    // and before its paint, so the padding is there when the bar first shows.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BOTTOM_OVERLAY_VAR);
    };
  }, [ref]);
};
