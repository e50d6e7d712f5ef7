import type { SiteRegistry } from '../../platform/site-registry';
import { hostName } from '../../platform/site-registry';
import { pickLang, RTL_LANGS, translator, type Lang } from './idp-texts';
import type { KnownHosts } from './known-hosts';
import { themeFor, type PageCtx } from './views/theme';

export type PageInput = {
  /** Host header of the request. */
  host?: string;
  protocol?: string;
  acceptLanguage?: string;
  /** ui_locales of the authorization (or logout) request. */
  uiLocales?: unknown;
  /** `lang` query or form parameter. */
  lang?: unknown;
  /** A URL of the site the visitor came from (redirect_uri, post_logout_redirect_uri, stored origin). */
  siteUrl?: unknown;
  /** The account's tenant, when known and nothing better is. */
  tenantId?: number | null;
};

/**
 * Which tenant's look and which language a provider page uses. The tenant comes from the site the
 * visitor came from (its redirect URI), else the account, else the Host header; the language from
 * ui_locales, then `lang`, then Accept-Language.
 */
export class PageResolver {
  constructor(
    private readonly registry: SiteRegistry,
    private readonly hosts: KnownHosts,
    private readonly publicUrl: string,
  ) {}

  async resolve(input: PageInput): Promise<PageCtx> {
    await this.hosts.refresh();
    const snap = await this.registry.get();
    const siteOrigin = this.hosts.originOf(input.siteUrl);
    const host = hostName(input.host);
    const tenant =
      (siteOrigin && snap.tenantByHost.get(new URL(siteOrigin).hostname)) ||
      (input.tenantId ? snap.tenantsById.get(input.tenantId) : undefined) ||
      snap.tenantByHost.get(host) ||
      snap.defaultTenant;
    if (!tenant) throw new Error('No tenant is configured');
    const requestOrigin = input.host && this.hosts.has(host) ? `${input.protocol ?? 'http'}://${input.host}` : undefined;
    const lang: Lang = pickLang({ uiLocales: input.uiLocales, lang: input.lang, acceptLanguage: input.acceptLanguage });
    return {
      lang,
      dir: RTL_LANGS.has(lang) ? 'rtl' : 'ltr',
      t: translator(lang),
      tenant: {
        id: tenant.id,
        code: tenant.code,
        name: tenant.name,
        logoUrl: tenant.logoUrl,
        faviconUrl: tenant.faviconUrl,
        privacyPolicyUrl: tenant.privacyPolicyUrl,
      },
      theme: themeFor(tenant.code),
      siteUrl: `${siteOrigin ?? requestOrigin ?? this.publicUrl}/`,
    };
  }
}
