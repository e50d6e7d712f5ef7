import type { FastifyRequest } from 'fastify';
import { hostName, type Snapshot } from '../../platform/site-registry';

/**
 * The origin that absolute links in a page point at (canonical, og:url, og:image, the sitemap,
 * robots.txt). Never the Host header as sent: a request with `Host: evil.example` (a poisoned
 * cache, a proxy that passes any Host) would otherwise publish the attacker's origin as this
 * page's canonical address. The Host only chooses among the configured hosts: a tenant's hosts
 * (the tenant rows plus TENANT_HOSTS, decision 0002) are served under PUBLIC_URL's scheme and
 * port; any other host gets PUBLIC_URL itself.
 */
export function publicOrigin(publicUrl: string, snap: Snapshot, req: FastifyRequest): string {
  const base = new URL(publicUrl);
  const host = hostName(req.headers.host);
  if (!host || host === base.hostname || !snap.tenantByHost.has(host)) return base.origin;
  return `${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`;
}
