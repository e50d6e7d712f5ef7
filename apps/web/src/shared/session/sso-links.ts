import { PATHS } from '@credo/contracts/constants';

/** The browser's current path and query: the `target` the server returns to after sign-in or out. */
export const currentTarget = (): string => window.location.pathname + window.location.search;

/** Sign-in address with the return target (certification document section 2). A server route. */
export const loginUrl = (target: string = currentTarget()): string => `${PATHS.login}?target=${encodeURIComponent(target)}`;

/** Full-page navigation (sign-in and sign-out are server routes, not SPA routes). */
export const goTo = (url: string): void => {
  window.location.assign(url);
};
