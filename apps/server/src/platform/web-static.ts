import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { dropValidators, trimSecurityHeadersForAsset } from './asset-headers';
import { documentCsp, newCspNonce, withScriptNonce } from './security-headers';

/**
 * Serves the built web app and falls back to index.html for the SPA's routes.
 * API, docs, health and media paths never fall back: they answer their own 404 envelope.
 */
/**
 * Turns the built index.html into the page's HTML (title, description, Open Graph …), with the
 * status: 404 for a path that is no page (the same SPA shell, which shows its not-found page).
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The page's HTML and status, and its route (page-routes of contracts) when the server knows it. */
export type RenderPage = (req: FastifyRequest, indexHtml: string) => Promise<string | { html: string; status: number; route?: string | null }>;

/** Written by the web build (apps/web/build/route-preloads.ts): spec route -> its page's files. */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/**
 * The `<link>` tags that let a browser fetch a page's own scripts and stylesheets with the entry,
 * by route, from the build's table (absent in an older build: no tags). crossorigin as Vite's own
 * module preloads and its loader's stylesheet links, so the browser reuses these responses.
 */
export function routePreloadTags(webDist: string): Map<string, string> {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!fs.existsSync(file)) return new Map();
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  return new Map(
    Object.entries(table).map(([route, files]) => [
      route,
      files
        .filter((f) => /^assets\/[\w.-]+\.(js|css)$/.test(f))
        .map((f) => (f.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="/${f}">` : `<link rel="modulepreload" crossorigin href="/${f}">`))
        .join('\n    '),
    ]),
  );
}

export async function registerWebStatic(app: FastifyInstance, webDist: string | undefined, renderPage?: RenderPage) {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.info({ webDist }, 'web build not found; serving the API only');
    return false;
  }
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const preloads = routePreloadTags(webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each compressible file (apps/web/build/precompress.ts):
    // served as they are when the request accepts them, with Vary: accept-encoding, so assets are
    // compressed once at the highest level instead of on every request.
    preCompressed: true,
    // Hashed assets are immutable for a year, without validators; index.html is not cached so a
    // deploy shows at once. Files carry only the security headers that act on them (asset-headers.ts).
    setHeaders: (reply, file) => {
      trimSecurityHeadersForAsset(reply, file);
      if (file.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', IMMUTABLE);
        dropValidators(reply);
      }
    },
  });
  const isReserved = (url: string) => /^\/(api|healthz|idp|media|uploads|dev|user\/sso)(\/|$|\?)/.test(url);
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const url = req.url;
    if (isReserved(url)) return reply.callNotFound();
    let file: string;
    try {
      file = decodeURIComponent(url.split('?')[0]).replace(/^\/+/, '');
    } catch {
      return reply.status(400).send({ code: 400, data: null, message: 'Malformed URL' });
    }
    // Dot files and folders are never served, as @fastify/static's own routes do not: the
    // build's .vite/manifest.json (read by `npm run bench`) names source files.
    if (file.split('/').some((segment) => segment.startsWith('.'))) return reply.callNotFound();
    if (file && path.extname(file)) {
      const full = path.resolve(webDist, file);
      if (full.startsWith(webDist + path.sep) && fs.existsSync(full)) return reply.sendFile(file);
      return reply.callNotFound();
    }
    const page = renderPage ? await renderPage(req, indexHtml) : indexHtml;
    const { html: rendered, status, route } = typeof page === 'string' ? { html: page, status: 200, route: null } : page;
    // The page's own code fetched alongside the entry (a found page only; before the nonce is added).
    const tags = status === 200 && route ? preloads.get(route) : undefined;
    const html = tags ? rendered.replace('</head>', `  ${tags}\n  </head>`) : rendered;
    // A nonce per response: the page's CSP lets in the scripts carrying it (the build's, and the
    // analytics tag the web app adds after consent) instead of allowing the tag's host.
    const nonce = newCspNonce();
    reply.header('content-security-policy', documentCsp(nonce));
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(withScriptNonce(html, nonce));
  });
  return true;
}
