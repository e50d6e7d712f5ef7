import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildPath, parseLocation } from '@/shared/lib/location';
import { hasVariant } from '../routes';
import { isMobileViewport, twinTarget } from '../viewport';

/**
 * How long a new window size must hold before the page moves to its twin: dragging a window edge
 * across 992 px does not navigate on every crossing, and a passing size does not navigate at all
 * (Chromium resizes the window to 1×1 and back while it captures a full-page screenshot).
 */
export const VIEWPORT_SETTLE_MS = 150;

/**
 * Moves between a page and its /mobile twin when the window crosses 992 px (spec section 2),
 * keeping path, query, hash and history state. Router paths are below the site prefix, so none is parsed here.
 */
export const useViewportSwitch = (): void => {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const check = () => {
      // The media query, not innerWidth: this runs after every navigation's commit, and innerWidth
      // laid the new page out there on a phone (viewport.ts, isMobileViewport).
      const target = twinTarget(parseLocation(pathname, []), isMobileViewport(), hasVariant);
      // The history state goes along: it is the same entry, shown in the other twin.
      if (target) void navigate(`${buildPath(target)}${search}${hash}`, { replace: true, state });
    };
    check();
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(settle);
      settle = setTimeout(check, VIEWPORT_SETTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(settle);
      window.removeEventListener('resize', onResize);
    };
  }, [pathname, search, hash, state, navigate]);
};
