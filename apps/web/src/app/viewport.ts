import { MOBILE_BREAKPOINT_PX } from '@credo/contracts/constants';
import { buildPath, parseLocation, type AppLocation } from '@/shared/lib/location';

/** Both spec documents, section 9: below 992 px the /mobile twin is used. */
export const MOBILE_BREAKPOINT = MOBILE_BREAKPOINT_PX;

export const isMobileWidth = (width: number): boolean => width < MOBILE_BREAKPOINT;

/** The media query of isMobileWidth: the window narrower than 992 px, as the style sheets' `max-width: 991.98px`. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/**
 * Whether the window is below the breakpoint now. Asked of the media query, not of `innerWidth`:
 * in a browser honouring the viewport meta tag (a phone, Lighthouse's phone), reading `innerWidth`
 * lays the whole page out first, a forced layout in the task that asks (issue 19: the phone's
 * blocking time); a media query's answer needs no layout.
 */
export const isMobileViewport = (): boolean => window.matchMedia(MOBILE_MEDIA_QUERY).matches;

/**
 * Where the shell should go when the viewport is `width` wide, or null to stay. The site
 * prefix and path are kept; `hasVariant` says whether the route exists in the target variant
 * (e.g. /vat has no mobile twin), in which case the page stays where it is.
 */
export const viewportSwitchTarget = (
  location: AppLocation,
  width: number,
  hasVariant: (path: string, mobile: boolean) => boolean = () => true,
): AppLocation | null => twinTarget(location, isMobileWidth(width), hasVariant);

/** viewportSwitchTarget for a window known to be mobile-sized (`mobile`) or not. */
export const twinTarget = (location: AppLocation, mobile: boolean, hasVariant: (path: string, mobile: boolean) => boolean = () => true): AppLocation | null => {
  if (mobile === location.mobile) return null;
  if (!hasVariant(location.path, mobile)) return null;
  return { ...location, mobile };
};

/**
 * The address a first visit should open at when the window's width calls for the other twin (a
 * phone following a desktop link), or null to stay. Taken before the router renders anything
 * (bootstrap.tsx): switching after the first paint moved the whole page when the desktop header
 * gave way to the mobile one (issue 19: Lighthouse's phone measured layout shifts of 0.6 to 0.9).
 */
export const firstVisitTwin = (
  url: { pathname: string; search: string; hash: string },
  sitePrefix: string,
  width: number,
  hasVariant: (path: string, mobile: boolean) => boolean,
): string | null => {
  const target = viewportSwitchTarget(parseLocation(url.pathname, sitePrefix ? [sitePrefix] : []), width, hasVariant);
  return target ? `${buildPath(target)}${url.search}${url.hash}` : null;
};
