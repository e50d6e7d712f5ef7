import type { FastifyReply } from 'fastify';

/**
 * Security headers that only a document acts on. security-headers.ts writes helmet's full set on
 * every response (about 900 bytes); a first visit fetches 50 to 70 scripts, stylesheets and
 * images, and over HTTP/1.1 their headers go uncompressed: some 45 KB of a phone's first load
 * (issue 19, measured with bench/page-transfer.ts). A browser ignores these on a script, a
 * stylesheet, a font or a raster image:
 * - content-security-policy: governs the document (or worker) it arrives with; the app starts no
 *   worker from its assets, and a script opened on its own is shown as text (nosniff below);
 * - cross-origin-opener-policy, origin-agent-cluster, x-frame-options, x-dns-prefetch-control,
 *   x-download-options, x-permitted-cross-domain-policies, x-xss-protection: about top-level or
 *   framed documents;
 * - strict-transport-security: recorded from the page's own response, which every asset follows.
 * Kept: x-content-type-options (no script or style from a mistyped answer),
 * cross-origin-resource-policy (no other site reads them as subresources) and referrer-policy (a
 * stylesheet's own requests, fonts and backgrounds, follow its response's policy).
 */
export const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * An SVG opened on its own is a document that may carry script: it gets a policy of its own, shorter
 * and stricter than the app's: nothing loads or runs, the image is sandboxed in an opaque origin, and
 * only this site may frame it.
 */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

/** Files that a browser may render as a document when opened directly (HTML is served by its own route). */
const DOCUMENT_LIKE = /\.(svgz?|html?|xml|xhtml|pdf)$/i;

/**
 * For a static file's response (built asset or /media): drops the document-only security headers
 * (security-headers.ts writes them on the raw response at onRequest), and gives SVGs SVG_CSP.
 * Other document-like files (HTML, XML, PDF) keep the full set.
 */
export function trimSecurityHeadersForAsset(reply: FastifyReply, file: string) {
  const svg = /\.svgz?$/i.test(file);
  if (DOCUMENT_LIKE.test(file) && !svg) return;
  for (const name of DOCUMENT_ONLY) reply.raw.removeHeader(name);
  if (svg) reply.raw.setHeader('content-security-policy', SVG_CSP);
}

/**
 * For a content-hashed build asset, cached as immutable for a year: its name changes with its
 * content, so a browser never revalidates it and ETag, Last-Modified and Accept-Ranges are bytes
 * for nothing (about 100 per response).
 */
export function dropValidators(reply: FastifyReply) {
  for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
}

/**
 * A JSON answer's policy: a browser shows JSON as text, and when one is opened on its own nothing
 * in it may load or run, and only this site may frame it (as X-Frame-Options SAMEORIGIN, kept).
 */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'self'";

/** Of DOCUMENT_ONLY, what a JSON answer keeps: HSTS (an API client may be its first contact) and X-Frame-Options. */
const JSON_DROPS = DOCUMENT_ONLY.filter((name) => name !== 'strict-transport-security' && name !== 'x-frame-options' && name !== 'content-security-policy');

export type HeaderList = readonly (readonly [name: string, value: string | number | readonly string[]])[];

/**
 * JSON answers (the API's envelopes, the health check) carry the headers that act on them: a page
 * makes 10 to 13 API calls at start, each with ~1 KB of helmet's document headers (issue 19). Of
 * `headers` (helmet's set, security-headers.ts), the app's page policy becomes JSON_CSP (stricter
 * and 350 bytes shorter); the opener, agent-cluster and helmet's legacy document headers go;
 * nosniff, CORP, referrer-policy, HSTS and X-Frame-Options stay. HTML (the API docs, the
 * provider's pages) keeps the full set. Computed once; response-hooks.ts writes it.
 */
export function jsonSecurityHeaders(headers: HeaderList): HeaderList {
  return headers
    .filter(([name]) => !JSON_DROPS.includes(name.toLowerCase()))
    .map(([name, value]) => [name, name.toLowerCase() === 'content-security-policy' ? JSON_CSP : value] as const);
}
