import { MOBILE_BREAKPOINT_PX } from '@credo/contracts/constants';
import type { AppLocation } from '@/shared/lib/location';

/** Both spec documents, section 9: below 992 px the /mobile twin is used. */
export const MOBILE_BREAKPOINT = MOBILE_BREAKPOINT_PX;

export const isMobileWidth = (width: number): boolean => width < MOBILE_BREAKPOINT;

/**
 * Where the shell should go when the viewport is `width` wide, or null to stay. The site
 * prefix and path are kept; `hasVariant` says whether the route exists in the target variant
 * (e.g. /vat has no mobile twin), in which case the page stays where it is.
 */
export const viewportSwitchTarget = (
  location: AppLocation,
  width: number,
  hasVariant: (path: string, mobile: boolean) => boolean = () => true,
): AppLocation | null => {
  const mobile = isMobileWidth(width);
  if (mobile === location.mobile) return null;
  if (!hasVariant(location.path, mobile)) return null;
  return { ...location, mobile };
};
