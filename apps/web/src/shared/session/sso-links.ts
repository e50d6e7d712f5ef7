import { PATHS } from '@credo/contracts/constants';

/** The browser's current path and query: the `target` the server returns to after sign-in or out. */
export const currentTarget = (): string => window.location.pathname + window.location.search;

/** Sign-in address with the return target (certification document section 2). A server route. */
export const loginUrl = (target: string = currentTarget()): string =>
  `${PATHS.login}?target=${encodeURIComponent(target)}`;

/** Sign-out address (posted, see postTo): the server ends its session and the provider's, then returns to target. */
export const logoutUrl = (target: string = currentTarget()): string =>
  `${PATHS.logout}?target=${encodeURIComponent(target)}`;

/** Full-page navigation (sign-in and sign-out are server routes, not SPA routes). */
export const goTo = (url: string): void => {
  window.location.assign(url);
};

/**
 * Full-page form POST that follows the server's redirects (sign-out: only a same-origin POST signs
 * out, so no cross-site link or image can; the server then continues to the provider's end-session page).
 */
export const postTo = (url: string): void => {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.hidden = true;
  document.body.append(form);
  form.submit();
};
