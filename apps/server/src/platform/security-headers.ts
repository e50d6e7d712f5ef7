import { randomBytes } from 'node:crypto';
import helmet, { type HelmetOptions } from 'helmet';
import { ANALYTICS_SCRIPT_URL } from '@credo/contracts/constants';

/** Origin of the analytics tag: its beacons are connections, which a script nonce cannot allow. */
const ANALYTICS_ORIGIN = new URL(ANALYTICS_SCRIPT_URL).origin;

/** helmet's defaults with this app's Content-Security-Policy. */
export const securityHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Ant Design writes its CSS-in-JS as inline style elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:'],
      // Our own scripts only. The web app's pages add a per-response nonce (documentCsp below) that
      // lets the analytics tag in, after consent, without allowing its host for everyone.
      scriptSrc: ["'self'"],
      // The analytics tag's beacons.
      connectSrc: ["'self'", ANALYTICS_ORIGIN, 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
      frameAncestors: ["'self'"],
      // The server may run on plain http (localhost, behind a TLS proxy): never rewrite to https.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

export type HeaderOps = { set: [name: string, value: string | number | readonly string[]][]; remove: string[] };

/**
 * The headers helmet writes for these options, found once by running its middleware against a
 * recording response. None of the options depends on the request (no functions), so every
 * response gets the same headers; the web app's pages then get their own CSP (documentCsp).
 */
export function computeSecurityHeaders(options: HelmetOptions): HeaderOps {
  const ops: HeaderOps = { set: [], remove: [] };
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void ops.set.push([name, value]),
    removeHeader: (name: string) => void ops.remove.push(name),
  };
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    if (err) throw err;
  });
  return ops;
}

/**
 * The headers helmet writes for the app's options, computed once at start. @fastify/helmet rebuilds
 * helmet's middleware on every request, which cost a tenth of an API call's time in the bench; the
 * headers are the same each time. response-hooks.ts writes them (or a JSON answer's share of them,
 * asset-headers.ts) on every response.
 */
export const SECURITY_HEADERS = computeSecurityHeaders(securityHeaderOptions);

const NONCE_SLOT = 'credo-nonce-slot';
const DOCUMENT_CSP_TEMPLATE = String(
  computeSecurityHeaders({
    ...securityHeaderOptions,
    contentSecurityPolicy: {
      directives: {
        ...(securityHeaderOptions.contentSecurityPolicy as { directives: Record<string, unknown> }).directives,
        // 'strict-dynamic': what a nonced script loads is trusted too (the tag's own helpers, Vite's
        // lazy chunks); browsers that know it ignore 'self' and host lists, older ones keep 'self'.
        scriptSrc: ["'self'", `'nonce-${NONCE_SLOT}'`, "'strict-dynamic'"],
      },
    },
  }).set.find(([name]) => name.toLowerCase() === 'content-security-policy')![1],
);

/** A fresh nonce for one HTML response (128 bits, base64 as CSP allows). */
export const newCspNonce = () => randomBytes(16).toString('base64');

/** The Content-Security-Policy of a web app page: the app's policy with `'nonce-<nonce>' 'strict-dynamic'` in script-src. */
export const documentCsp = (nonce: string) => DOCUMENT_CSP_TEMPLATE.replace(NONCE_SLOT, nonce);

/**
 * The built index.html with the nonce on its own script and module-preload tags, and in
 * `<meta property="csp-nonce">`, where Vite's chunk preloader and the analytics loader read it.
 * Only the build's tags carry `<script` or `<link rel="modulepreload"` here: everything injected
 * into the page (titles, descriptions) is escaped first (seo/render-head.ts).
 */
export function withScriptNonce(html: string, nonce: string): string {
  const attr = ` nonce="${nonce}"`;
  return (
    html
      .replace(/<head\b[^>]*>/i, (head) => `${head}\n    <meta property="csp-nonce"${attr} />`)
      // Scripts that run; a data block (`type="application/json"`, the home's served banners) runs
      // nothing, so it needs no nonce and does not carry one.
      .replace(/<script\b(?![^>]*\btype="application\/json")/gi, `<script${attr}`)
      .replace(/<link\b(?=[^>]*\brel="modulepreload")/gi, `<link${attr}`)
  );
}
