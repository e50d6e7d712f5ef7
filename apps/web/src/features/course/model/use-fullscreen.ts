import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for an element of our own (the player: video and watermark together). Where the
 * Fullscreen API is missing (iPhone Safari only lets the bare <video> go full screen, which would
 * drop the watermark) `supported` is false and the page offers no button.
 */
export const useFullscreen = (ref: RefObject<HTMLElement | null>) => {
  const [active, setActive] = useState(false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  useEffect(() => {
    const sync = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [ref]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen().catch(() => undefined);
  }, [ref]);

  return { supported, active, toggle };
};
