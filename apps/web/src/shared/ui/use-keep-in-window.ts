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
    // Measured when the browser reports the panel's box: after its own layout of the frame and
    // before the paint. Measuring in React's commit, or in the frame's animation callback (which
    // runs before that layout), laid the whole page out inside a script's task, a forced layout
    // (issue 19, the phone's blocking time: the language tip shows on a first visit). The report
    // comes again when the panel's size changes; the shift already applied is taken off the
    // measure, as it moves the panel by a translation, which changes neither its size nor the layout.
    const observer = new ResizeObserver(() => {
      const applied = Number.parseFloat(element.style.getPropertyValue('--shift')) || 0;
      const box = element.getBoundingClientRect();
      const left = box.left - applied;
      const right = box.right - applied;
      const width = document.documentElement.clientWidth;
      const shift = left < EDGE_PX ? EDGE_PX - left : right > width - EDGE_PX ? width - EDGE_PX - right : 0;
      element.style.setProperty('--shift', `${Math.round(shift)}px`);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, panel]);
};
