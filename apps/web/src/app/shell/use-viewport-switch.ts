import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildPath, parseLocation } from '@/shared/lib/location';
import { hasVariant } from '../routes';
import { viewportSwitchTarget } from '../viewport';

/**
 * Moves between a page and its /mobile twin when the window crosses 992 px (spec section 2),
 * keeping path, query, hash and history state. Router paths are below the site prefix, so none is parsed here.
 */
export const useViewportSwitch = (): void => {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const check = () => {
      const target = viewportSwitchTarget(parseLocation(pathname, []), window.innerWidth, hasVariant);
      // The history state goes along: it is the same entry, shown in the other twin.
      if (target) void navigate(`${buildPath(target)}${search}${hash}`, { replace: true, state });
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [pathname, search, hash, state, navigate]);
};
