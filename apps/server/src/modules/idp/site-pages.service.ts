import type { FastifyReply } from 'fastify';
import type { SiteRegistry } from '../../platform/site-registry';
import { KnownHosts } from './known-hosts';
import { PageResolver, type PageInput } from './page-context';
import type { PageCtx } from './views/theme';

export { html } from './views/html';
export { layout } from './views/layout';
export { messagePage } from './views/pages';
export type { PageCtx, PageInput };

export type SitePages = {
  /** Tenant look and language of a page, as the provider's own pages resolve them. */
  resolve(input: PageInput): Promise<PageCtx>;
  /** Sends a page with the provider pages' CSP (form-action lists the site's hosts) and no caching. */
  send(reply: FastifyReply, body: string, status?: number): FastifyReply;
};

/**
 * The provider's page look for pages other modules show themselves (the relying party's sign-out
 * confirm and refused sign-in, modules/auth/auth-pages.ts): same tenant theme, catalogue and CSP,
 * whether or not the embedded provider is mounted.
 */
export function sitePages(registry: SiteRegistry, publicUrl: string): SitePages {
  const hosts = new KnownHosts(registry, publicUrl);
  const pages = new PageResolver(registry, hosts, publicUrl);
  return {
    resolve: (input) => pages.resolve(input),
    send: (reply, body, status = 200) =>
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', hosts.csp())
        .send(body),
  };
}
