import { hostName } from '../../platform/site-registry';

/**
 * Where the payment provider sends the payer back (issue 16; decision 0017 "Return address"):
 * the tenant's own host, since tenants are chosen by host name and the session cookie is the
 * host's. The Host header only chooses among the configured hosts (the tenant table's, plus
 * TENANT_HOSTS), and only a host of the request's own tenant: a forged or unknown Host gets
 * PUBLIC_URL itself, so a provider never redirects a payer to an address an attacker sent. Scheme
 * and port are PUBLIC_URL's (the demo hosts *.localhost share its port; production hosts are on
 * the same scheme behind the same proxy).
 */
export function returnOriginOf(publicUrl: string, tenantByHost: ReadonlyMap<string, { id: number }>, tenantId: number, hostHeader: string | undefined): string {
  const base = new URL(publicUrl);
  const host = hostName(hostHeader);
  if (!host || host === base.hostname || tenantByHost.get(host)?.id !== tenantId) return base.origin;
  return `${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`;
}
