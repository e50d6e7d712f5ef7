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

export type RenderPage = (req: FastifyRequest, indexHtml: string) => Promise<string | { html: string; status: number }>;

export async function registerWebStatic(app: FastifyInstance, webDist: string | undefined, renderPage?: RenderPage) {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.info({ webDist }, 'web build not found; serving the API only');
    return false;
  }
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
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
    const { html, status } = typeof page === 'string' ? { html: page, status: 200 } : page;
    // A nonce per response: the page's CSP lets in the scripts carrying it (the build's, and the
    // analytics tag the web app adds after consent) instead of allowing the tag's host.
    const nonce = newCspNonce();
    reply.header('content-security-policy', documentCsp(nonce));
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(withScriptNonce(html, nonce));
  });
  return true;
}
