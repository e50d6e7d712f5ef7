import { ANALYTICS_SCRIPT_URL, TIMINGS_MS } from '@credo/contracts/constants';

declare global {
  // Augmenting the DOM's Window needs an interface (declaration merging).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    /** The tag's own opt-out switch: while true it sends nothing for that id. */
    [disable: `ga-disable-${string}`]: boolean | undefined;
  }
}

/** Attribute of the injected <script>, so it is added once and tests can find it. */
export const ANALYTICS_SCRIPT_ATTR = 'data-credo-analytics';

/** The tag's address: the contracts' default, or the build's VITE_ANALYTICS_SCRIPT_URL (a proxy, a test stub). */
export const analyticsScriptUrl = (): string => (import.meta.env.VITE_ANALYTICS_SCRIPT_URL as string | undefined) || ANALYTICS_SCRIPT_URL;

type Params = Record<string, unknown>;

let activeId: string | null = null;
const pending = new Map<string, ReturnType<typeof setTimeout>>();

/** gtag.js reads Arguments objects from the data layer (not arrays), hence `arguments`. */
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

/**
 * The nonce of this page's Content-Security-Policy, which the server puts in
 * `<meta property="csp-nonce">` of every page it sends (a fresh one per response). Browsers hide
 * the attribute's value once the policy applies; the `nonce` property keeps it.
 */
const cspNonce = (): string => {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || '';
};

const injectScript = (measurementId: string) => {
  if (document.querySelector(`script[${ANALYTICS_SCRIPT_ATTR}]`)) return;
  const base = analyticsScriptUrl();
  const script = document.createElement('script');
  // The page's CSP lets in scripts that carry its nonce, not the tag's host (decision 0006).
  const nonce = cspNonce();
  if (nonce) script.nonce = nonce;
  script.async = true;
  script.src = `${base}${base.includes('?') ? '&' : '?'}id=${encodeURIComponent(measurementId)}`;
  script.setAttribute(ANALYTICS_SCRIPT_ATTR, measurementId);
  document.head.appendChild(script);
};

/** The site's analytics id is in use: only ever called once the analytics policy is on. */
export const isAnalyticsActive = (): boolean => activeId !== null;

/**
 * Starts analytics for `measurementId` (after consent only): the data layer, consent granted
 * for analytics storage (never for ads), the tag's script once, and the id's config.
 */
export const enableAnalytics = (measurementId: string): void => {
  window[`ga-disable-${measurementId}`] = false;
  if (activeId === measurementId) return;
  window.gtag ??= gtag;
  const firstTime = !document.querySelector(`script[${ANALYTICS_SCRIPT_ATTR}]`);
  if (firstTime) {
    gtag('consent', 'default', {
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    gtag('js', new Date());
  } else {
    gtag('consent', 'update', { analytics_storage: 'granted' });
  }
  // Page views are sent by trackPageView (debounced), not by the config call.
  gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
  injectScript(measurementId);
  activeId = measurementId;
};

/**
 * Consent withdrawn: nothing more is sent. A loaded script cannot be unloaded, so the tag is
 * told twice: consent denied, and its per-id opt-out switch; events still waiting are dropped.
 */
export const disableAnalytics = (): void => {
  pending.forEach((timer) => clearTimeout(timer));
  pending.clear();
  if (!activeId) return;
  window[`ga-disable-${activeId}`] = true;
  gtag('consent', 'update', { analytics_storage: 'denied' });
  activeId = null;
};

/**
 * Sends an event once no other event of the same name came for 500 ms (commerce §9, analytics
 * debounce): a redirect chain or a burst of clicks is one event. Params may be a function, read
 * when the event goes (e.g. the title the page set meanwhile). Without consent nothing is kept.
 */
export const trackEvent = (name: string, params: Params | (() => Params) = {}): void => {
  if (!activeId) return;
  clearTimeout(pending.get(name));
  pending.set(
    name,
    setTimeout(() => {
      pending.delete(name);
      if (!activeId) return;
      gtag('event', name, { ...(typeof params === 'function' ? params() : params), send_to: activeId });
    }, TIMINGS_MS.analyticsDebounce),
  );
};

/** A page view of the current URL (debounced like every event). */
export const trackPageView = (): void =>
  trackEvent('page_view', () => ({
    page_location: window.location.href,
    page_path: window.location.pathname + window.location.search,
    page_title: document.title,
  }));

/** Tests: no tag, no data layer, nothing pending. */
export const resetAnalytics = (): void => {
  disableAnalytics();
  document.querySelectorAll(`script[${ANALYTICS_SCRIPT_ATTR}]`).forEach((script) => script.remove());
  delete window.dataLayer;
  delete window.gtag;
};
