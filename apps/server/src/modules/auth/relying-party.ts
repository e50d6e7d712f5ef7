import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { embeddedClient } from '../idp/index';

export type RelyingParty = { config: oidc.Configuration; issuer: string; embedded: boolean };

/**
 * The OpenID Connect client. With OIDC_ISSUER it discovers the external provider over the
 * network (Keycloak, Entra ID, Auth0 …). Without it, it talks to the embedded provider mounted
 * in this same process: discovery and token calls go through `app.inject`, so no loopback
 * address, port or public host has to be reachable from inside the server.
 */
export async function createRelyingParty(app: FastifyInstance): Promise<RelyingParty> {
  const { issuer, clientId, clientSecret } = app.config.oidc;
  if (issuer) {
    if (!clientId) throw new Error('OIDC_CLIENT_ID is required with OIDC_ISSUER');
    const options: oidc.DiscoveryRequestOptions = issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : {};
    const config = await oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, options);
    return { config, issuer, embedded: false };
  }
  const client = await embeddedClient(app.db);
  const inProcessFetch: oidc.CustomFetch = async (url, options) => {
    const u = new URL(url);
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: u.pathname + u.search,
      // openid-client passes a Headers object and a URLSearchParams body: flatten both for inject.
      headers: { ...Object.fromEntries(new Headers(options.headers as HeadersInit).entries()), host: u.host },
      payload: options.body == null ? undefined : String(options.body),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
  const config = await oidc.discovery(new URL(client.issuer), client.clientId, client.clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
    [oidc.customFetch]: inProcessFetch,
  });
  return { config, issuer: client.issuer, embedded: true };
}
