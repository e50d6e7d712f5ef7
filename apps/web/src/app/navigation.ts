import { PATHS } from '@credo/contracts/constants';
import { buildPath, parseLocation } from '@/shared/lib/location';
import { goTo, loginUrl } from '@/shared/session/sso-links';

export const NOT_FOUND_PATH = PATHS.notFound;

type RouterNavigate = (to: string) => unknown;

let routerNavigate: RouterNavigate | null = null;
let sitePrefixes: readonly string[] = [];

/**
 * Lets code outside React (the api client) navigate through the router once it exists. The
 * router works below the site prefix (its basename), so it receives prefix-less paths.
 */
export const connectNavigation = (navigate: RouterNavigate | null, prefixes: readonly string[]): void => {
  routerNavigate = navigate;
  sitePrefixes = prefixes;
};

/** Goes to the not-found page, keeping the site prefix and the desktop/mobile variant. */
export const goToNotFound = (): void => {
  const here = parseLocation(window.location.pathname, sitePrefixes);
  if (routerNavigate) {
    void routerNavigate(buildPath({ sitePrefix: '', mobile: here.mobile, path: NOT_FOUND_PATH }));
  } else {
    window.location.assign(buildPath({ ...here, path: NOT_FOUND_PATH }));
  }
};

/** HTTP 401: sign in, then come back to this path and query (both spec documents, section 2). */
export const redirectToLogin = (): void => goTo(loginUrl());
