import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import { accountRoutes } from './account.routes';
import { AttemptLimits } from './attempt-limiter';
import { interactionRoutes } from './interaction.routes';
import { pageInput, sendHtml, type IdpDeps } from './idp-context';
import { IDP_MOUNT, issuerFor, recordMountedIssuer } from './idp.service';
import { KnownHosts } from './known-hosts';
import { PageResolver } from './page-context';
import { createProvider } from './provider';
import { CLIENT_SCRIPT } from './views/client-script';
import { messagePage } from './views/pages';

/**
 * The embedded OpenID Connect provider at /idp (only when OIDC_ISSUER is unset): oidc-provider's
 * endpoints (discovery, auth, token, userinfo, jwks, end session) plus our own sign-in, sign-up,
 * verification and password pages. Encapsulated: the form parser and error page stay inside.
 */
export async function idpPlugin(app: FastifyInstance) {
  const { config } = app;
  // Served with an external provider too: the site's own sign-out confirmation (auth) uses this layout.
  app.get(`${IDP_MOUNT}/assets/idp.js`, { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CLIENT_SCRIPT),
  );
  if (config.oidc.issuer) return;
  recordMountedIssuer(app.db, issuerFor(config.publicUrl));

  const hosts = new KnownHosts(app.siteRegistry, config.publicUrl);
  const pages = new PageResolver(app.siteRegistry, hosts, config.publicUrl);
  // Built on first use: no database work while the app is assembled.
  let built: Promise<{ provider: Provider; callback: ReturnType<Provider['callback']> }> | undefined;
  const build = () => {
    built ??= createProvider({
      db: app.db,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      hosts,
      pages,
      onServerError: (err) => app.log.error({ err }, 'identity provider error'),
    }).then((provider) => ({ provider, callback: provider.callback() }));
    built.catch(() => (built = undefined));
    return built;
  };
  const deps: IdpDeps = {
    db: app.db,
    publicUrl: config.publicUrl,
    secureCookies: config.publicUrl.startsWith('https://'),
    hosts,
    pages,
    // Shared by every node when REDIS_URL is set (platform/rate-limit.ts).
    limits: new AttemptLimits(app.counterStore),
    provider: async () => (await build()).provider,
  };

  await app.register(fastifyFormbody, { bodyLimit: 16_384 });

  /**
   * oidc-provider is a Koa app: requests for its paths are handed over raw before Fastify parses
   * the body. It sees paths relative to its mount (url) and the full one (originalUrl), from which
   * it derives the mount path for the URLs it writes.
   */
  async function handOver(req: FastifyRequest, reply: FastifyReply) {
    const { callback } = await build();
    await hosts.refresh();
    const raw = req.raw as IncomingMessage & { originalUrl?: string };
    const full = raw.url ?? '/';
    raw.originalUrl = full;
    raw.url = full.slice(IDP_MOUNT.length) || '/';
    // Koa cannot tell a listed proxy from anyone else: it gets Fastify's verdict (which applies
    // TRUST_PROXY's hop count or address list) as the only forwarded values it reads.
    if (config.trustProxy !== false) {
      raw.headers['x-forwarded-for'] = req.ip;
      raw.headers['x-forwarded-proto'] = req.protocol;
      raw.headers['x-forwarded-host'] = req.host;
    }
    reply.hijack();
    reply.raw.setHeader('content-security-policy', hosts.csp());
    await callback(raw, reply.raw);
  }
  app.route({ method: ['GET', 'POST', 'OPTIONS'], url: `${IDP_MOUNT}/*`, schema: { hide: true }, onRequest: handOver, handler: async () => undefined });

  interactionRoutes(app, deps);
  accountRoutes(app, deps);

  // Our pages are HTML: a failure shows a page in the visitor's language, not a JSON envelope.
  app.setErrorHandler(async (err: { statusCode?: number }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'identity page failed');
    const page = await pages.resolve(pageInput(req));
    return sendHtml(
      reply,
      hosts,
      messagePage(page, {
        title: page.t('errorTitle'),
        body: page.t('errorBody'),
        icon: 'alert',
        actions: [{ href: page.siteUrl, label: page.t('backToSite', { site: page.tenant.name }) }],
      }),
      status,
    );
  });
}
