import { useLayoutEffect, type RefObject } from 'react';

/** The least room kept between a floating panel and the window's edges. */
const EDGE_PX = 8;

/**
 * Moves an open floating panel (popover, tip bubble) sideways, through the CSS variable `--shift`
 * (px), when its natural place would cut it at the window's edge: a 375 px phone, or the mirrored
 * Arabic header where the trigger sits elsewhere. The panel's CSS adds `var(--shift)` to its
 * translation and subtracts it from its arrow's, so the arrow keeps pointing at the trigger.
 */
export const useKeepInWindow = (open: boolean, panel: RefObject<HTMLElement | null>) => {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    element.style.setProperty('--shift', '0px');
    // Measured in the next frame, before it paints: measuring here forced the whole page's layout
    // inside React's commit, one long task with the first render (issue 19, the phone's blocking time).
    const frame = requestAnimationFrame(() => {
      const { left, right } = element.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const shift = left < EDGE_PX ? EDGE_PX - left : right > width - EDGE_PX ? width - EDGE_PX - right : 0;
      element.style.setProperty('--shift', `${Math.round(shift)}px`);
    });
    return () => cancelAnimationFrame(frame);
  }, [open, panel]);
};
