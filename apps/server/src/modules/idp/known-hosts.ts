import type { SiteRegistry } from '../../platform/site-registry';

export const CALLBACK_PATH = '/api/user/sso/callback';

const hostnameOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/**
 * The host names the site answers on: every tenant's hosts, TENANT_HOSTS and PUBLIC_URL's host.
 * Redirects back to the site (sign-in callback, post-logout) are allowed to these only, on any
 * port, so a new tenant host works without registering redirect URIs anywhere.
 */
export class KnownHosts {
  private hosts: ReadonlySet<string>;
  private source: unknown;

  constructor(
    private readonly registry: SiteRegistry,
    private readonly publicUrl: string,
  ) {
    this.hosts = new Set([hostnameOf(publicUrl)]);
  }

  /** Re-reads the registry's (cached) snapshot; cheap, called before each provider request. */
  async refresh(): Promise<void> {
    const snap = await this.registry.get();
    if (snap === this.source) return;
    this.source = snap;
    this.hosts = new Set([hostnameOf(this.publicUrl), ...snap.tenantByHost.keys()].filter(Boolean));
  }

  has(host: string): boolean {
    return this.hosts.has(host.toLowerCase());
  }

  /** An absolute http(s) URL on a known host, without credentials or fragment; `path` pins the path and forbids a query. */
  allows(value: unknown, path?: string): boolean {
    if (typeof value !== 'string' || value.length > 2000) return false;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username || url.password || url.hash) return false;
    if (!this.has(url.hostname)) return false;
    if (path !== undefined && (url.pathname !== path || url.search)) return false;
    return true;
  }

  /** The origin of a URL on a known host, else undefined. */
  originOf(value: unknown): string | undefined {
    return this.allows(value) ? new URL(value as string).origin : undefined;
  }

  /**
   * CSP for the provider's pages. form-action lists the site's hosts because browsers apply it to
   * the redirects after a form post too (sign-in -> /idp/auth -> the tenant's callback).
   */
  csp(): string {
    const sites = [...this.hosts].filter((h) => /^[a-z0-9.-]+$/.test(h)).flatMap((h) => [`http://${h}:*`, `https://${h}:*`, `http://${h}`, `https://${h}`]);
    return [
      "default-src 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "img-src 'self' data: https:",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "connect-src 'self'",
      `form-action 'self' ${sites.join(' ')}`,
    ].join('; ');
  }
}
