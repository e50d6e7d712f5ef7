import { TIMINGS_MS } from '@credo/contracts/constants';
import { useEffect, useState } from 'react';

export type Throttled = (() => void) & { cancel: () => void };

/**
 * Runs `fn` at most once per `wait` ms: at once on the first call, then once more at the end of
 * the window when calls arrived meanwhile (so the last scroll position is never missed).
 */
export const throttle = (fn: () => void, wait: number): Throttled => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending = false;
  const release = () => {
    if (pending) {
      pending = false;
      fn();
      timer = setTimeout(release, wait);
    } else {
      timer = null;
    }
  };
  const throttled = () => {
    if (timer) {
      pending = true;
      return;
    }
    fn();
    timer = setTimeout(release, wait);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = false;
  };
  return throttled;
};

/**
 * The mobile header's scroll rule (cert §2): hidden while the page scrolls down, shown again on
 * any scroll up and near the top; the handler is throttled to TIMINGS_MS.scrollThrottle (200 ms,
 * cert §9). `enabled` false (a panel is open) keeps the header shown.
 */
export const useHideOnScroll = (enabled: boolean, topOffset: number): boolean => {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    // Read once the next frame is laid out, not here nor in that frame's animation callback: reading
    // the scroll position lays the page out first when it is not, and in this effect (run in React's
    // commit of the whole shell on the first visit) that forced a layout the first paint then did
    // again (issue 19, session 27); in the animation callback, which runs before the frame's own
    // layout, it still forced one inside script (1.7-6.6 ms on a phone). A task queued from that
    // callback runs after the frame. A scroll before then is measured from the top.
    let last: number | null = null;
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(() => {
        last ??= Math.max(window.scrollY, 0);
      });
    });
    const onScroll = throttle(() => {
      const y = Math.max(window.scrollY, 0);
      const previous = last ?? 0;
      if (y <= topOffset) setHidden(false);
      else if (y > previous) setHidden(true);
      else if (y < previous) setHidden(false);
      last = y;
    }, TIMINGS_MS.scrollThrottle);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      // Shown again whenever the rule pauses (a panel opens), so it never comes back hidden.
      setHidden(false);
    };
  }, [enabled, topOffset]);
  return enabled && hidden;
};
